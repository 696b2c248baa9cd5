// Bench 4: DSP kernel cost in Node per 128-frame render quantum for the analysis worklet's path (two voices:
// level + speaking detector + spectrum ring write, FFT amortised to ~60 analyses/s), as a share of the 2.67 ms
// quantum budget at 48 kHz. Baseline in the same run: the same work with an FFT every quantum and fresh buffers
// per quantum (a naive port). Also fft.js vs. a textbook DFT for one 512-point spectrum, and one analyse() with
// Chromium's float arithmetic (RustFFT's butterflies, glibc's log10f) vs. the previous double path (fft.js, Math.log10).
import { performance } from 'node:perf_hooks';
import FFT from 'fft.js';
import { summedLevel } from '../src/engine/dsp/level.ts';
import { SpeakingDetector } from '../src/engine/dsp/speaking-detector.ts';
import { blackmanWindow, SpectrumAnalyser } from '../src/engine/dsp/spectrum.ts';
import { mean, printTable, writeResults, type BenchRow } from './helpers/bench-utils.ts';

const RATE = 48000;
const QUANTUM = 128;
const BUDGET_US = (QUANTUM / RATE) * 1e6;
const EVERY = Math.round(1000 / 60 / ((QUANTUM / RATE) * 1000)); // quanta between analyses (~60 Hz)
const ROUNDS = 7;

// Two voices of varied audio, precomputed so the bench measures only the DSP.
const BLOCKS = 375;
const voice = (f: number) =>
  Array.from({ length: BLOCKS }, (_, q) =>
    Float32Array.from({ length: QUANTUM }, (_, i) => 0.3 * Math.sin((2 * Math.PI * f * (q * QUANTUM + i)) / RATE) * (q % 50 < 30 ? 1 : 0)),
  );
const remote = voice(220);
const mic = voice(330);

function ours(quanta: number): number {
  const det = [new SpeakingDetector(RATE), new SpeakingDetector(RATE)];
  const spec = [new SpectrumAnalyser(), new SpectrumAnalyser()];
  const bytes = [new Uint8Array(256), new Uint8Array(256)];
  const chA = [remote[0]];
  const chV = [mic[0]];
  let sink = 0;
  const t0 = performance.now();
  for (let q = 0; q < quanta; q++) {
    chA[0] = remote[q % BLOCKS];
    chV[0] = mic[q % BLOCKS];
    sink += det[0].update(summedLevel(chA), q * QUANTUM, QUANTUM);
    sink += det[1].update(summedLevel(chV), q * QUANTUM, QUANTUM);
    spec[0].write(chA, QUANTUM);
    spec[1].write(chV, QUANTUM);
    if ((q + 1) % EVERY === 0) {
      spec[0].analyse(bytes[0]);
      spec[1].analyse(bytes[1]);
    }
  }
  const us = ((performance.now() - t0) * 1000) / quanta;
  if (sink < 0) console.log(sink);
  return us;
}

function baseline(quanta: number): number {
  const det = [new SpeakingDetector(RATE), new SpeakingDetector(RATE)];
  const spec = [new SpectrumAnalyser(), new SpectrumAnalyser()];
  let sink = 0;
  const t0 = performance.now();
  for (let q = 0; q < quanta; q++) {
    const chA = [Float32Array.from(remote[q % BLOCKS])];
    const chV = [Float32Array.from(mic[q % BLOCKS])];
    sink += det[0].update(summedLevel(chA), q * QUANTUM, QUANTUM);
    sink += det[1].update(summedLevel(chV), q * QUANTUM, QUANTUM);
    spec[0].write(chA, QUANTUM);
    spec[1].write(chV, QUANTUM);
    const a = new Uint8Array(256);
    const b = new Uint8Array(256);
    spec[0].analyse(a);
    spec[1].analyse(b);
    sink += a[3] + b[3];
  }
  const us = ((performance.now() - t0) * 1000) / quanta;
  if (sink < 0) console.log(sink);
  return us;
}

function fftJs(calls: number): number {
  const f = new FFT(512);
  const x = new Float64Array(512).map((_, i) => Math.sin(i / 3));
  const out = new Float64Array(1024);
  const t0 = performance.now();
  for (let c = 0; c < calls; c++) f.realTransform(out, x);
  return ((performance.now() - t0) * 1000) / calls;
}

