import { describe, expect, test } from 'vitest';
import { measuredKBps, vadLoadDecision, type LinkHints, type TransferSample } from './vad-load-utils.ts';

const fast: TransferSample[] = [{ bytes: 200 * 1024, ms: 100 }];
const slow: TransferSample[] = [{ bytes: 200 * 1024, ms: 1000 }];

describe('vad-load-utils', () => {
  test.each<[string, LinkHints, TransferSample[], boolean]>([
    ['nothing known', {}, [], true],
    ['a 4g link', { effectiveType: '4g', downlink: 10 }, fast, true],
    ['data saver', { saveData: true, effectiveType: '4g', downlink: 10 }, fast, false],
    ['2g', { effectiveType: '2g' }, [], false],
    ['slow-2g', { effectiveType: 'slow-2g' }, [], false],
    ['1.6 Mbit/s reported (200 KB/s)', { effectiveType: '3g', downlink: 1.6 }, [], false],
    ['a 200 KB/s transfer measured', { effectiveType: '4g' }, slow, false],
    ['a 2 MB/s transfer measured', { effectiveType: '4g' }, fast, true],
    ['1.45 Mbit/s reported, 2 MB/s measured', { effectiveType: '4g', downlink: 1.45 }, fast, true],
    ['10 Mbit/s reported, 200 KB/s measured', { effectiveType: '4g', downlink: 10 }, slow, false],
    ['3g reported, 2 MB/s measured', { effectiveType: '3g', downlink: 1.6 }, fast, true],
  ])('%s → load %s', (_name, hints, samples, load) => {
    expect(vadLoadDecision(hints, samples).load).toBe(load);
  });

  test('says why it does not load', () => {
    expect(vadLoadDecision({ saveData: true }).reason).toBe('data saver is on');
    expect(vadLoadDecision({}, slow).reason).toBe('slow link (200 KB/s measured)');
  });

  test.each<[TransferSample[], number | null]>([
    [[], null],
    [[{ bytes: 1000, ms: 500 }], null],
    [
      [
        { bytes: 100 * 1024, ms: 500 },
        { bytes: 100 * 1024, ms: 500 },
      ],
      200,
    ],
    [[{ bytes: 64 * 1024, ms: 0 }], null],
    [
      [
        { bytes: 100 * 1024, ms: 1000 },
        { bytes: 400 * 1024, ms: 500 },
        { bytes: 10 * 1024, ms: 1 },
      ],
      800,
    ],
  ])('measures the fastest large transfer: %j → %s KB/s', (samples, kbps) => {
    expect(measuredKBps(samples)).toBe(kbps);
  });
});
