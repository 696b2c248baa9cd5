import { describe, expect, test } from 'vitest';
import { fakePainter } from '../../testing/painter-fakes.ts';
import { forwardSpectrumRate, VisualizerRenderer } from './visualizer-renderer.ts';
import { QUALITY_LEVELS } from './visualizer-governor.ts';

const VSYNC = 1000 / 60;
const COLORS = { assistant: 'A', visitor: 'V', idle: 'I' };

/** A painter counting fills per colour, a backing store recorder and a fake clock where each draw costs `cost` ms. */
function setup(cost: number, reducedMotion = false) {
  const fills: unknown[] = [];
  const backing: [number, number][] = [];
  let clock = 0;
  const p = fakePainter({
    clearRect: () => {
      clock += cost;
    },
    fillRect() {
      fills.push(p.fillStyle);
    },
  });
  const r = new VisualizerRenderer(
    p,
    (w, h) => backing.push([w, h]),
    () => clock,
    COLORS,
    reducedMotion,
  );
  r.resize({ width: 360, height: 200, dpr: 3 });
  let now = 0;
  const run = (frames: number, gap = VSYNC, each?: () => void) => {
    for (let i = 0; i < frames; i++) {
      each?.();
      now += gap;
      r.tick(now);
    }
  };
  return { r, p, fills, backing, run };
}

const loud = { assistant: new Uint8Array(256).fill(200), visitor: new Uint8Array(256).fill(100) };

describe('visualizer-renderer', () => {
  test('skips frames when nothing changes (reduced motion, no new audio)', () => {
    const { r, run } = setup(1, true);
    run(60);
    expect(r.drawn).toBe(1);
    expect(r.skipped).toBe(59);
  });

  test('draws every frame that brings a new spectrum', () => {
    const { r, run } = setup(1, true);
    run(30, VSYNC, () => r.spectrum(loud));
    expect(r.drawn).toBe(30);
  });

  test('keeps drawing an animated scene without audio, at half the display rate, unless motion is reduced', () => {
    const moving = setup(1);
    moving.r.setScene('thinking');
    moving.run(30);
    // The scene change at once, then every other frame.
    expect(moving.r.drawn).toBe(15);
    const still = setup(1, true);
    still.r.setScene('thinking');
    still.run(30);
    expect(still.r.drawn).toBe(1);
  });

  test.each([
    [0, 'new spectra', 20, true],
    [0, 'the idle animation', 15, false],
    [1, 'new spectra', 30, true],
    [1, 'the idle animation', 20, false],
  ])('at level %i draws %s at a lower rate: %i of 60 frames', (level, _name, drawn, audio) => {
    const { p } = setup(1);
    const r = new VisualizerRenderer(
      p,
      () => undefined,
      () => 0,
      COLORS,
      false,
      { start: level },
    );
    let now = 0;
    r.tick((now += VSYNC));
    r.drawn = 0;
    for (let i = 0; i < 60; i++) {
      if (audio) r.spectrum(loud);
      r.tick((now += VSYNC));
    }
    expect(r.governor.level).toBe(level);
    expect(r.drawn).toBe(drawn);
  });

  test('on late frames lowers the backing-store resolution and the bar count, and draws fewer bars', () => {
    const { r, fills, backing, run } = setup(30);
    // DPR 3, but the backing store is capped at 2 px per CSS px.
    expect(backing.at(-1)).toEqual([360 * 2, 200 * 2]);
    run(400, 3 * VSYNC, () => r.spectrum(loud));
    expect(r.governor.level).toBe(0);
    expect(backing.at(-1)).toEqual([360, 200]);
    fills.length = 0;
    // The cheapest level draws one of every three frames.
    run(3, 3 * VSYNC, () => r.spectrum(loud));
    expect(fills.filter((f) => f === 'A')).toHaveLength(2 * QUALITY_LEVELS[0].bars);
  });

  test('tells each level change with the rate the level draws spectra at (the worker forwards it to the worklet)', () => {
    const { r, run } = setup(30);
    const rates: number[] = [];
    r.onQuality = (q) => rates.push(q.drawEvery);
    run(400, 3 * VSYNC, () => r.spectrum(loud));
    expect(rates.at(-1)).toBe(QUALITY_LEVELS[0].drawEvery);
    expect(rates.length).toBeGreaterThan(0);
    run(8000, VSYNC);
    expect(r.governor.level).toBeGreaterThan(1);
    expect(rates.at(-1)).toBe(1);
  });

  test('forwardSpectrumRate posts each level change to the worklet as a spectrum-rate message', () => {
    const { r, run } = setup(30);
    const posted: unknown[] = [];
    forwardSpectrumRate(r, { postMessage: (m: unknown) => posted.push(m) });
    run(400, 3 * VSYNC, () => r.spectrum(loud));
    expect(posted.at(-1)).toEqual({ type: 'spectrum-rate', every: QUALITY_LEVELS[0].drawEvery });
  });

  test('comes back to full quality when frames are cheap again', () => {
    const slow = setup(30);
    slow.run(400, 3 * VSYNC, () => slow.r.spectrum(loud));
    expect(slow.r.governor.level).toBe(0);
    // The same renderer, now with cheap frames on time.
    const cheap = slow;
    cheap.run(5000, VSYNC);
    expect(cheap.r.governor.level).toBeGreaterThan(0);
  });
});
