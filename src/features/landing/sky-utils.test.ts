import { describe, expect, it } from 'vitest';
import { makeDots, makeSky, PARTICLE_COUNT, STAR_COUNT, toLayers } from './sky-utils.ts';

describe('sky-utils', () => {
  it('makes 100 star dots in 3 layers and 50 particles in 2 layers', () => {
    const sky = makeSky();
    expect(sky.stars.map((l) => l.length)).toEqual([34, 33, 33]);
    expect(sky.particles.map((l) => l.length)).toEqual([25, 25]);
    expect([STAR_COUNT, PARTICLE_COUNT]).toEqual([100, 50]);
  });

  it.each([
    [0, { left: 0, top: 0, size: 1, opacity: 0.4 }],
    [0.5, { left: 50, top: 50, size: 2, opacity: 0.7 }],
    [0.99, { left: 99, top: 99, size: 2.98, opacity: 0.99 }],
  ])('places a dot from random value %f inside the sky and the given ranges', (r, expected) => {
    const [dot] = makeDots(1, () => r, 1, 3);
    expect(dot).toEqual(expected);
  });

  it('deals items round-robin into layers', () => {
    expect(toLayers([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
  });
});
