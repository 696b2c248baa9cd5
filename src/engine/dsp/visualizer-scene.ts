// The call's scenes drawn around the two voices' bars: a comet travelling the horizon while connecting, a dashed
// horizon while reconnecting, three pulsing beads while the agent thinks, a soft dome of light on the side of whoever has the floor
// (listening = the visitor, speaking = the assistant). Reduced motion passes t = 0: every scene holds still.
import type { DrawColors, Painter } from './visualizer-draw.ts';

/** Scenes of the call (same names as VisualizerScene in protocol/). */
export type Scene = 'idle' | 'connecting' | 'reconnecting' | 'listening' | 'speaking' | 'thinking';

/** Half the height of a circle of radius `r` at horizontal distance `dx` from its centre (0 outside it). */
export function chordHalf(r: number, dx: number): number {
  return dx >= r ? 0 : Math.sqrt(r * r - dx * dx);
}

/** True when the scene moves by itself (so a frame must be drawn even without new audio). */
export function sceneAnimates(scene: Scene): boolean {
  return scene === 'connecting' || scene === 'reconnecting' || scene === 'thinking';
}

/** The voice whose colour leads the scene (null: the neutral idle colour). */
export function sceneVoice(scene: Scene): 'assistant' | 'visitor' | null {
  if (scene === 'speaking' || scene === 'thinking') return 'assistant';
  if (scene === 'listening') return 'visitor';
  return null;
}

/** Vertices per glow dome (the half-ellipse's arc). */
const DOME_STEPS = 20;

/**
 * Draws the glow under the voice that has the floor (effects level only): 3 nested translucent domes rising from the
 * horizon towards that voice's side (above for the assistant, below for the visitor), no blur or gradient — 3 path
 * fills — each squeezed where the circle of radius `r` is lower than the dome, so it stays inside the orb.
 */
export function drawFloorGlow(p: Painter, scene: Scene, width: number, height: number, colors: DrawColors, r = Infinity): void {
  const voice = sceneVoice(scene);
  if (!voice || scene === 'thinking') return;
  const mid = height / 2;
  const centre = width / 2;
  const dir = voice === 'assistant' ? -1 : 1;
  p.fillStyle = colors[voice];
  p.globalAlpha = 0.07;
  for (let i = 1; i <= 3; i++) {
    const half = Math.min(width * 0.12 * (i + 0.5), r - 1);
    const depth = mid * 0.22 * (i + 0.4);
    p.beginPath();
    p.moveTo(centre - half, mid);
    for (let k = 1; k < DOME_STEPS; k++) {
      const a = (Math.PI * k) / DOME_STEPS;
      const x = -half * Math.cos(a);
      const d = Math.min(depth * Math.sin(a), Math.max(0, chordHalf(r, Math.abs(x)) - 1));
      p.lineTo(centre + x, mid + dir * d);
    }
    p.lineTo(centre + half, mid);
    p.closePath();
    p.fill();
  }
  p.globalAlpha = 1;
}

/** Draws the scene's own marks on top of the horizon; `t` in ms (0 under reduced motion). */
export function drawSceneMarks(p: Painter, scene: Scene, width: number, height: number, colors: DrawColors, t: number): void {
  const mid = height / 2;
  if (scene === 'connecting' || scene === 'reconnecting') {
    // A comet running to and fro along the horizon (1.6 s per pass), its tail in 6 fading beads.
    const phase = t === 0 ? 0.5 : (t / 1600) % 2;
    const u = phase <= 1 ? phase : 2 - phase;
    const dir = phase <= 1 ? 1 : -1;
    const color = scene === 'connecting' ? colors.assistant : colors.idle;
    p.fillStyle = color;
    for (let i = 0; i < 6; i++) {
      const x = width * (0.1 + 0.8 * u) - dir * i * 7;
      const r = Math.max(1, 4 - i * 0.6);
      p.globalAlpha = 1 - i * 0.15;
      bead(p, x, mid, r);
    }
    if (scene === 'reconnecting') {
      // The horizon broken in dashes: the line is down.
      p.globalAlpha = 0.6;
      for (let x = 0; x < width; x += 16) p.fillRect(x, mid - 0.5, 8, 1);
    }
    p.globalAlpha = 1;
    return;
  }
  if (scene === 'thinking') {
    // Three beads above the horizon pulsing in turn (1.2 s cycle), like a speech bubble being written.
    p.fillStyle = colors.assistant;
    for (let i = 0; i < 3; i++) {
      const k = t === 0 ? 0.5 : 0.5 + 0.5 * Math.sin(2 * Math.PI * (t / 1200 - i / 3));
      const r = 3 + 2 * k;
      p.globalAlpha = 0.35 + 0.65 * k;
      bead(p, width / 2 + (i - 1) * 18, mid - 14 - 4 * k, r);
    }
    p.globalAlpha = 1;
  }
}

/** One round bead (a filled circle) of the scene's marks. */
function bead(p: Painter, x: number, y: number, r: number): void {
  p.beginPath();
  p.arc(x, y, r, 0, 2 * Math.PI);
  p.fill();
}
