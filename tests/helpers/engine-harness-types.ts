// Shape of window.harness on harness/engine.html (for Playwright specs and benches running in Node).

/** One engine event as the harness records it. */
export type Recorded = { type: string; time?: number; value?: number; at: number };

/** Options of harness.start(). */
export type HarnessStart = { canvas?: boolean; forceMainThread?: boolean; loopback?: boolean; mic?: boolean };

/** window.harness of harness/engine.html. */
export type EngineHarness = {
  events: Recorded[];
  pcmCounts: { captured: number; bytes: number };
  start(opts?: HarnessStart): Promise<{ sampleRate: number; visualizer: 'worker' | 'main-thread' | null; state: string }>;
  destroy(): Promise<{ tracks: string[]; contextState?: string }>;
  drawStats(reset?: boolean): Promise<{ frames: number; intervals: number[]; lastSpectrumAt: number } | null>;
};

declare global {
  interface Window {
    harness: EngineHarness;
  }
}
