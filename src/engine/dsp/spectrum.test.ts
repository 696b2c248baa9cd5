import { describe, expect, test } from 'vitest';
import { linearToDecibels } from './fft-db.ts';
import { blackmanWindow, FFT_SIZE, SpectrumAnalyser } from './spectrum.ts';

const RATE = 48000;

/** Feeds `quanta` blocks of a sine (bin-centred at `bin`) and analyses after each `every` quanta. */
function feed(a: SpectrumAnalyser, bin: number, amp: number, quanta: number, every = 1, bytes = new Uint8Array(256)) {
  const block = new Float32Array(128);
  for (let q = 0; q < quanta; q++) {
    for (let i = 0; i < 128; i++) block[i] = amp * Math.sin((2 * Math.PI * bin * (q * 128 + i)) / FFT_SIZE);
    a.write([block], 128);
    if ((q + 1) % every === 0) a.analyse(bytes);
  }
  return bytes;
}

const argmax = (b: Uint8Array) => b.reduce((m, v, i) => (v > b[m] ? i : m), 0);

describe('spectrum', () => {
  test("builds Chromium's Blackman window (0 at the edge, 1 in the middle)", () => {
    const w = blackmanWindow(512);
    expect(w[0]).toBeCloseTo(0, 6);
    expect(w[256]).toBeCloseTo(1, 6);
    expect(w[128]).toBeCloseTo(w[384], 6);
  });

  test.each([[8], [32], [100], [200]])('peaks at bin %i for a bin-centred sine', (bin) => {
    const bytes = feed(new SpectrumAnalyser(), bin, 0.1, 40);
    expect(argmax(bytes)).toBe(bin);
    expect(bytes[bin]).toBeGreaterThan(200);
  });

  test.each([
    ['silence', 0, 0],
    ['a −100 dBFS-ish whisper', 1e-6, 0],
  ])('reads %s as all-zero bytes', (_name, amp) => {
    const bytes = feed(new SpectrumAnalyser(), 16, amp as number, 20);
    expect(Math.max(...bytes)).toBe(0);
  });

  test.each([
    [1, 0.2],
    [2, 0.36],
    [3, 0.488],
  ])('smooths with τ = 0.8: after %i analyses of a steady tone the peak holds %f of its magnitude', (n, share) => {
    const steady = new SpectrumAnalyser(512, 0);
    feed(steady, 16, 0.1, 4);
    const target = steady.magnitudes[16];
    const smoothed = new SpectrumAnalyser();
    feed(smoothed, 16, 0.1, 4, 1000); // fill the ring first (no analysis yet)
    const bytes = new Uint8Array(256);
    for (let i = 0; i < n; i++) smoothed.analyse(bytes);
    expect(smoothed.magnitudes[16] / target).toBeCloseTo(share, 5);
  });

  test.each([[512], [1024], [2048]])('peaks at the tone’s bin with fftSize %i', (size) => {
    const a = new SpectrumAnalyser(size, 0);
    const block = Float32Array.from({ length: size }, (_, i) => 0.2 * Math.sin((2 * Math.PI * 40 * i) / size));
    a.write([block], size);
    const bytes = new Uint8Array(size / 2);
    a.analyse(bytes);
    expect(argmax(bytes)).toBe(40);
  });

  /** The e2e parity signal (44.1 kHz: sweep, tremolo tone, LCG noise), generated the same way as in the page. */
  function paritySignal(frames: number): Float32Array {
    const x = new Float32Array(frames);
    let seed = 12345;
    for (let i = 0; i < frames; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const t = i / 44100;
      const env = 0.05 + 0.45 * Math.abs(Math.sin(2 * Math.PI * 1.7 * t));
      x[i] =
        env * Math.sin(2 * Math.PI * (200 + 3000 * t) * t) +
        0.1 * (1 + Math.sin(2 * Math.PI * 5 * t)) * Math.sin(2 * Math.PI * 1234.5 * t) +
        0.02 * (seed / 2147483648 - 0.5);
    }
    return x;
  }

  // Recorded from Chromium 156 (x86-64, AVX+FMA; shortest float32 spellings): getFloatFrequencyData after the 1st and 3rd analysis (frames 1024,
  // 2560) and getByteFrequencyData after the 3rd. Bins 8, 22, 40, 63 and 137 came out different with a double FFT
  // and Math.log10.
  test.each([
    [0, -86.814644, -82.848465, 62],
    [3, -46.38228, -47.060146, 192],
    [8, -106.20876, -58.71388, 150],
    [14, -44.358444, -34.989136, 236],
    [22, -102.3174, -82.85043, 62],
    [40, -99.34471, -88.043564, 43],
    [63, -106.93497, -91.50519, 30],
    [137, -92.64351, -80.8427, 69],
    [200, -99.50072, -88.21034, 42],
    [255, -101.08131, -88.9563, 40],
  ])("bin %i equals Chromium's analyser: %f dB, then %f dB and byte %i", (bin, db1, db3, byte3) => {
    const x = paritySignal(2560);
    const a = new SpectrumAnalyser(512, 0.8);
    const bytes = new Uint8Array(256);
    a.write([x.subarray(0, 1024)], 1024);
    a.analyse(bytes);
    expect(linearToDecibels(a.magnitudes[bin])).toBe(Math.fround(db1));
    a.write([x.subarray(1024, 1792)], 768);
    a.analyse(bytes);
    a.write([x.subarray(1792, 2560)], 768);
    a.analyse(bytes);
    expect(linearToDecibels(a.magnitudes[bin])).toBe(Math.fround(db3));
    expect(bytes[bin]).toBe(byte3);
  });

  test('down-mixes stereo as 0.5·(L+R)', () => {
    const mono = new SpectrumAnalyser(512, 0);
    const stereo = new SpectrumAnalyser(512, 0);
    const block = Float32Array.from({ length: 512 }, (_, i) => 0.3 * Math.sin(i / 5));
    mono.write([block], 512);
    stereo.write([block, new Float32Array(512)], 512);
    const a = new Uint8Array(256);
    mono.analyse(a);
    stereo.analyse(a);
    expect(stereo.magnitudes[20] / mono.magnitudes[20]).toBeCloseTo(0.5, 5);
  });

  test('fills only as many bytes as it is given and clears on reset()', () => {
    const a = new SpectrumAnalyser();
    const small = feed(a, 8, 0.2, 8, 1, new Uint8Array(64));
    expect(argmax(small)).toBe(8);
    a.reset();
    const bytes = new Uint8Array(256);
    a.analyse(bytes);
    expect(Math.max(...bytes)).toBe(0);
    expect(RATE).toBe(48000);
  });

  /** The same analyser with the silence shortcuts off: every analysis runs the window, the FFT and every log. */
  class FullPath extends SpectrumAnalyser {
    override get silent(): boolean {
      return false;
    }
  }

  test.each([
    ['after a loud tone', 0.5, 40],
    ['after a quiet tone', 0.001, 40],
    ['after a tone at the edge of −100 dB', 3e-5, 120],
  ])('a silent ring gives the same magnitudes and bytes as the full FFT path (%s)', (_name, amp, frames) => {
    const fast = new SpectrumAnalyser();
    const full = new FullPath();
    const a = new Uint8Array(256);
    const b = new Uint8Array(256);
    feed(fast, 24, amp, 8, 2, a);
    feed(full, 24, amp, 8, 2, b);
    let shortcuts = 0;
    for (let f = 0; f < frames; f++) {
      for (let q = 0; q < 6; q++) fast.writeSilence(128);
      full.write([new Float32Array(768)], 768);
      if (fast.silent) shortcuts++;
      fast.analyse(a);
      full.analyse(b);
      expect([...fast.magnitudes]).toEqual([...full.magnitudes]);
      expect([...a]).toEqual([...b]);
    }
    expect(shortcuts).toBeGreaterThan(0);
  });

  test('leaves the silent shortcut as soon as a non-zero sample arrives', () => {
    const a = new SpectrumAnalyser();
    a.writeSilence(1024);
    expect(a.silent).toBe(true);
    const block = Float32Array.from({ length: 128 }, (_, i) => 0.25 * Math.sin(i / 3));
    a.write([block], 128);
    expect(a.silent).toBe(false);
    const bytes = new Uint8Array(256);
    a.analyse(bytes);
    expect(Math.max(...bytes)).toBeGreaterThan(0);
  });
});
