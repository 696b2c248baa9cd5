// Frame-budget governor of the visualizer: watches frame gaps and draw cost, lowers the drawing cost (backing-store
// resolution, bar count, effects) when frames run late and raises it back when there is headroom. Pure: the caller
// passes the clock (rAF timestamps and performance.now() around the draw), so tests drive it with a fake clock.

/** What one quality level draws. */
export type QualityLevel = {
  /** Backing-store pixels per CSS pixel, as a share of devicePixelRatio (capped by maxDpr). */
  resolution: number;
  /** Upper bound of the backing-store pixel ratio at this level. */
  maxDpr: number;
  /** Bars per voice. */
  bars: number;
  /** Glow, gradients and the scene's decorations. */
  effects: boolean;
  /** A new spectrum is drawn at most every this many display frames (the worklet is asked for spectra as often). */
  drawEvery: number;
  /** A slow animation without new audio (idle breathing, comet, beads) is drawn every this many display frames. */
  animEvery: number;
};

/**
 * From cheapest (0) to richest. A budget phone settles low; a desktop stays at the top. Every drawn frame costs the
 * worker's raster and both compositors, so the two cheapest levels draw audio at 30 and 20 Hz. The backing store is
 * capped at 2 px per CSS px even at DPR 3 (a 360-px phone: ≤ 440 × 440 for the 220-px orb), docs/architecture.md §2.
 */
export const QUALITY_LEVELS: readonly QualityLevel[] = [
  { resolution: 0.5, maxDpr: 1, bars: 16, effects: false, drawEvery: 3, animEvery: 4 },
  { resolution: 0.5, maxDpr: 1, bars: 16, effects: false, drawEvery: 2, animEvery: 3 },
  { resolution: 0.75, maxDpr: 1.5, bars: 24, effects: false, drawEvery: 1, animEvery: 2 },
  { resolution: 1, maxDpr: 2, bars: 32, effects: true, drawEvery: 1, animEvery: 2 },
  { resolution: 1, maxDpr: 2, bars: 48, effects: true, drawEvery: 1, animEvery: 2 },
];

/** Settings of the governor. */
export type GovernorOptions = {
  /** Target frame interval in ms (60 Hz display). */
  budgetMs: number;
  /** Frames judged together before a decision. */
  window: number;
  /** A frame gap over budgetMs × lateFactor counts as late (one or more vsyncs missed). */
  lateFactor: number;
  /** Share of late frames in a window that lowers the level. */
  lateShare: number;
  /** Share of late frames in a window that lowers the level by two (a device far over budget settles sooner). */
  severeShare: number;
  /** Draw cost under budgetMs × headroomShare (with no late frame) is headroom to go up. */
  headroomShare: number;
  /** Fewest frames between two level changes (no faster oscillation). */
  minHoldFrames: number;
  /** Level to start at (defaults to the top). */
  start: number;
};

/** Defaults: 60 Hz, 30-frame windows, hold ≥ 60 frames, 4 clean windows before going back up. */
export const GOVERNOR_DEFAULTS: GovernorOptions = {
  budgetMs: 1000 / 60,
  window: 30,
  lateFactor: 1.5,
  lateShare: 0.2,
  severeShare: 0.6,
  headroomShare: 0.25,
  minHoldFrames: 60,
  start: QUALITY_LEVELS.length - 1,
};

/** Adaptive quality: feed every frame with frame(); read `level` / `quality`. */
export class FrameGovernor {
  /** Current index into QUALITY_LEVELS. */
  level: number;
  private readonly o: GovernorOptions;
  private lastAt = -1;
  private inWindow = 0;
  private late = 0;
  private costSum = 0;
  private sinceChange = 0;
  // After a fall, coming back up needs more clean windows each time (a device at the edge does not flap).
  private cleanWindows = 0;
  private cleanNeeded = 2;

  constructor(options: Partial<GovernorOptions> = {}) {
    this.o = { ...GOVERNOR_DEFAULTS, ...options };
    this.level = Math.max(0, Math.min(QUALITY_LEVELS.length - 1, this.o.start));
  }

  /** The current level's settings. */
  get quality(): QualityLevel {
    return QUALITY_LEVELS[this.level];
  }

  /**
   * Records one drawn frame: `now` is its rAF timestamp, `costMs` the time the draw took. Returns true when the
   * level changed (the caller then resizes the backing store / rebuilds the bars).
   */
  frame(now: number, costMs: number): boolean {
    const gap = this.lastAt < 0 ? this.o.budgetMs : now - this.lastAt;
    this.lastAt = now;
    this.sinceChange++;
    this.inWindow++;
    this.costSum += costMs;
    if (gap > this.o.budgetMs * this.o.lateFactor) this.late++;
    if (this.inWindow < this.o.window) return false;
    const lateShare = this.late / this.inWindow;
    const meanCost = this.costSum / this.inWindow;
    this.inWindow = 0;
    this.late = 0;
    this.costSum = 0;
    if (this.sinceChange < this.o.minHoldFrames) return false;
    if (lateShare >= this.o.lateShare) {
      this.cleanWindows = 0;
      if (this.level === 0) return false;
      this.cleanNeeded = Math.min(this.cleanNeeded * 2, 32);
      return this.change(Math.max(0, this.level - (lateShare >= this.o.severeShare ? 2 : 1)));
    }
    if (lateShare === 0 && meanCost <= this.o.budgetMs * this.o.headroomShare) this.cleanWindows++;
    else this.cleanWindows = 0;
    if (this.cleanWindows >= this.cleanNeeded && this.level < QUALITY_LEVELS.length - 1) return this.change(this.level + 1);
    return false;
  }

  /** Forgets the last timestamp (after a pause: a hidden tab or a stopped loop is not a late frame). */
  resume(): void {
    this.lastAt = -1;
  }

  private change(level: number): boolean {
    this.level = level;
    this.sinceChange = 0;
    this.cleanWindows = 0;
    return true;
  }
}

/** Backing-store pixel ratio for a device pixel ratio at a quality level. */
export function backingRatio(dpr: number, q: QualityLevel): number {
  return Math.max(0.5, Math.min(q.maxDpr, dpr * q.resolution));
}
