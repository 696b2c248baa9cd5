/** SPEC §9: 50 particles and 100 star dots. */
export const PARTICLE_COUNT = 50;
export const STAR_COUNT = 100;

/** One decorative dot; positions in % of the sky, times in seconds. */
export type Dot = { left: number; top: number; size: number; delay: number; duration: number };

const round = (n: number) => Math.round(n * 100) / 100;

/** Makes `count` dots with sizes in [minSize, maxSize] px and animation durations in [minDur, maxDur] s. */
export function makeDots(count: number, rand: () => number, minSize: number, maxSize: number, minDur: number, maxDur: number): Dot[] {
  return Array.from({ length: count }, () => ({
    left: round(rand() * 100),
    top: round(rand() * 100),
    size: round(minSize + rand() * (maxSize - minSize)),
    delay: round(-rand() * maxDur), // negative: each dot starts mid-cycle, so the sky never pulses in sync
    duration: round(minDur + rand() * (maxDur - minDur)),
  }));
}

/** The landing sky: 100 twinkling star dots and 50 slowly drifting particles. */
export function makeSky(rand: () => number = Math.random): { stars: Dot[]; particles: Dot[] } {
  return {
    stars: makeDots(STAR_COUNT, rand, 1, 2.5, 2.5, 6),
    particles: makeDots(PARTICLE_COUNT, rand, 2, 5, 14, 28),
  };
}
