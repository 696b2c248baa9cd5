import { describe, expect, test } from 'vitest';
import { rms, summedLevel } from './level.ts';

const sine = (amp: number, n = 128) => Float32Array.from({ length: n }, (_, i) => amp * Math.sin((2 * Math.PI * i) / 32));

describe('level', () => {
  test.each([
    ['silence', new Float32Array(128), 0],
    ['a constant 0.5', new Float32Array(128).fill(0.5), 0.5],
    ['a constant −0.25', new Float32Array(128).fill(-0.25), 0.25],
    ['a full-scale sine', sine(1), Math.SQRT1_2],
    ['a 0.02 sine', sine(0.02), 0.02 * Math.SQRT1_2],
    ['an empty block', new Float32Array(0), 0],
  ])('measures the RMS of %s', (_name, block, expected) => {
    expect(rms(block)).toBeCloseTo(expected, 6);
  });

  test.each([
    ['mono', [sine(0.5)], 0.5 * Math.SQRT1_2],
    ['stereo with equal channels', [sine(0.5), sine(0.5)], Math.SQRT1_2],
    ['stereo with one silent channel', [sine(0.5), new Float32Array(128)], 0.5 * Math.SQRT1_2],
    ['no channels (nothing connected)', [], 0],
  ])('sums the per-channel RMS for %s', (_name, channels, expected) => {
    expect(summedLevel(channels)).toBeCloseTo(expected, 6);
  });
});
