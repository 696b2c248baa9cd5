import FFT from 'fft.js';
import { describe, expect, test } from 'vitest';
import { fma32, RealFft512 } from './fft-real.ts';

const f32 = Math.fround;

/** A deterministic float32 test signal (LCG noise plus two tones). */
function signal(seed: number): Float32Array {
  const x = new Float32Array(512);
  let s = seed;
  for (let i = 0; i < 512; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    x[i] = 0.4 * Math.sin(i / 3) + 0.2 * Math.cos(i / 17) + 0.3 * (s / 2147483648 - 0.5);
  }
  return x;
}

describe('fft-real', () => {
  test.each([
    // (1 + 2^-12)² − (1 + 2^-11) = 2^-24 exactly: a separate multiply rounds the product and loses it.
    [1 + 2 ** -12, 1 + 2 ** -12, -(1 + 2 ** -11), 2 ** -24],
    // The product is a float midpoint; a tiny c decides the rounding (double rounding would tie to even).
    [1 + 2 ** -12, 1 + 2 ** -12, 2 ** -70, 1 + 2 ** -11 + 2 ** -23],
    [1 + 2 ** -12, 1 + 2 ** -12, -(2 ** -70), 1 + 2 ** -11],
    [3, 5, 0.25, 15.25],
  ])('fma32(%f, %f, %f) rounds once to %f', (a, b, c, expected) => {
    expect(fma32(a, b, c)).toBe(expected);
  });

  test.each([[1], [42], [9001]])('agrees with a double-precision FFT within float rounding (seed %i)', (seed) => {
    const x = signal(seed);
    const re = new Float64Array(256);
    const im = new Float64Array(256);
    new RealFft512().transform(x, re, im);
    const out = new Float64Array(1024);
    new FFT(512).realTransform(out, Float64Array.from(x));
    const peak = Math.max(...Array.from({ length: 256 }, (_, k) => Math.hypot(out[2 * k], out[2 * k + 1])));
    for (let k = 1; k < 256; k++) {
      expect(Math.abs(re[k] - out[2 * k])).toBeLessThan(peak * 2e-6);
      expect(Math.abs(im[k] - out[2 * k + 1])).toBeLessThan(peak * 2e-6);
    }
    // Bin 0 packs DC (re) and Nyquist (im), like Blink's FFTFrame.
    expect(Math.abs(re[0] - out[0])).toBeLessThan(peak * 2e-6);
    expect(Math.abs(im[0] - out[512])).toBeLessThan(peak * 2e-6);
  });

  test('gives every output as a float32', () => {
    const re = new Float64Array(256);
    const im = new Float64Array(256);
    new RealFft512().transform(signal(7), re, im);
    for (let k = 0; k < 256; k++) {
      expect(f32(re[k])).toBe(re[k]);
      expect(f32(im[k])).toBe(im[k]);
    }
  });

  test.each([
    ['an impulse at 0', 0, () => [0.5, 0]],
    ['an impulse at 256', 256, (k: number) => [k % 2 ? -0.5 : 0.5, 0]],
  ])('transforms %s exactly', (_name, at, expected) => {
    const x = new Float32Array(512);
    x[at] = 0.5;
    const re = new Float64Array(256);
    const im = new Float64Array(256);
    new RealFft512().transform(x, re, im);
    for (let k = 1; k < 256; k++) {
      const [r, i] = expected(k);
      expect(re[k]).toBe(r);
      expect(Math.abs(im[k])).toBe(i);
    }
  });
});
