import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DrawStats } from '../../protocol/visualizer-messages.ts';
import { FrameSampler } from './vad-frame-watch.ts';
import { guardLoad, watchOverload } from './vad-overload.ts';

/** A visualizer whose worker draws `gap`-ms frames, `perLook` of them between two stats calls, at `level`. */
function fakeVisualizer(script: { gap: number; level: number }[], perLook = 60) {
  let frames = 0;
  let intervals: number[] = [];
  let look = 0;
  const stats = vi.fn(async (): Promise<DrawStats> => {
    const s = script[Math.min(look++, script.length - 1)];
    frames += perLook;
    intervals = [...intervals, ...Array.from({ length: perLook }, () => s.gap)].slice(-2000);
    return { frames, intervals, lastSpectrumAt: 0, scene: 'speaking', level: s.level };
  });
  return { visualizerHost: { stats }, stats };
}

function fakeVad() {
  return { setActive: vi.fn(), degrade: vi.fn(), destroy: vi.fn(async () => undefined) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FrameSampler', () => {
  test('judges only the frames drawn since the previous look', async () => {
    const v = fakeVisualizer([
      { gap: 50, level: 4 },
      { gap: 16.7, level: 4 },
      { gap: 50, level: 2 },
    ]);
    const s = new FrameSampler(v);
    expect(await s.sample()).toEqual({ level: 4, lateShare: 1 });
    expect(await s.sample()).toEqual({ level: 4, lateShare: 0 });
    expect(await s.sample()).toEqual({ level: 2, lateShare: 1 });
  });

  test.each([[{}], [{ visualizerHost: null }], [{ visualizerHost: { stats: async () => null } }]])(
    'no visualizer → null (%j)',
    async (src) => {
      expect(await new FrameSampler(src).sample()).toBeNull();
    },
  );
});

describe('watchOverload', () => {
  test('frees the model when frames keep running late, and only then', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const smooth = { gap: 16.7, level: 0 };
    const late = { gap: 40, level: 0 };
    const v = fakeVisualizer([smooth, smooth, late, late, smooth, late, late, late]);
    const vad = fakeVad();
    watchOverload(v, vad);
    for (let i = 0; i < 6; i++) await vi.advanceTimersByTimeAsync(1000);
    expect(vad.degrade).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(vad.degrade).toHaveBeenCalledTimes(1);
    const looks = v.stats.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(v.stats.mock.calls.length).toBe(looks);
  });

  test('destroy() ends the watch and the model', async () => {
    vi.useFakeTimers();
    const v = fakeVisualizer([{ gap: 16.7, level: 4 }]);
    const vad = fakeVad();
    const watched = watchOverload(v, vad);
    await vi.advanceTimersByTimeAsync(2000);
    await watched.destroy();
    const looks = v.stats.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(v.stats.mock.calls.length).toBe(looks);
    expect(vad.destroy).toHaveBeenCalledTimes(1);
    expect(vad.degrade).not.toHaveBeenCalled();
    watched.setActive(true);
    expect(vad.setActive).toHaveBeenCalledWith(true);
  });
});

describe('guardLoad', () => {
  test('says why once frames run late for three looks during the load, then stops looking', async () => {
    vi.useFakeTimers();
    const smooth = { gap: 16.7, level: 4 };
    const late = { gap: 40, level: 4 };
    const v = fakeVisualizer([smooth, smooth, late, late, smooth, late, late, late, smooth]);
    const onLate = vi.fn();
    guardLoad(v, onLate);
    for (let i = 0; i < 6; i++) await vi.advanceTimersByTimeAsync(500);
    expect(onLate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(onLate).toHaveBeenCalledTimes(1);
    expect(onLate).toHaveBeenCalledWith('100 % late frames for 3 looks');
    const looks = v.stats.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(v.stats.mock.calls.length).toBe(looks);
  });

  test('ends when the load settles: no more looks, no call', async () => {
    vi.useFakeTimers();
    const v = fakeVisualizer([
      { gap: 16.7, level: 4 },
      { gap: 40, level: 4 },
    ]);
    const onLate = vi.fn();
    const end = guardLoad(v, onLate);
    await vi.advanceTimersByTimeAsync(500);
    end();
    const looks = v.stats.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(v.stats.mock.calls.length).toBe(looks);
    expect(onLate).not.toHaveBeenCalled();
  });
});
