import FFT from 'fft.js';
import { linearToDecibels } from './fft-db.ts';
import { EXACT_FFT_SIZE, RealFft512 } from './fft-real.ts';

/** docs/product.md §9: the visualizer's analyser uses fftSize 512 … */
export const FFT_SIZE = 512;
/** … and smoothing 0.8. */
export const SMOOTHING = 0.8;
/** AnalyserNode defaults for byte scaling. */
export const MIN_DB = -100;
/** AnalyserNode defaults for byte scaling. */
export const MAX_DB = -30;

const f32 = Math.fround;
/** A block of zeros for writeSilence(). */
const SILENCE = [new Float32Array(128)];

/** Chromium's Blackman window (alpha 0.16), computed in double and stored as float like RealtimeAnalyser. */
export function blackmanWindow(n: number): Float32Array {
  const a0 = 0.5 * (1 - 0.16);
  const a1 = 0.5;
  const a2 = 0.5 * 0.16;
  const w = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const x = i / n;
    w[i] = a0 - a1 * Math.cos(2 * Math.PI * x) + a2 * Math.cos(2 * Math.PI * 2 * x);
  }
  return w;
}

/**
 * Byte spectrum that follows Chromium's AnalyserNode bit for bit (getByteFrequencyData): a ring of the last
 * fftSize mono samples, Blackman window in float, FFT, |X|/N in double, float smoothing state, float dB (glibc's
 * log10f), truncating byte cast. At fftSize 512 the FFT is Chromium's own arithmetic (fft-real.ts: identical bins on
 * x86-64 with AVX+FMA); other sizes use fft.js in double (within a float rounding of Chromium). All buffers are
 * made here; write() and analyse() allocate nothing.
 */
export class SpectrumAnalyser {
  /** Smoothed magnitudes (the AnalyserNode's float state), one per bin. */
  readonly magnitudes: Float32Array;
  private readonly ring: Float32Array;
  private writeIndex = 0;
  // Zero samples written in a row (fftSize or more: the ring is silent and its FFT is all zeros).
  private zeroRun: number;
  private readonly window: Float32Array;
  private readonly frame: Float32Array;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  private readonly transform: (frame: Float32Array, re: Float64Array, im: Float64Array) => void;
  private readonly rangeScale: number;
  private readonly zeroBelow: number;

  constructor(
    readonly fftSize = FFT_SIZE,
    readonly smoothing = SMOOTHING,
    readonly minDb = MIN_DB,
    readonly maxDb = MAX_DB,
  ) {
    this.ring = new Float32Array(fftSize);
    this.window = blackmanWindow(fftSize);
    this.frame = new Float32Array(fftSize);
    this.re = new Float64Array(fftSize / 2);
    this.im = new Float64Array(fftSize / 2);
    this.transform = fftSize === EXACT_FFT_SIZE ? exactTransform() : doubleTransform(fftSize);
    this.magnitudes = new Float32Array(fftSize / 2);
    this.rangeScale = maxDb === minDb ? 1 : 1 / (maxDb - minDb);
    this.zeroBelow = 0.9 * Math.pow(10, minDb / 20);
    this.zeroRun = fftSize;
  }

  /** Appends one block of input; stereo is down-mixed like Chromium (0.5·(L+R)), more channels averaged. */
  write(channels: readonly Float32Array[], length: number): void {
    const n = channels.length;
    const ring = this.ring;
    const size = this.fftSize;
    let w = this.writeIndex;
    let zeroRun = this.zeroRun;
    for (let i = 0; i < length; i++) {
      let s = 0;
      if (n === 1) s = channels[0][i];
      else if (n === 2) s = f32(f32(channels[0][i] + channels[1][i]) * 0.5);
      else if (n > 2) {
        for (let c = 0; c < n; c++) s += channels[c][i];
        s = f32(s / n);
      }
      ring[w] = s;
      zeroRun = s === 0 ? zeroRun + 1 : 0;
      w = w + 1 === size ? 0 : w + 1;
    }
    this.writeIndex = w;
    this.zeroRun = zeroRun;
  }

  /** Appends `length` zeros (a silent quantum); once the ring is all zeros there is nothing left to write. */
  writeSilence(length: number): void {
    if (this.silent) this.zeroRun += length;
    else for (let left = length; left > 0; left -= SILENCE[0].length) this.write(SILENCE, Math.min(left, SILENCE[0].length));
  }

  /** True when the whole ring holds zeros (at least fftSize silent samples in a row). */
  get silent(): boolean {
    return this.zeroRun >= this.fftSize;
  }

  /**
   * Runs one analysis on the latest fftSize samples (updates the smoothing state) and fills byte bins. A silent
   * ring skips the window and the FFT (every magnitude is 0, so the state only decays: the same numbers), and a
   * bin far below minDb skips its logarithm (its byte is 0 either way).
   */
  analyse(bytes: Uint8Array): void {
    const mags = this.magnitudes;
    const k = this.smoothing;
    const bins = Math.min(bytes.length, mags.length);
    if (this.silent) {
      for (let i = 0; i < mags.length; i++) {
        mags[i] = k * mags[i] + (1 - k) * 0;
        if (i < bins) bytes[i] = this.toByte(mags[i]);
      }
      return;
    }
    const size = this.fftSize;
    const frame = this.frame;
    const ring = this.ring;
    for (let i = 0, r = this.writeIndex; i < size; i++) {
      frame[i] = ring[r] * this.window[i];
      r = r + 1 === size ? 0 : r + 1;
    }
    const { re, im } = this;
    this.transform(frame, re, im);
    // The packed Nyquist term is dropped: bin 0's imaginary part is 0 (RealtimeAnalyser does the same).
    im[0] = 0;
    const scale = 1 / size;
    for (let i = 0; i < mags.length; i++) {
      const magnitude = Math.sqrt(re[i] * re[i] + im[i] * im[i]) * scale;
      mags[i] = k * mags[i] + (1 - k) * magnitude;
      if (i < bins) bytes[i] = this.toByte(mags[i]);
    }
  }

  /** Clears the input ring and the smoothing state. */
  reset(): void {
    this.ring.fill(0);
    this.magnitudes.fill(0);
    this.writeIndex = 0;
    this.zeroRun = this.fftSize;
  }

  /** One smoothed magnitude as AnalyserNode's byte: float dB scaled to minDb…maxDb, truncated. */
  private toByte(magnitude: number): number {
    // Under 0.9 × minDb's magnitude the byte is 0 whatever the float rounding: no logarithm needed.
    if (magnitude < this.zeroBelow) return 0;
    const db = linearToDecibels(magnitude);
    const scaled = 255 * (db - this.minDb) * this.rangeScale;
    if (!(scaled > 0)) return 0;
    return scaled > 255 ? 255 : scaled | 0;
  }
}

/** Chromium's float FFT for fftSize 512 (see fft-real.ts). */
function exactTransform(): (frame: Float32Array, re: Float64Array, im: Float64Array) => void {
  const fft = new RealFft512();
  return (frame, re, im) => fft.transform(frame, re, im);
}

/** fft.js in double, each bin rounded to float like Chromium's FFT output. */
function doubleTransform(size: number): (frame: Float32Array, re: Float64Array, im: Float64Array) => void {
  const fft = new FFT(size);
  const input = new Float64Array(size);
  const out = new Float64Array(size * 2);
  return (frame, re, im) => {
    input.set(frame);
    fft.realTransform(out, input);
    for (let i = 0; i < size / 2; i++) {
      re[i] = f32(out[2 * i]);
      im[i] = f32(out[2 * i + 1]);
    }
  };
}
