// Visualizer worker: draws both voices on an OffscreenCanvas at display rate. Comlink carries only setup
// (init, resize, colours, stats); the per-frame spectra arrive straight from the analysis worklet's port.
import * as Comlink from 'comlink';
import { BAR_COUNT, barEdges, barHeights, drawFrame } from '../src/engine/dsp/visualizer-draw.ts';
import type { SpectrumFrame } from '../src/engine/wire/analysis-messages.ts';
import type { CanvasSize, DrawStats, VisualizerApi, VisualizerScene, VoiceColors } from '../src/engine/wire/visualizer-messages.ts';

const edges = barEdges();
const assistant = new Float32Array(BAR_COUNT);
const visitor = new Float32Array(BAR_COUNT);
let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;
let colors: VoiceColors = { assistant: '#6d5dfc', visitor: '#19b89a', idle: '#8a90a6' };
let size: CanvasSize = { width: 300, height: 150, dpr: 1 };
let port: MessagePort | null = null;
let running = false;
let reducedMotion = false;
// The scene is kept for the drawing code (connecting/reconnecting/thinking animations).
let scene: VisualizerScene = 'idle';
let frames = 0;
let lastFrameAt = 0;
let lastSpectrumAt = 0;
let intervals: number[] = [];

function applySize(): void {
  if (!canvas) return;
  canvas.width = Math.max(1, Math.round(size.width * size.dpr));
  canvas.height = Math.max(1, Math.round(size.height * size.dpr));
}

function onSpectrum(e: MessageEvent<SpectrumFrame>): void {
  barHeights(e.data.assistant, edges, assistant);
  barHeights(e.data.visitor, edges, visitor);
  lastSpectrumAt = performance.now();
}

function loop(now: number): void {
  if (!running || !ctx) return;
  if (lastFrameAt) intervals.push(now - lastFrameAt);
  if (intervals.length > 2000) intervals = intervals.slice(-1000);
  lastFrameAt = now;
  frames++;
  drawFrame(ctx, size.width, size.height, size.dpr, colors, assistant, visitor, reducedMotion ? 0 : now);
  requestAnimationFrame(loop);
}

const api: VisualizerApi<OffscreenCanvas, MessagePort> = {
  init(c, p, cols, s) {
    canvas = c;
    ctx = c.getContext('2d');
    colors = cols;
    size = s;
    applySize();
    port?.close();
    port = p;
    port.onmessage = onSpectrum;
    running = true;
    requestAnimationFrame(loop);
  },
  resize(s) {
    size = s;
    applySize();
  },
  setColors(cols) {
    colors = cols;
  },
  setReducedMotion(reduced) {
    reducedMotion = reduced;
  },
  setScene(next) {
    scene = next;
  },
  stats(reset = false): DrawStats {
    const out = { frames, intervals, lastSpectrumAt, scene };
    if (reset) {
      frames = 0;
      intervals = [];
      lastFrameAt = 0;
    }
    return out;
  },
  stop() {
    running = false;
    port?.close();
    port = null;
  },
};

Comlink.expose(api);