function naiveDft(calls: number): number {
  const x = new Float64Array(512).map((_, i) => Math.sin(i / 3));
  const re = new Float64Array(256);
  const im = new Float64Array(256);
  const t0 = performance.now();
  for (let c = 0; c < calls; c++) {
    for (let k = 0; k < 256; k++) {
      let r = 0;
      let m = 0;
      for (let n = 0; n < 512; n++) {
        const a = (-2 * Math.PI * k * n) / 512;
        r += x[n] * Math.cos(a);
        m += x[n] * Math.sin(a);
      }
      re[k] = r;
      im[k] = m;
    }
  }
  if (re[1] === 42) console.log(im[1]);
  return ((performance.now() - t0) * 1000) / calls;
}

/** The analyser's previous path at fftSize 512: Blackman window, fft.js in double, |X|/N, smoothing, Math.log10. */
function doublePath() {
  const size = 512;
  const window = blackmanWindow(size);
  const fft = new FFT(size);
  const frame = new Float64Array(size);
  const out = new Float64Array(size * 2);
  const mags = new Float32Array(size / 2);
  return (ring: Float32Array, bytes: Uint8Array) => {
    for (let i = 0; i < size; i++) frame[i] = Math.fround(ring[i] * window[i]);
    fft.realTransform(out, frame);
    for (let i = 0; i < mags.length; i++) {
      const re = Math.fround(out[2 * i]);
      const im = i === 0 ? 0 : Math.fround(out[2 * i + 1]);
      mags[i] = 0.8 * mags[i] + 0.2 * (Math.sqrt(re * re + im * im) / size);
      const db = Math.fround(20 * Math.fround(Math.log10(mags[i])));
      const scaled = (255 * (db + 100)) / 70;
      bytes[i] = !(scaled > 0) ? 0 : scaled > 255 ? 255 : scaled | 0;
    }
  };
}

/** µs per analysis of a 512-sample block of varied audio: the current analyser or the previous double path. */
function analyses(exact: boolean) {
  return (calls: number): number => {
    const ring = Float32Array.from({ length: 512 }, (_, i) => remote[3][i % QUANTUM] + 0.5 * mic[7][(i * 7) % QUANTUM]);
    const bytes = new Uint8Array(256);
    const spec = new SpectrumAnalyser();
    spec.write([ring], 512);
    const before = doublePath();
    const t0 = performance.now();
    for (let c = 0; c < calls; c++) {
      if (exact) spec.analyse(bytes);
      else before(ring, bytes);
    }
    if (bytes[5] === 300) console.log(bytes[5]);
    return ((performance.now() - t0) * 1000) / calls;
  };
}

/** Median of ROUNDS runs after a warm-up. */
function median(fn: (n: number) => number, n: number): number {
  fn(n);
  const xs = Array.from({ length: ROUNDS }, () => fn(n)).sort((a, b) => a - b);
  return xs[Math.floor(xs.length / 2)];
}

const oursUs = median(ours, 20000);
const baseUs = median(baseline, 5000);
const fftUs = median(fftJs, 20000);
const dftUs = median(naiveDft, 40);
const exactUs = median(analyses(true), 5000);
const beforeUs = median(analyses(false), 5000);
const rows: BenchRow[] = [
  { bench: '4 dsp kernel', metric: 'analysis path per quantum (2 voices)', ours: oursUs, baseline: baseUs, unit: 'µs' },
  {
    bench: '4 dsp kernel',
    metric: 'share of the 2.67 ms quantum at 48 kHz',
    ours: (100 * oursUs) / BUDGET_US,
    baseline: (100 * baseUs) / BUDGET_US,
    unit: '%',
    aim: 'ours < 1',
    met: (100 * oursUs) / BUDGET_US < 1,
  },
  { bench: '4 dsp kernel', metric: 'one 512-point FFT (fft.js vs. textbook DFT)', ours: fftUs, baseline: dftUs, unit: 'µs' },
  {
    bench: '4 dsp kernel',
    metric: "one analyse() at 512 (Chromium's float arithmetic vs. previous double path)",
    ours: exactUs,
    baseline: beforeUs,
    unit: 'µs',
  },
];
printTable(`DSP kernels in Node ${process.version} (analysis every ${EVERY} quanta; baseline: FFT every quantum, fresh buffers)`, rows);
console.log(`results: ${writeResults('audio-dsp', rows, { sampleRate: RATE, analysisEveryQuanta: EVERY, mean: mean([oursUs]) })}`);
