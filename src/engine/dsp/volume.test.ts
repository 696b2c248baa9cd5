import { describe, expect, test } from 'vitest';
import { normalizeVolume, VOLUME_FULL_SCALE } from './volume.ts';

describe('volume', () => {
  test.each([
    [0, 0],
    [-0.1, 0],
    [Number.NaN, 0],
    [0.015, 0.1],
    [0.075, 0.5],
    [VOLUME_FULL_SCALE, 1],
    [0.3, 1],
    [5, 1],
  ])('normalises level %f to %f (level / 0.15, capped at 1)', (level, expected) => {
    expect(normalizeVolume(level)).toBeCloseTo(expected, 10);
  });
});
