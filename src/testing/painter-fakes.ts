// A 2D painter for unit tests of the visualizer's drawing (engine/dsp): every call a no-op unless overridden.
import type { Painter } from '../engine/dsp/visualizer-draw.ts';

/** A Painter whose methods do nothing, with `overrides` (e.g. a recording fillRect) merged in. */
export function fakePainter(overrides: Partial<Painter> = {}): Painter {
  return {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    clearRect: () => undefined,
    fillRect: () => undefined,
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    stroke: () => undefined,
    fill: () => undefined,
    closePath: () => undefined,
    arc: () => undefined,
    setTransform: () => undefined,
    ...overrides,
  };
}
