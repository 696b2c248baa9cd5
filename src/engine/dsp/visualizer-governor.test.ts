import { describe, expect, test } from 'vitest';
import { backingRatio, FrameGovernor, GOVERNOR_DEFAULTS, QUALITY_LEVELS } from './visualizer-governor.ts';

const TOP = QUALITY_LEVELS.length - 1;
const VSYNC = 1000 / 60;

/** A fake clock driving the governor: each call runs `frames` frames of the given gap and draw cost. */
function driver(g: FrameGovernor) {
  let now = 0;
  const changes: { frame: number; level: number }[] = [];
  let n = 0;
  return {
    changes,
    run(frames: number, gapMs: number, costMs: number) {
      for (let i = 0; i < frames; i++) {
        now += gapMs;
        n++;
        if (g.frame(now, costMs)) changes.push({ frame: n, level: g.level });
      }
    },
    /** Frames where 3 in every 10 are late (one vsync missed): late enough to step down, not a severe overload. */
    someLate(frames: number, costMs: number) {
      for (let i = 0; i < frames; i++) this.run(1, i % 10 < 3 ? 2 * VSYNC : VSYNC, costMs);
    },
  };
}

describe('visualizer-governor', () => {
  test('starts at the richest level', () => {
    expect(new FrameGovernor().level).toBe(TOP);
    expect(new FrameGovernor().quality.bars).toBe(48);
  });

  test('keeps the level while frames arrive on time with headroom', () => {
    const g = new FrameGovernor();
    const d = driver(g);
    d.run(600, VSYNC, 1);
    expect(d.changes).toEqual([]);
  });

  test('lowers the level by one when some frames run late', () => {
    const g = new FrameGovernor();
    const d = driver(g);
    d.someLate(GOVERNOR_DEFAULTS.minHoldFrames, 12);
    expect(g.level).toBe(TOP - 1);
  });

  test('lowers the level by two when most frames run late (a device far over budget settles sooner)', () => {
    const g = new FrameGovernor();
    const d = driver(g);
    d.run(GOVERNOR_DEFAULTS.minHoldFrames, 2 * VSYNC, 12);
    expect(g.level).toBe(TOP - 2);
  });

  test('keeps lowering to the cheapest level while frames stay late, and no further', () => {
    const g = new FrameGovernor();
    const d = driver(g);
    d.run(2000, 3 * VSYNC, 20);
    expect(g.level).toBe(0);
    expect(d.changes.map((c) => c.level)).toEqual([TOP - 2, 0]);
    const h = new FrameGovernor();
    const e = driver(h);
    e.someLate(3000, 20);
    expect(e.changes.map((c) => c.level)).toEqual([3, 2, 1, 0]);
  });

  test('raises the level back when there is headroom again', () => {
    const g = new FrameGovernor();
    const d = driver(g);
    d.someLate(GOVERNOR_DEFAULTS.minHoldFrames, 12);
    expect(g.level).toBe(TOP - 1);
    d.run(1000, VSYNC, 1);
    expect(g.level).toBe(TOP);
  });

  test('climbs back from the cheapest level one step at a time, each after its hold', () => {
    const g = new FrameGovernor({ start: 0 });
    const d = driver(g);
    d.run(3000, VSYNC, 1);
    expect(d.changes.map((c) => c.level)).toEqual([1, 2, 3, 4]);
    for (let i = 1; i < d.changes.length; i++)
      expect(d.changes[i].frame - d.changes[i - 1].frame).toBeGreaterThanOrEqual(GOVERNOR_DEFAULTS.minHoldFrames);
  });

  test('the cheaper the level, the fewer frames and pixels it draws', () => {
    for (let i = 1; i < QUALITY_LEVELS.length; i++) {
      const [lo, hi] = [QUALITY_LEVELS[i - 1], QUALITY_LEVELS[i]];
      expect(lo.drawEvery).toBeGreaterThanOrEqual(hi.drawEvery);
      expect(lo.animEvery).toBeGreaterThanOrEqual(hi.animEvery);
      expect(lo.bars).toBeLessThanOrEqual(hi.bars);
      expect(backingRatio(3, lo)).toBeLessThanOrEqual(backingRatio(3, hi));
    }
    expect(QUALITY_LEVELS[0].drawEvery).toBeGreaterThan(QUALITY_LEVELS[1].drawEvery);
  });

  test('does not go up while the draw cost leaves no headroom, even with frames on time', () => {
    const g = new FrameGovernor({ start: 1 });
    const d = driver(g);
    d.run(1000, VSYNC, 10);
    expect(g.level).toBe(1);
  });

  test.each([30, 60, 120])('never changes level faster than every %i frames on a device at the edge', (hold) => {
    const g = new FrameGovernor({ minHoldFrames: hold });
    const d = driver(g);
    // Alternating: late at the rich level, fine at the cheap one (the worst case for flapping).
    for (let i = 0; i < 100; i++) {
      if (g.level >= 2) d.run(30, 2 * VSYNC, 14);
      else d.run(30, VSYNC, 1);
    }
    expect(d.changes.length).toBeGreaterThan(1);
    for (let i = 1; i < d.changes.length; i++) expect(d.changes[i].frame - d.changes[i - 1].frame).toBeGreaterThanOrEqual(hold);
  });

  test('waits longer before each new climb after falling back (backs off)', () => {
    const g = new FrameGovernor();
    const d = driver(g);
    for (let i = 0; i < 200; i++) {
      if (g.level === TOP) d.someLate(30, 14);
      else d.run(30, VSYNC, 1);
    }
    const ups = d.changes.filter((c, i) => i > 0 && c.level > d.changes[i - 1].level);
    const downs = d.changes.filter((c) => c.level === TOP - 1);
    const gaps = ups.map((u) => u.frame - downs.filter((x) => x.frame < u.frame).at(-1)!.frame);
    expect(gaps.length).toBeGreaterThan(1);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThanOrEqual(gaps[i - 1]);
  });

  test('a pause (resume) is not counted as a late frame', () => {
    const g = new FrameGovernor();
    const d = driver(g);
    d.run(GOVERNOR_DEFAULTS.window - 1, VSYNC, 1);
    g.resume();
    d.run(1, 5000, 1);
    d.run(600, VSYNC, 1);
    expect(d.changes).toEqual([]);
  });

  test.each([
    [1, 0, 0.5],
    [2, 0, 1],
    [2, 1, 1],
    [3, 4, 2],
    [3, 3, 2],
    [2, 2, 1.5],
    [1, 4, 1],
  ])('backing store at dpr %f, level %i: %f px per CSS px (capped at 2 even at DPR 3)', (dpr, level, ratio) => {
    expect(backingRatio(dpr, QUALITY_LEVELS[level])).toBe(ratio);
  });
});
