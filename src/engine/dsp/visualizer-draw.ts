// Drawing of both voices, shared by the visualizer worker (OffscreenCanvas) and the main-thread fallback.
// Typed against a minimal 2D context so it compiles in every global scope and runs against a mock in Node.
import { chordHalf, drawFloorGlow, drawSceneMarks, sceneVoice, type Scene } from './visualizer-scene.ts';

/** The slice of CanvasRenderingContext2D / OffscreenCanvasRenderingContext2D the visualizer uses. */
export type Painter = {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  globalAlpha: number;
  clearRect(x: number, y: number, w: number, h: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  stroke(): void;
  fill(): void;
  closePath(): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
};

/** Colours of the two voices and the idle line. */
export type DrawColors = { assistant: string; visitor: string; idle: string; background?: string };

/** Number of bars per voice. */
export const BAR_COUNT = 48;
/**
 * Highest FFT bin drawn: the top of the 16 kHz context's FFT-512 (bin 255 ≈ 8 kHz; docs/architecture.md §2), so the
 * bars span 31 Hz–8 kHz and the outer ones fall off with the voice as before at 48 kHz (94 Hz–15 kHz to bin 160).
 * Up to 5 kHz only, a speaking voice filled every bar to the rim.
 */
const MAX_BIN = 255;

/** Log-spaced bin edges for the bars (computed once). */
export function barEdges(bars = BAR_COUNT, maxBin = MAX_BIN): Uint16Array {
  const edges = new Uint16Array(bars + 1);
  for (let b = 0; b <= bars; b++) edges[b] = Math.max(1 + b, Math.round(Math.pow(maxBin, b / bars)));
  return edges;
}

/** Fills `heights` (0..1) with each bar's mean byte value over its bins, eased for display. */
export function barHeights(bytes: Uint8Array, edges: Uint16Array, heights: Float32Array): void {
  for (let b = 0; b < heights.length; b++) {
    const from = edges[b];
    const to = Math.max(from + 1, edges[b + 1]);
    let sum = 0;
    for (let i = from; i < to; i++) sum += bytes[i] ?? 0;
    const v = sum / (to - from) / 255;
    heights[b] = v * v * (3 - 2 * v);
  }
}

/** True when both voices are quiet enough to show the idle line. */
export function isIdle(assistant: Float32Array, visitor: Float32Array): boolean {
  let peak = 0;
  for (let b = 0; b < assistant.length; b++) peak = Math.max(peak, assistant[b], visitor[b]);
  return peak < 0.02;
}

/**
 * How a frame is dressed: the call's scene, whether effects (glow) are within the frame budget, and whether the
 * canvas shows through a circle (the orb): then everything is drawn inside it, so the page needs no rounded
 * `overflow: hidden` clip, which would cost the GPU process's compositor every drawn frame (docs/architecture.md §2).
 */
export type FrameLook = { scene: Scene; effects: boolean; round?: boolean };

const PLAIN: FrameLook = { scene: 'idle', effects: false };

/**
 * Draws one frame: the assistant's bars rise from the centre line, the visitor's fall below it, in their
 * own colours, mirrored left/right with low frequencies in the middle; while both are quiet a calm
 * breathing line (in the colour of whoever has the floor, else the idle colour); then the scene's marks.
 * `t` is milliseconds (0 holds every animation still).
 */
export function drawFrame(
  p: Painter,
  width: number,
  height: number,
  dpr: number,
  colors: DrawColors,
  assistant: Float32Array,
  visitor: Float32Array,
  t: number,
  look: FrameLook = PLAIN,
): void {
  p.setTransform(dpr, 0, 0, dpr, 0, 0);
  p.clearRect(0, 0, width, height);
  if (colors.background) {
    p.fillStyle = colors.background;
    p.fillRect(0, 0, width, height);
  }
  // Inside the orb: no shape may leave the circle of this radius (Infinity: a plain rectangle).
  const r = look.round ? Math.min(width, height) / 2 : Infinity;
  if (look.effects) drawFloorGlow(p, look.scene, width, height, colors, r);
  const lead = sceneVoice(look.scene);
  const mid = height / 2;
  const bars = assistant.length;
  // Low frequencies in the middle, higher ones towards both edges (speech fills the centre of the stage).
  const slot = width / (2 * bars);
  const barW = Math.max(1, slot * 0.62);
  const maxH = mid * 0.92;
  const centre = width / 2;
  p.globalAlpha = 0.35;
  p.strokeStyle = colors.idle;
  p.lineWidth = 1;
  p.beginPath();
  if (isIdle(assistant, visitor)) {
    // Idle: a slow breathing sine across the stage (period ~4 s).
    p.globalAlpha = 0.8;
    p.lineWidth = 2;
    if (lead) p.strokeStyle = colors[lead];
    const amp = mid * 0.06 * (0.6 + 0.4 * Math.sin(t / 640));
    // In the orb the line stops where the circle is still taller than the wave.
    const from = Math.max(0, centre - 0.98 * r);
    for (let x = from, step = look.effects ? 4 : 8; x <= width - from; x += step) {
      const y = mid + amp * Math.sin(x / 38 + t / 900);
      if (x === from) p.moveTo(x, y);
      else p.lineTo(x, y);
    }
  } else {
    p.moveTo(0, mid);
    p.lineTo(width, mid);
  }
  p.stroke();
  if (look.effects) {
    // A soft silhouette behind each voice's bars (one path each, mirrored): the two voices read as two landscapes.
    drawSilhouette(p, assistant, centre, mid, slot, maxH * 1.18, -1, colors.assistant, r);
    drawSilhouette(p, visitor, centre, mid, slot, maxH * 1.18, 1, colors.visitor, r);
  }
  p.globalAlpha = 1;
  for (let b = 0; b < bars; b++) {
    const offset = b * slot + (slot - barW) / 2;
    // The bar's outer corner stays inside the orb.
    const room = chordHalf(r, offset + barW) - 1;
    const up = Math.min(assistant[b] * maxH, room);
    if (up >= 0.5) {
      p.fillStyle = colors.assistant;
      p.fillRect(centre + offset, mid - up, barW, up);
      p.fillRect(centre - offset - barW, mid - up, barW, up);
    }
    const down = Math.min(visitor[b] * maxH, room - 1);
    if (down >= 0.5) {
      p.fillStyle = colors.visitor;
      p.fillRect(centre + offset, mid + 1, barW, down);
      p.fillRect(centre - offset - barW, mid + 1, barW, down);
    }
  }
  drawSceneMarks(p, look.scene, width, height, colors, t);
}

/** One voice's smoothed outline, filled translucent: `dir` −1 rises above the horizon, +1 falls below it. */
function drawSilhouette(
  p: Painter,
  heights: Float32Array,
  centre: number,
  mid: number,
  slot: number,
  maxH: number,
  dir: number,
  color: string,
  r: number,
): void {
  const bars = heights.length;
  let any = false;
  for (let b = 0; b < bars && !any; b++) any = heights[b] * maxH >= 0.5;
  if (!any) return;
  p.globalAlpha = 0.22;
  p.fillStyle = color;
  p.beginPath();
  p.moveTo(centre - bars * slot, mid);
  const y = (b: number) => mid + dir * Math.min(heights[b] * maxH, chordHalf(r, (b + 0.5) * slot));
  for (let b = bars - 1; b >= 0; b--) p.lineTo(centre - (b + 0.5) * slot, y(b));
  for (let b = 0; b < bars; b++) p.lineTo(centre + (b + 0.5) * slot, y(b));
  p.lineTo(centre + bars * slot, mid);
  p.closePath();
  p.fill();
}
