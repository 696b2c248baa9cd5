import { describe, expect, test } from 'vitest';
import {
  lateShareOf,
  LOADING_RULE,
  vadDeviceDecision,
  VadOverloadWatch,
  VAD_DEVICE,
  type DeviceHints,
  type FrameSample,
} from './vad-device-utils.ts';

const smooth = (level = 4): FrameSample[] => Array.from({ length: VAD_DEVICE.samples }, () => ({ level, lateShare: 0 }));

describe('vad-device-utils: the device gate', () => {
  test.each<[string, DeviceHints, FrameSample[], boolean]>([
    ['a smooth visualizer at the top level', { cores: 8, memoryGb: 8 }, smooth(), true],
    ['nothing known, no visualizer', {}, [], true],
    ['one core', { cores: 1 }, smooth(), false],
    ['1 GB of memory', { cores: 4, memoryGb: 1 }, smooth(), false],
    ['the governor already at level 1', { cores: 4 }, smooth(1), false],
    ['the governor fell once to level 2', { cores: 4 }, [...smooth(4).slice(1), { level: 2, lateShare: 0 }], false],
    ['level 3 held, no late frames', { cores: 2 }, smooth(3), true],
    ['10 % late frames on average', { cores: 4 }, smooth().map((s) => ({ ...s, lateShare: 0.1 })), false],
    ['4 % late frames on average', { cores: 4 }, smooth().map((s) => ({ ...s, lateShare: 0.04 })), true],
    ['forced capable on a struggling device', { cores: 1, forced: 'capable' }, smooth(0), true],
    ['forced low on a fast device', { cores: 16, forced: 'low' }, smooth(), false],
    ['an unknown forced value is ignored', { cores: 4, forced: 'fast' }, smooth(), true],
  ])('%s → load %s', (_name, hints, samples, load) => {
    expect(vadDeviceDecision(hints, samples).load).toBe(load);
  });

  test('says why', () => {
    expect(vadDeviceDecision({ cores: 2 }, smooth(1)).reason).toBe('device cannot keep up (visualizer level ≥ 1, 0 % late frames)');
    expect(vadDeviceDecision({ forced: 'low' }, []).reason).toBe('device class forced low');
  });

  test.each<[number[], number]>([
    [[], 0],
    [[16.7, 16.6, 16.7, 16.8], 0],
    [[16.7, 33.4, 16.7, 50], 0.5],
    [[25.1], 1],
  ])('late share of %j is %s', (gaps, share) => {
    expect(lateShareOf(gaps)).toBe(share);
  });
});

describe('vad-device-utils: the overload watch once the model runs', () => {
  const feed = (samples: FrameSample[]) => {
    const w = new VadOverloadWatch();
    return samples.map((s) => w.feed(s));
  };

  test.each<[string, FrameSample[], number | null]>([
    ['smooth frames', smooth(), null],
    ['a low level that holds (left by the load) is kept', smooth(1), null],
    [
      'the governor falling after the start',
      [
        { level: 3, lateShare: 0 },
        { level: 3, lateShare: 0.1 },
        { level: 2, lateShare: 0.3 },
      ],
      2,
    ],
    ['three late looks in a row', [0.3, 0.5, 0.25].map((l) => ({ level: 0, lateShare: l })), 2],
    ['late looks not in a row', [0.3, 0.5, 0, 0.3, 0.3].map((l) => ({ level: 0, lateShare: l })), null],
    ['the governor climbing back is fine', [1, 2, 3, 4].map((level) => ({ level, lateShare: 0 })), null],
  ])('%s → stops at look %s', (_name, samples, at) => {
    const out = feed(samples);
    const first = out.findIndex((r) => r !== null);
    expect(first === -1 ? null : first).toBe(at);
  });

  test('says why it stopped', () => {
    expect(
      feed([
        { level: 3, lateShare: 0 },
        { level: 1, lateShare: 0 },
      ])[1],
    ).toBe('the visualizer fell to level 1');
    expect(feed([0.3, 0.3, 0.4].map((l) => ({ level: 0, lateShare: l })))[2]).toBe('40 % late frames for 3 looks');
  });
});

describe('vad-device-utils: the stricter watch while the model loads', () => {
  const firstStop = (lates: number[], level = 4) => {
    const w = new VadOverloadWatch(LOADING_RULE);
    const i = lates.findIndex((lateShare) => w.feed({ level, lateShare }) !== null);
    return i === -1 ? null : i;
  };

  test.each<[string, number[], number | null]>([
    ['smooth frames', [0, 0.02, 0, 0.05], null],
    ['one late look (a hiccup)', [0.3, 0, 0.3, 0], null],
    ['two late looks, then smooth', [0, 0.3, 0.3, 0, 0.3, 0.3, 0], null],
    ['three late looks in a row', [0, 0.15, 0.12, 0.5], 3],
    // The running model's rule would keep it: 15 % is under its 20 %.
    ['a load that keeps frames 15 % late', [0.15, 0.15, 0.15, 0.15], 2],
  ])('%s → aborts at look %s', (_name, lates, at) => {
    expect(firstStop(lates)).toBe(at);
  });

  test('is stricter than the watch once the model runs', () => {
    const running = new VadOverloadWatch();
    expect([0.15, 0.15, 0.15, 0.15].map((lateShare) => running.feed({ level: 4, lateShare }))).toEqual([null, null, null, null]);
  });
});
