import { describe, expect, test } from 'vitest';
import { BAR_COUNT, barEdges, barHeights, drawFrame, isIdle, type Painter } from './visualizer-draw.ts';

/** A painter that records the rectangles drawn, with the fill colour at the time. */
function recorder() {
  const rects: { color: unknown; x: number; y: number; w: number; h: number }[] = [];
  const lines: number[] = [];
  const p: Painter = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    clearRect: () => undefined,
    fillRect(x, y, w, h) {
      rects.push({ color: p.fillStyle, x, y, w, h });
    },
    beginPath: () => undefined,
    moveTo: (_x, y) => lines.push(y),
    lineTo: (_x, y) => lines.push(y),
    stroke: () => undefined,
    fill: () => undefined,
    closePath: () => undefined,
    arc: () => undefined,
    setTransform: () => undefined,
  };
  return { p, rects, lines };
}

const COLORS = { assistant: 'A', visitor: 'V', idle: 'I' };

describe('visualizer-draw', () => {
  test('spaces bar edges logarithmically and strictly increasing from bin 1', () => {
    const e = barEdges();
    expect(e).toHaveLength(BAR_COUNT + 1);
    expect(e[0]).toBe(1);
    for (let i = 1; i < e.length; i++) expect(e[i]).toBeGreaterThan(e[i - 1]);
    expect(e[1] - e[0]).toBeLessThan(e[BAR_COUNT] - e[BAR_COUNT - 1]);
  });

  test.each([
    [0, 0],
    [255, 1],
    [128, 0.5],
  ])('maps a flat spectrum of byte %i to bar height %f', (byte, h) => {
    const heights = new Float32Array(BAR_COUNT);
    barHeights(new Uint8Array(256).fill(byte), barEdges(), heights);
    for (const v of heights) expect(v).toBeCloseTo(h, 2);
  });

  test.each([
    ['both quiet', 0, 0, true],
    ['the assistant speaking', 0.5, 0, false],
    ['the visitor speaking', 0, 0.5, false],
  ])('shows the idle line when %s: %s', (_name, a, v, idle) => {
    expect(isIdle(new Float32Array(BAR_COUNT).fill(a), new Float32Array(BAR_COUNT).fill(v))).toBe(idle);
  });

  test('draws assistant bars above the centre and visitor bars below it in their colours, mirrored left/right', () => {
    const { p, rects } = recorder();
    const a = new Float32Array(BAR_COUNT).fill(0.5);
    const v = new Float32Array(BAR_COUNT).fill(0.25);
    drawFrame(p, 400, 200, 2, COLORS, a, v, 0);
    const up = rects.filter((r) => r.color === 'A');
    const down = rects.filter((r) => r.color === 'V');
    expect(up).toHaveLength(2 * BAR_COUNT);
    expect(down).toHaveLength(2 * BAR_COUNT);
    // Mirrored around the vertical centre line.
    expect(up[0].x + up[0].w / 2 + up[1].x + up[1].w / 2).toBeCloseTo(400, 6);
    for (const r of up) expect(r.y + r.h).toBeCloseTo(100, 6);
    for (const r of down) expect(r.y).toBeGreaterThanOrEqual(100);
    expect(up[0].h).toBeCloseTo(2 * down[0].h, 6);
  });

  test('draws only a breathing idle line (no bars) while both voices are quiet, moving over time', () => {
    const quiet = new Float32Array(BAR_COUNT);
    const a = recorder();
    const b = recorder();
    drawFrame(a.p, 400, 200, 1, { ...COLORS, background: 'B' }, quiet, quiet, 0);
    drawFrame(b.p, 400, 200, 1, COLORS, quiet, quiet, 500);
    expect(a.rects.map((r) => r.color)).toEqual(['B']);
    expect(b.rects).toHaveLength(0);
    expect(a.lines.length).toBeGreaterThan(50);
    expect(a.lines).not.toEqual(b.lines);
  });
});
