/** Playback volume the slider starts at, 0–100 (docs/product.md §9). */
export const DEFAULT_VOLUME = 80;

/** docs/product.md §9: a summed level of 0.15 or more reads as full volume. */
export const VOLUME_FULL_SCALE = 0.15;

/** Volume level shown to the UI: level / 0.15, capped at 1 (and never below 0). */
export function normalizeVolume(level: number): number {
  if (!(level > 0)) return 0;
  const v = level / VOLUME_FULL_SCALE;
  return v > 1 ? 1 : v;
}
