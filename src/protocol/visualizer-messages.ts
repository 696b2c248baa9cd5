// Setup API of the visualizer worker (reached through comlink; the per-frame data comes from the worklet).

/** Colours of the two voices and the idle line, from the current theme (CSS colour strings). */
export type VoiceColors = { assistant: string; visitor: string; idle: string; background?: string };

/** Canvas size in CSS pixels, the device pixel ratio, and `round` for a canvas shown as a circle (data-shape="circle"). */
export type CanvasSize = { width: number; height: number; dpr: number; round?: boolean };

/** What the call is doing, for the visualizer's look: each scene has its own animation (drawn in the worker). */
export type VisualizerScene = 'idle' | 'connecting' | 'reconnecting' | 'listening' | 'speaking' | 'thinking';

/** Frame cadence of the drawing loop since the last reset (for benchmarks and tests). */
export type DrawStats = {
  frames: number;
  intervals: number[];
  lastSpectrumAt: number;
  scene: VisualizerScene;
  /** Frames actually drawn / skipped as unchanged, and the governor's quality level (0 = cheapest). */
  drawn?: number;
  skipped?: number;
  level?: number;
};

/** What the visualizer worker exposes via comlink. `C` is OffscreenCanvas and `P` MessagePort. */
export type VisualizerApi<C = unknown, P = unknown> = {
  init(canvas: C, port: P, colors: VoiceColors, size: CanvasSize): void;
  resize(size: CanvasSize): void;
  setColors(colors: VoiceColors): void;
  /** prefers-reduced-motion: the idle line holds still. */
  setReducedMotion(reduced: boolean): void;
  /** The call's scene (connecting, listening, speaking, …). */
  setScene(scene: VisualizerScene): void;
  stats(reset?: boolean): DrawStats;
  stop(): void;
};
