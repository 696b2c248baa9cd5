import { readFileSync } from 'node:fs';
import { expect, test } from 'playwright/test';
import { linearToDecibels } from '../../src/engine/dsp/fft-db.ts';
import { SpectrumAnalyser } from '../../src/engine/dsp/spectrum.ts';

// Chromium's AnalyserNode (fftSize 512) in an OfflineAudioContext vs. our SpectrumAnalyser in Node, on the same float32
// signal, polled at the same render quanta: every byte of getByteFrequencyData and every float of
// getFloatFrequencyData must be identical. Chromium ≥ 150 computes the analyser's FFT with RustFFT, whose f32 path
// depends on the CPU; our fft-real.ts follows its AVX+FMA path (x86-64, like this machine). Elsewhere (ARM NEON,
// x86 without FMA) Chromium rounds differently and only the bytes are held, within one step.
const RATE = 44100;
const POLLS = 60;
const FIRST = 8; // quanta before the first poll (the 512-sample window is full)
const EVERY = 6; // quanta between polls (~17 ms, a display frame)

const cpuFlags = (() => {
  try {
    return readFileSync('/proc/cpuinfo', 'utf8').match(/^flags\s*:(.*)$/m)?.[1] ?? '';
  } catch {
    return '';
  }
})();
const AVX_FMA = process.arch === 'x64' && /\bavx\b/.test(cpuFlags) && /\bfma\b/.test(cpuFlags);

// Two signals: a swept tone + tremolo tone + light noise, smoothed 0.8 (the visualizer's setting); and one with heavy
// noise and a louder sweep, smoothed 0.5.
const CASES = [
  { name: 'sweep, tremolo and light noise, smoothing 0.8', seed: 12345, noise: 0.02, sweep: 0.45, smoothing: 0.8 },
  { name: 'heavy noise and a loud sweep, smoothing 0.5', seed: 777, noise: 0.6, sweep: 0.9, smoothing: 0.5 },
];

for (const c of CASES) {
  test(`matches Chromium AnalyserNode bit for bit: ${c.name}`, async ({ page }) => {
    await page.goto('about:blank');
    const { signal, bytes, floats } = await page.evaluate(
      async ({ rate, polls, first, every, c }) => {
        const frames = 128 * (first + every * polls + 8);
        const x = new Float32Array(frames);
        let seed = c.seed;
        for (let i = 0; i < frames; i++) {
          seed = (seed * 1103515245 + 12345) % 2147483648;
          const t = i / rate;
          const env = 0.05 + c.sweep * Math.abs(Math.sin(2 * Math.PI * 1.7 * t));
          x[i] =
            env * Math.sin(2 * Math.PI * (200 + 3000 * t) * t) +
            0.1 * (1 + Math.sin(2 * Math.PI * 5 * t)) * Math.sin(2 * Math.PI * 1234.5 * t) +
            c.noise * (seed / 2147483648 - 0.5);
        }
        const ctx = new OfflineAudioContext(1, frames, rate);
        const buffer = ctx.createBuffer(1, frames, rate);
        buffer.copyToChannel(x, 0);
        const src = new AudioBufferSourceNode(ctx, { buffer });
        const analyser = new AnalyserNode(ctx, { fftSize: 512, smoothingTimeConstant: c.smoothing });
        src.connect(analyser).connect(ctx.destination);
        src.start(0);
        const bytes: number[][] = [];
        const floats: number[][] = [];
        for (let k = 0; k < polls; k++) {
          void ctx.suspend((128 * (first + every * k)) / rate).then(() => {
            const b = new Uint8Array(256);
            analyser.getByteFrequencyData(b);
            bytes.push([...b]);
            // Same render quantum: no new analysis, the same smoothed magnitudes in dB.
            const f = new Float32Array(256);
            analyser.getFloatFrequencyData(f);
            floats.push([...f]);
            void ctx.resume();
          });
        }
        await ctx.startRendering();
        return { signal: [...x], bytes, floats };
      },
      { rate: RATE, polls: POLLS, first: FIRST, every: EVERY, c },
    );

    expect(bytes).toHaveLength(POLLS);
    const x = Float32Array.from(signal);
    const ours = new SpectrumAnalyser(512, c.smoothing);
    const out = new Uint8Array(256);
    let matching = 0;
    let offByOne = 0;
    let floatsMatching = 0;
    let total = 0;
    for (let k = 0; k < POLLS; k++) {
      const upTo = 128 * (FIRST + EVERY * k);
      const from = k === 0 ? 0 : 128 * (FIRST + EVERY * (k - 1));
      ours.write([x.subarray(from, upTo)], upTo - from);
      ours.analyse(out);
      for (let i = 0; i < 256; i++) {
        total++;
        if (out[i] === bytes[k][i]) matching++;
        else if (Math.abs(out[i] - bytes[k][i]) === 1) offByOne++;
        // -Infinity comes back from page.evaluate as null.
        if (linearToDecibels(ours.magnitudes[i]) === (floats[k][i] ?? -Infinity)) floatsMatching++;
      }
    }
    const nonZero = bytes.flat().filter((b) => b > 0).length;
    console.log(
      `fft parity (${c.name}): bytes ${matching}/${total} exact (${offByOne} off by one), floats ${floatsMatching}/${total}; ${nonZero} non-zero bins`,
    );
    test
      .info()
      .annotations.push({ type: 'fft-parity', description: `${c.name}: ${matching}/${total} bytes, ${floatsMatching}/${total} floats` });
    expect(nonZero).toBeGreaterThan(total / 2);
    if (AVX_FMA) {
      expect(matching).toBe(total);
      expect(floatsMatching).toBe(total);
    } else {
      expect(matching + offByOne).toBe(total);
    }
  });
}
