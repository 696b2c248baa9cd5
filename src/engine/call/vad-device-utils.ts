// Whether this device can afford the voice-activity model (docs/architecture.md §2): decided from what the page
// observes — the visualizer governor's quality level and late-frame share during the first seconds of the call, the
// core count and memory — and, once loaded, whether frames start running late (then the model stops and the worklet
// levels stand in). Pure: the caller feeds samples, so the rules are tested with fed numbers, no clock.

/** What the hardware says (navigator.hardwareConcurrency / deviceMemory, both optional) and a forced class. */
export type DeviceHints = { cores?: number; memoryGb?: number; forced?: string | null };

/** One look at the visualizer: the governor's level (0 = cheapest) and the share of late frames since the last look. */
export type FrameSample = { level: number; lateShare: number };

/** The thresholds (one place; the tests and the docs read them here). */
export const VAD_DEVICE = {
  /** Looks at the visualizer before deciding (one every sampleMs). */
  samples: 6,
  sampleMs: 500,
  /** The governor below this level means the visualizer alone already costs too much. */
  minLevel: 3,
  /** More late frames than this, on average before loading, means no headroom for a 7 s model load. */
  maxLateShare: 0.05,
  /** Once loaded: this many looks in a row with more late frames than stopLateShare stop the model. */
  stopAfter: 3,
  stopLateShare: 0.2,
  /**
   * While it loads (fetch, then session + wasm compile in the worker: seconds of one core): a look every loadSampleMs;
   * this many in a row (1.5 s) with more late frames than loadStopLateShare (or the governor falling) abort the load —
   * the compile is the model's worst cost, and a device that starts missing frames under it will not do better after.
   * (Measured at a 50 % CPU quota: the load, 13 s there, took the call from 57 to 42 fps; at 100 % it loads in 4–5 s
   * with ≤ 3 % late frames. Two looks stopped one load in three at 100 % on a busy machine; three did not.)
   */
  loadSampleMs: 500,
  loadStopAfter: 3,
  loadStopLateShare: 0.1,
  minCores: 2,
  minMemoryGb: 2,
} as const;

/** Storage key forcing the device class ('capable' or 'low'): tests and support, not a setting a visitor sees. */
export const VAD_DEVICE_KEY = 'vaiu:vad-device';

/** The decision and the reason (logged). */
export type VadDeviceDecision = { load: boolean; reason: string };

/** Share of frame gaps over 1.5 frame budgets (a missed vsync) among `gaps`; 0 when there are none. */
export function lateShareOf(gaps: readonly number[], budgetMs = 1000 / 60): number {
  if (!gaps.length) return 0;
  let late = 0;
  for (const g of gaps) if (g > budgetMs * 1.5) late++;
  return late / gaps.length;
}

/** Whether the device can afford loading the model, from hardware hints and the first seconds of frames. */
export function vadDeviceDecision(hints: DeviceHints, samples: readonly FrameSample[]): VadDeviceDecision {
  if (hints.forced === 'capable') return { load: true, reason: 'device class forced capable' };
  if (hints.forced === 'low') return { load: false, reason: 'device class forced low' };
  if (hints.cores !== undefined && hints.cores > 0 && hints.cores < VAD_DEVICE.minCores)
    return { load: false, reason: `${hints.cores} CPU core` };
  if (hints.memoryGb !== undefined && hints.memoryGb > 0 && hints.memoryGb < VAD_DEVICE.minMemoryGb)
    return { load: false, reason: `${hints.memoryGb} GB of memory` };
  if (!samples.length) return { load: true, reason: 'no frame data (visualizer not running)' };
  const lowest = Math.min(...samples.map((s) => s.level));
  const late = samples.reduce((sum, s) => sum + s.lateShare, 0) / samples.length;
  const seen = `visualizer level ≥ ${lowest}, ${Math.round(late * 100)} % late frames`;
  if (lowest < VAD_DEVICE.minLevel) return { load: false, reason: `device cannot keep up (${seen})` };
  if (late > VAD_DEVICE.maxLateShare) return { load: false, reason: `device cannot keep up (${seen})` };
  return { load: true, reason: `device keeps up (${seen})` };
}

/** How many late looks in a row, each over which late share, stop the model (or its load). */
export type OverloadRule = { after: number; lateShare: number };

/** The rule once the model runs. */
export const RUNNING_RULE: OverloadRule = { after: VAD_DEVICE.stopAfter, lateShare: VAD_DEVICE.stopLateShare };
/** The stricter rule while it loads. */
export const LOADING_RULE: OverloadRule = { after: VAD_DEVICE.loadStopAfter, lateShare: VAD_DEVICE.loadStopLateShare };

/**
 * While the model loads or runs: fed one sample per look, says when frames have run late long enough (by `rule`), or
 * the governor fell, to stop it.
 */
export class VadOverloadWatch {
  private strikes = 0;
  private lowest = Infinity;

  constructor(private readonly rule: OverloadRule = RUNNING_RULE) {}

  /** Records a look; returns the reason to stop, or null to keep the model. */
  feed(s: FrameSample): string | null {
    // The governor falling below where it stood once the model ran: the model is costing frames.
    const fell = s.level < this.lowest && this.lowest !== Infinity;
    this.lowest = Math.min(this.lowest, s.level);
    if (fell) return `the visualizer fell to level ${s.level}`;
    this.strikes = s.lateShare > this.rule.lateShare ? this.strikes + 1 : 0;
    if (this.strikes >= this.rule.after) return `${Math.round(s.lateShare * 100)} % late frames for ${this.strikes} looks`;
    return null;
  }
}
