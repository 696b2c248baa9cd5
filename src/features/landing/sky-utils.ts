/** docs/product.md §9: 50 particles. */
export const PARTICLE_COUNT = 50;
/** docs/product.md §9: 100 star dots. */
export const STAR_COUNT = 100;

/** One decorative dot: position in % of the sky, size in px, resting opacity 0..1. */
export type Dot = { left: number; top: number; size: number; opacity: number };

const round = (n: number) => Math.round(n * 100) / 100;

/** Makes `count` dots with sizes in [minSize, maxSize] px and opacities in [0.4, 1]. */
export function makeDots(count: number, rand: () => number, minSize: number, maxSize: number): Dot[] {
  return Array.from({ length: count }, () => ({
    left: round(rand() * 100),
    top: round(rand() * 100),
    size: round(minSize + rand() * (maxSize - minSize)),
    opacity: round(0.4 + rand() * 0.6),
  }));
}

/** Splits dots round-robin into `n` layers (each layer is animated as one, so the browser animates n layers, not 150 dots). */
export function toLayers<T>(items: T[], n: number): T[][] {
  const layers: T[][] = Array.from({ length: n }, () => []);
  items.forEach((item, i) => layers[i % n].push(item));
  return layers;
}

/** The landing sky: 100 twinkling star dots in 3 layers and 50 drifting particles in 2 layers. */
export function makeSky(rand: () => number = Math.random): { stars: Dot[][]; particles: Dot[][] } {
  return {
    stars: toLayers(makeDots(STAR_COUNT, rand, 1, 2.5), 3),
    particles: toLayers(makeDots(PARTICLE_COUNT, rand, 2, 5), 2),
  };
}
