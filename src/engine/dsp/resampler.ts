const PHASES = 256;
const ZERO_CROSSINGS = 8;

/**
 * Streaming windowed-sinc resampler (e.g. 44.1/48 kHz ↔ 16 kHz). Output sample j sits at input time
 * j·inRate/outRate, so a round trip keeps its alignment. Kernel taps are tabulated per phase in the
 * constructor; process() allocates nothing. Low-pass at 0.92 × the lower Nyquist (anti-aliasing when
 * downsampling).
 */
export class Resampler {
  private readonly step: number;
  private readonly half: number;
  private readonly taps: number;
  private readonly table: Float32Array;
  private readonly buf: Float32Array;
  private have: number;
  private pos: number;

  constructor(
    readonly inRate: number,
    readonly outRate: number,
    /** Largest input block process() will be given. */
    readonly maxBlock = 4096,
  ) {
    this.step = inRate / outRate;
    const cutoff = 0.92 * Math.min(1, outRate / inRate);
    this.half = Math.ceil(ZERO_CROSSINGS / cutoff);
    this.taps = 2 * this.half;
    this.table = new Float32Array((PHASES + 1) * this.taps);
    for (let p = 0; p <= PHASES; p++) {
      const frac = p / PHASES;
      let sum = 0;
      for (let t = 0; t < this.taps; t++) {
        // Tap t weighs input sample floor(pos) - half + 1 + t; x is its distance from pos.
        const x = t - this.half + 1 - frac;
        const arg = Math.PI * cutoff * x;
        const sinc = x === 0 ? 1 : Math.sin(arg) / arg;
        const u = x / (this.half + 1);
        const win = Math.abs(u) >= 1 ? 0 : 0.42 + 0.5 * Math.cos(Math.PI * u) + 0.08 * Math.cos(2 * Math.PI * u);
        const v = cutoff * sinc * win;
        this.table[p * this.taps + t] = v;
        sum += v;
      }
      for (let t = 0; t < this.taps; t++) this.table[p * this.taps + t] /= sum;
    }
    this.buf = new Float32Array(this.taps + maxBlock + 8);
    this.have = this.half;
    this.pos = this.half;
  }

  /** How many output samples the next `inputLength` input samples can produce at most. */
  maxOutput(inputLength: number): number {
    return Math.ceil((inputLength + 1) / this.step) + 1;
  }

  /** Consumes `length` input samples, writes the outputs now available from `outOffset` on; returns how many. */
  process(input: Float32Array, length: number, output: Float32Array, outOffset = 0): number {
    // Same rate (a 16 kHz context, docs/architecture.md §2): a plain copy, no filter and no delay.
    if (this.step === 1) {
      const n = Math.min(length, output.length - outOffset);
      output.set(input.subarray(0, n), outOffset);
      return n;
    }
    const buf = this.buf;
    // Input sample 0 sits at index `half` after a zero history, so output 0 lands on input time 0.
    for (let i = 0, o = this.have; i < length; i++, o++) buf[o] = input[i];
    this.have += length;
    const half = this.half;
    const taps = this.taps;
    const table = this.table;
    let pos = this.pos;
    let written = 0;
    // Output at pos needs inputs up to floor(pos) + half.
    const room = output.length - outOffset;
    while (Math.floor(pos) + half < this.have && written < room) {
      const base = Math.floor(pos);
      const phase = Math.round((pos - base) * PHASES) * taps;
      const first = base - half + 1;
      let acc = 0;
      for (let t = 0; t < taps; t++) acc += buf[first + t] * table[phase + t];
      output[outOffset + written++] = acc;
      pos += this.step;
    }
    // Keep only what later outputs still need.
    const drop = Math.max(0, Math.floor(pos) - half + 1);
    if (drop > 0) {
      buf.copyWithin(0, drop, this.have);
      this.have -= drop;
      pos -= drop;
    }
    this.pos = pos;
    return written;
  }

  /** Forgets all history (e.g. after a barge-in flush). */
  reset(): void {
    if (this.step === 1) return;
    this.buf.fill(0);
    this.have = this.half;
    this.pos = this.half;
  }
}
