import { describe, expect, it } from 'vitest';
import { makeDots, makeSky, PARTICLE_COUNT, STAR_COUNT } from './sky-utils.ts';

describe('sky-utils', () => {
  it('makes 100 star dots and 50 particles', () => {
    const sky = makeSky();
    expect(sky.stars).toHaveLength(STAR_COUNT);
    expect(sky.particles).toHaveLength(PARTICLE_COUNT);
    expect([STAR_COUNT, PARTICLE_COUNT]).toEqual([100, 50]);
  });

  it.each([
    [0, { left: 0, top: 0, size: 1, delay: -0, duration: 2 }],
    [0.5, { left: 50, top: 50, size: 2, delay: -2, duration: 3 }],
    [0.99, { left: 99, top: 99, size: 2.98, delay: -3.96, duration: 3.98 }],
  ])('places a dot from random value %f inside the sky and the given ranges', (r, expected) => {
    const [dot] = makeDots(1, () => r, 1, 3, 2, 4);
    expect(dot).toEqual(expected);
  });
});
