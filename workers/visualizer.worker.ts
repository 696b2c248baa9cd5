// Visualizer worker: draws both voices on an OffscreenCanvas at display rate. Comlink carries only setup
// (init, resize, colours, scene, stats); the per-frame spectra arrive straight from the analysis worklet's port.
// The renderer skips unchanged frames and its governor trades resolution, bars and effects for the frame budget.
import * as Comlink from 'comlink';
import { forwardSpectrumRate, VisualizerRenderer } from '../src/engine/dsp/visualizer-renderer.ts';
import type { SpectrumFrame } from '../src/protocol/analysis-messages.ts';
import type { DrawStats, VisualizerApi, VisualizerScene } from '../src/protocol/visualizer-messages.ts';

let renderer: VisualizerRenderer | null = null;
let port: MessagePort | null = null;
let running = false;
let scene: VisualizerScene = 'idle';
let frames = 0;
let lastFrameAt = 0;
let lastSpectrumAt = 0;
let intervals: number[] = [];

function onSpectrum(e: MessageEvent<SpectrumFrame>): void {
  renderer?.spectrum(e.data);
  lastSpectrumAt = performance.now();
}

function loop(now: number): void {
  if (!running || !renderer) return;
  if (lastFrameAt) intervals.push(now - lastFrameAt);
  if (intervals.length > 2000) intervals = intervals.slice(-1000);
  lastFrameAt = now;
  frames++;
  renderer.tick(now);
  requestAnimationFrame(loop);
}

const api: VisualizerApi<OffscreenCanvas, MessagePort> = {
  init(c, p, cols, s) {
    const ctx = c.getContext('2d');
    if (!ctx) throw new Error('OffscreenCanvas 2D is not available');
    renderer = new VisualizerRenderer(
      ctx,
      (w, h) => {
        c.width = w;
        c.height = h;
      },
      () => performance.now(),
      cols,
    );
    renderer.resize(s);
    renderer.setScene(scene);
    port?.close();
    port = p;
    port.onmessage = onSpectrum;
    // Cheaper levels draw audio at 30 or 20 Hz: the worklet then computes and posts spectra only that often.
    forwardSpectrumRate(renderer, p);
    running = true;
    requestAnimationFrame(loop);
  },
  resize(s) {
    renderer?.resize(s);
  },
  setColors(cols) {
    if (!renderer) return;
    renderer.colors = cols;
    renderer.invalidate();
  },
  setReducedMotion(reduced) {
    if (!renderer) return;
    renderer.reducedMotion = reduced;
    renderer.invalidate();
  },
  setScene(next) {
    scene = next;
    renderer?.setScene(next);
  },
  stats(reset = false): DrawStats {
    const out: DrawStats = {
      frames,
      intervals,
      lastSpectrumAt,
      scene,
      drawn: renderer?.drawn ?? 0,
      skipped: renderer?.skipped ?? 0,
      level: renderer?.governor.level ?? -1,
    };
    if (reset) {
      frames = 0;
      intervals = [];
      lastFrameAt = 0;
      if (renderer) renderer.drawn = renderer.skipped = 0;
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
