import { describe, expect, test } from 'vitest';
import { Resampler } from './resampler.ts';
import { floatToPcm16, pcm16ToFloat } from './pcm16.ts';

const tone = (rate: number, seconds: number, freq: number, amp = 0.5) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => amp * Math.sin((2 * Math.PI * freq * i) / rate));

/** Streams `input` through a resampler in blocks of `block` samples, collecting every output. */
function stream(r: Resampler, input: Float32Array, block: number): Float32Array {
  const out = new Float32Array(r.maxOutput(input.length) + 64);
  const tmp = new Float32Array(r.maxOutput(block) + 4);
  const chunk = new Float32Array(block);
  let n = 0;
  for (let i = 0; i < input.length; i += block) {
    const len = Math.min(block, input.length - i);
    chunk.set(input.subarray(i, i + len));
    const w = r.process(chunk, len, tmp);
    out.set(tmp.subarray(0, w), n);
    n += w;
  }
  return out.subarray(0, n);
}

function maxError(a: Float32Array, b: Float32Array, from: number, to: number): number {
  let e = 0;
  for (let i = from; i < to; i++) e = Math.max(e, Math.abs(a[i] - b[i]));
  return e;
}

describe('resampler', () => {
  test.each([128, 37])('passes samples through unchanged at the same rate (blocks of %i)', (block) => {
    const x = tone(16000, 0.1, 440);
    const y = stream(new Resampler(16000, 16000, 128), x, block);
    expect(y).toEqual(x);
  });

  test.each([
    [44100, 16000, 128],
    [48000, 16000, 128],
    [16000, 48000, 320],
    [16000, 44100, 320],
  ])('turns a 440 Hz tone at %i Hz into the same tone at %i Hz (blocks of %i)', (inRate, outRate, block) => {
    const out = stream(new Resampler(inRate, outRate), tone(inRate, 0.5, 440), block);
    const expected = tone(outRate, 0.5, 440);
    expect(out.length).toBeGreaterThan(expected.length * 0.95);
    expect(maxError(out, expected, 64, out.length)).toBeLessThan(2e-3);
  });

  test.each([
    [44100, 16000],
    [48000, 16000],
  ])('suppresses a tone above the 16 kHz Nyquist when downsampling %i → %i', (inRate, outRate) => {
    const out = stream(new Resampler(inRate, outRate), tone(inRate, 0.25, 11000), 128);
    expect(maxError(out, new Float32Array(out.length), 64, out.length)).toBeLessThan(0.02);
  });

  test.each([[44100], [48000]])('round-trips 16 kHz → %i Hz → 16 kHz through pcm16 with alignment kept', (rate) => {
    const original = tone(16000, 0.5, 300, 0.6);
    const pcm = new Int16Array(original.length);
    const decoded = new Float32Array(original.length);
    floatToPcm16(original, pcm);
    pcm16ToFloat(pcm, decoded);
    const up = stream(new Resampler(16000, rate), decoded, 320);
    const down = stream(new Resampler(rate, 16000), up, 128);
    expect(maxError(down, original, 64, down.length)).toBeLessThan(3e-3);
  });

  test('forgets its history on reset()', () => {
    const r = new Resampler(48000, 16000);
    const out = new Float32Array(r.maxOutput(128));
    r.process(new Float32Array(128).fill(1), 128, out);
    r.reset();
    const n = r.process(new Float32Array(128), 128, out);
    expect(maxError(out, new Float32Array(n), 0, n)).toBe(0);
  });
});
