import { expect, test } from 'playwright/test';
import { SpectrumAnalyser } from '../../src/engine/dsp/spectrum.ts';

// Chromium's AnalyserNode (fftSize 512, smoothing 0.8) in an OfflineAudioContext vs. our SpectrumAnalyser in Node,
// on the same float32 signal, polled at the same render quanta.
const RATE = 44100;
const POLLS = 60;
const FIRST = 8; // quanta before the first poll (the 512-sample window is full)
const EVERY = 6; // quanta between polls (~17 ms, a display frame)

test('matches Chromium AnalyserNode getByteFrequencyData byte for byte (all bins within one step, ≥ 99.9 % exact)', async ({ page }) => {
  await page.goto('about:blank');
  const { signal, spectra } = await page.evaluate(
    async ({ rate, polls, first, every }) => {
      const frames = 128 * (first + every * polls + 8);
      // Deterministic test signal: a swept tone, a steady tone with a tremolo, LCG noise, loudness that varies.
      const x = new Float32Array(frames);
      let seed = 12345;
      for (let i = 0; i < frames; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        const t = i / rate;
        const env = 0.05 + 0.45 * Math.abs(Math.sin(2 * Math.PI * 1.7 * t));
        x[i] =
          env * Math.sin(2 * Math.PI * (200 + 3000 * t) * t) +
          0.1 * (1 + Math.sin(2 * Math.PI * 5 * t)) * Math.sin(2 * Math.PI * 1234.5 * t) +
          0.02 * (seed / 2147483648 - 0.5);
      }
      const ctx = new OfflineAudioContext(1, frames, rate);
      const buffer = ctx.createBuffer(1, frames, rate);
      buffer.copyToChannel(x, 0);
      const src = new AudioBufferSourceNode(ctx, { buffer });
      const analyser = new AnalyserNode(ctx, { fftSize: 512, smoothingTimeConstant: 0.8 });
      src.connect(analyser).connect(ctx.destination);
      src.start(0);
      const out: number[][] = [];
      for (let k = 0; k < polls; k++) {
        const at = (128 * (first + every * k)) / rate;
        void ctx.suspend(at).then(() => {
          const bytes = new Uint8Array(256);
          analyser.getByteFrequencyData(bytes);
          out.push([...bytes]);
          void ctx.resume();
        });
      }
      await ctx.startRendering();
      return { signal: [...x], spectra: out };
    },
    { rate: RATE, polls: POLLS, first: FIRST, every: EVERY },
  );

  expect(spectra).toHaveLength(POLLS);
  const x = Float32Array.from(signal);
  const ours = new SpectrumAnalyser(512, 0.8);
  const bytes = new Uint8Array(256);
  let matching = 0;
  let total = 0;
  let offByOne = 0;
  for (let k = 0; k < POLLS; k++) {
    const upTo = 128 * (FIRST + EVERY * k);
    const from = k === 0 ? 0 : 128 * (FIRST + EVERY * (k - 1));
    ours.write([x.subarray(from, upTo)], upTo - from);
    ours.analyse(bytes);
    for (let i = 0; i < 256; i++) {
      total++;
      if (bytes[i] === spectra[k][i]) matching++;
      else if (Math.abs(bytes[i] - spectra[k][i]) === 1) offByOne++;
    }
  }
  const nonZero = spectra.flat().filter((b) => b > 0).length;
  console.log(`fft parity: ${matching} of ${total} bins match exactly (${offByOne} off by one); ${nonZero} non-zero bins`);
  test.info().annotations.push({ type: 'fft-parity', description: `${matching}/${total} bins exact` });
  expect(nonZero).toBeGreaterThan(total / 2);
  // Chromium's FFT runs in float32 (pffft), ours in double: a magnitude within ~1e-6 of a byte boundary may land on
  // the other side. Measured here: 15,359 of 15,360 exact, the one other bin 5e-5 of a step from its boundary.
  expect(matching + offByOne).toBe(total);
  expect(matching / total).toBeGreaterThanOrEqual(0.999);
});
