import { describe, expect, test } from 'vitest';
import { drawFrame, type Painter } from './visualizer-draw.ts';
import { drawFloorGlow, sceneAnimates, sceneVoice, type Scene } from './visualizer-scene.ts';

/** Records fills (colour, rectangles and paths) and the stroke colour of the horizon line. */
function recorder() {
  const fills: unknown[] = [];
  const strokes: unknown[] = [];
  const p: Painter = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    clearRect: () => undefined,
    fillRect: () => fills.push(p.fillStyle),
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => undefined,
    stroke: () => strokes.push(p.strokeStyle),
    fill: () => fills.push(p.fillStyle),
    closePath: () => undefined,
    arc: () => undefined,
    setTransform: () => undefined,
  };
  return { p, fills, strokes };
}

const COLORS = { assistant: 'A', visitor: 'V', idle: 'I' };
const quiet = new Float32Array(48);

function draw(scene: Scene, effects: boolean, t = 500) {
  const r = recorder();
  drawFrame(r.p, 400, 200, 1, COLORS, quiet, quiet, t, { scene, effects });
  return r;
}

describe('visualizer-scene', () => {
  test.each([
    ['idle', 'I', 0],
    ['connecting', 'I', 6],
    ['reconnecting', 'I', 6 + 25],
    ['listening', 'V', 0],
    ['speaking', 'A', 0],
    ['thinking', 'A', 3],
  ] as const)('%s: the quiet horizon in colour %s, %i scene marks', (scene, stroke, marks) => {
    const { strokes, fills } = draw(scene, false);
    expect(strokes).toEqual([stroke]);
    expect(fills).toHaveLength(marks);
  });

  test.each([
    ['listening', 'V'],
    ['speaking', 'A'],
  ] as const)('with effects, %s glows in the colour of the voice with the floor', (scene, color) => {
    const { fills } = draw(scene, true);
    expect(fills).toHaveLength(3);
    expect(new Set(fills)).toEqual(new Set([color]));
  });

  test.each([
    ['speaking', -1],
    ['listening', 1],
  ] as const)("the %s glow rises on that voice's side of the horizon", (scene, side) => {
    const ys: number[] = [];
    const r = recorder();
    r.p.lineTo = (_x, y) => void ys.push(y - 100);
    drawFloorGlow(r.p, scene, 400, 200, COLORS);
    expect(ys.length).toBeGreaterThan(0);
    expect(ys.every((dy) => dy * side >= 0)).toBe(true);
    expect(Math.max(...ys.map((dy) => dy * side))).toBeGreaterThan(50);
  });

  test('the connecting comet moves over time and holds still at t = 0 (reduced motion)', () => {
    const at = (t: number) => {
      const xs: number[] = [];
      const r = recorder();
      r.p.arc = (x) => void xs.push(x);
      drawFrame(r.p, 400, 200, 1, COLORS, quiet, quiet, t, { scene: 'connecting', effects: false });
      return xs;
    };
    expect(at(100)).not.toEqual(at(700));
    expect(at(0)).toEqual(at(0));
  });

  test.each([
    ['idle', false, null],
    ['connecting', true, null],
    ['reconnecting', true, null],
    ['listening', false, 'visitor'],
    ['speaking', false, 'assistant'],
    ['thinking', true, 'assistant'],
  ] as const)('%s animates: %s, led by %s', (scene, moves, voice) => {
    expect(sceneAnimates(scene)).toBe(moves);
    expect(sceneVoice(scene)).toBe(voice);
  });
});

describe('voice silhouettes', () => {
  test.each([
    [true, 2],
    [false, 0],
  ])('with effects %s, fills %i silhouettes (one per voice) behind the bars', (effects, fills) => {
    let filled = 0;
    const { p } = recorder();
    p.fill = () => filled++;
    const a = new Float32Array(48).fill(0.5);
    // Idle: no voice has the floor, so no glow dome is filled.
    drawFrame(p, 400, 200, 1, COLORS, a, a, 0, { scene: 'idle', effects });
    expect(filled).toBe(fills);
  });
});
