// Setup API of the visualizer worker (reached through comlink; the per-frame data comes from the worklet).

/** Colours of the two voices and the idle line, from the current theme (CSS colour strings). */
export type VoiceColors = { assistant: string; visitor: string; idle: string; background?: string };

/** Canvas size in CSS pixels and the device pixel ratio. */
export type CanvasSize = { width: number; height: number; dpr: number };

/** Frame cadence of the drawing loop since the last reset (for benchmarks and tests). */
export type DrawStats = { frames: number; intervals: number[]; lastSpectrumAt: number };

/** What the visualizer worker exposes via comlink. `C` is OffscreenCanvas and `P` MessagePort. */
export type VisualizerApi<C = unknown, P = unknown> = {
  init(canvas: C, port: P, colors: VoiceColors, size: CanvasSize): void;
  resize(size: CanvasSize): void;
  setColors(colors: VoiceColors): void;
  /** prefers-reduced-motion: the idle line holds still. */
  setReducedMotion(reduced: boolean): void;
  stats(reset?: boolean): DrawStats;
  stop(): void;
};
