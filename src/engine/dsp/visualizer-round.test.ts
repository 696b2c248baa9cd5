import { describe, expect, test } from 'vitest';
import { fakePainter } from '../../testing/painter-fakes.ts';
import { BAR_COUNT, drawFrame } from './visualizer-draw.ts';
import { chordHalf, type Scene } from './visualizer-scene.ts';

/** A painter that records every point it is given: rectangle corners, path vertices and arcs' extremes. */
function pointRecorder() {
  const points: { x: number; y: number }[] = [];
  const p = fakePainter({
    fillRect(x, y, w, h) {
      points.push({ x, y }, { x: x + w, y }, { x, y: y + h }, { x: x + w, y: y + h });
    },
    moveTo: (x, y) => void points.push({ x, y }),
    lineTo: (x, y) => void points.push({ x, y }),
    arc: (x, y, r) => void points.push({ x: x - r, y }, { x: x + r, y }, { x, y: y - r }, { x, y: y + r }),
  });
  return { p, points };
}

const COLORS = { assistant: 'A', visitor: 'V', idle: 'I' };
const SIZE = 200;
// How far a point lies outside the canvas's inscribed circle (≤ 0 inside).
const outside = (pt: { x: number; y: number }) => Math.hypot(pt.x - SIZE / 2, pt.y - SIZE / 2) - SIZE / 2;

/** The farthest any drawn point lies outside the circle, for full bars of both voices (or silence). */
function farthestOut(scene: Scene, round: boolean, level: number, t = 0): number {
  const { p, points } = pointRecorder();
  const bars = new Float32Array(BAR_COUNT).fill(level);
  drawFrame(p, SIZE, SIZE, 2, COLORS, bars, bars.slice(), t, { scene, effects: true, round });
  return Math.max(...points.map(outside));
}

describe('drawing inside the orb (round)', () => {
  test.each([
    [0, 1],
    [0.6, 0.8],
    [1, 0],
    [2, 0],
  ])('chordHalf(1, %f) = %f', (dx, half) => {
    expect(chordHalf(1, dx)).toBeCloseTo(half, 9);
  });

  test.each<[Scene, number]>([
    ['speaking', 1],
    ['listening', 1],
    ['thinking', 0.7],
    ['connecting', 0],
    ['idle', 0],
    ['reconnecting', 0],
  ])('keeps every shape of the %s scene (bars at %f) inside the circle', (scene, level) => {
    for (const t of [0, 400, 1300]) expect(farthestOut(scene, true, level, t)).toBeLessThanOrEqual(0.5);
  });

  test.each<[Scene, number]>([
    ['speaking', 1],
    ['listening', 1],
  ])('without round, full bars of the %s scene reach past the circle (the page clips them)', (scene, level) => {
    expect(farthestOut(scene, false, level)).toBeGreaterThan(10);
  });
});
