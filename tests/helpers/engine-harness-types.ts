// Shape of window.harness on harness/engine.html (for Playwright specs and benches running in Node).

/** One engine event as the harness records it. */
export type Recorded = { type: string; time?: number; value?: number; at: number };

/** Options of harness.start(). */
export type HarnessStart = { canvas?: boolean; forceMainThread?: boolean; loopback?: boolean; mic?: boolean };

/** The slice of AudioEngine the specs drive directly. */
export type HarnessEngine = {
  context: { currentTime: number; state: string };
  createPlayback(): MessagePort;
  createCapture(): MessagePort;
  setVolume(volume: number): void;
  on(event: string, cb: (e: { time: number }) => void): () => void;
};

/** window.harness of harness/engine.html. */
export type EngineHarness = {
  engine: HarnessEngine | null;
  events: Recorded[];
  pcmCounts: { captured: number; bytes: number };
  start(opts?: HarnessStart): Promise<{ sampleRate: number; visualizer: 'worker' | 'main-thread' | null; state: string }>;
  destroy(): Promise<{ tracks: string[]; contextState?: string }>;
  killVisualizerWorker(): boolean;
  drawStats(reset?: boolean): Promise<{ frames: number; intervals: number[]; lastSpectrumAt: number } | null>;
};

declare global {
  interface Window {
    harness: EngineHarness;
  }
}
