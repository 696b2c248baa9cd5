import { describe, expect, test } from 'vitest';
import { floatToPcm16, pcm16ToFloat } from './pcm16.ts';

describe('pcm16', () => {
  test.each([
    [0, 0],
    [1, 32767],
    [-1, -32768],
    [0.5, 16384],
    [-0.5, -16384],
    [2, 32767],
    [-3, -32768],
    [Number.NaN, 0],
  ])('encodes %f as %i', (f, i) => {
    const out = new Int16Array(1);
    floatToPcm16(Float32Array.of(f), out);
    expect(out[0]).toBe(i);
  });

  test.each([
    [0, 0],
    [32767, 1],
    [-32768, -1],
    [16384, 16384 / 32767],
  ])('decodes %i as %f', (i, f) => {
    const out = new Float32Array(1);
    pcm16ToFloat(Int16Array.of(i), out);
    expect(out[0]).toBeCloseTo(f, 6);
  });

  test.each([[0.9], [0.1], [0.001]])('round-trips a %f sine within one 16-bit step', (amp) => {
    const x = Float32Array.from({ length: 320 }, (_, i) => amp * Math.sin(i / 7));
    const pcm = new Int16Array(320);
    const y = new Float32Array(320);
    expect(floatToPcm16(x, pcm)).toBe(320);
    expect(pcm16ToFloat(pcm, y)).toBe(320);
    for (let i = 0; i < 320; i++) expect(Math.abs(y[i] - x[i])).toBeLessThanOrEqual(1 / 32767);
  });

  test('produces little-endian s16le bytes', () => {
    const pcm = new Int16Array(2);
    floatToPcm16(Float32Array.of(1, -1), pcm);
    expect([...new Uint8Array(pcm.buffer)]).toEqual([0xff, 0x7f, 0x00, 0x80]);
  });
});
