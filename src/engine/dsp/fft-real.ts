// docs/architecture.md §2: the analyser's FFT with the arithmetic of Chromium's AnalyserNode (Blink's RustFFT bridge,
// as run on x86-64 with AVX+FMA): the 512 real samples are packed as 256 complex pairs x[2n] + i·x[2n+1],
// transformed by RustFFT's 256-point AVX butterfly (8 × 32 mixed radix, complex multiplies fused), then unpacked
// into 256 bins with float twiddles. Every operation is rounded to float32 in the same order, so the bins are
// bit-identical to Chromium's on such a CPU (other SIMD paths, e.g. ARM NEON, round differently).

const f32 = Math.fround;
/** The one transform size emulated bit for bit (fftSize 512 → a 256-point complex FFT). */
export const EXACT_FFT_SIZE = 512;
const HALF = EXACT_FFT_SIZE / 2;
const HALF_ROOT2 = f32(Math.sqrt(0.5));

/** Float32 a·b + c rounded once, like an FMA instruction (a, b, c are floats). */
export function fma32(a: number, b: number, c: number): number {
  const p = a * b; // exact in double: 24 + 24 bits
  const s = p + c;
  const f = f32(s);
  if (s === f) return f;
  // Rounding s to float can only differ from rounding a·b + c when s sits exactly halfway between two floats
  // (f and n = 2s − f); then the sign of the error of p + c decides.
  const n = s + (s - f);
  return f32(n) === n ? breakTie(p, c, s, f, n) : f;
}

/** The float on the side of the exact p + c when s = p + c (rounded) is the midpoint of floats f and n. */
function breakTie(p: number, c: number, s: number, f: number, n: number): number {
  const bb = s - p;
  const err = p - (s - bb) + (c - bb);
  if (err === 0) return f;
  return err > 0 ? Math.max(f, n) : Math.min(f, n);
}

/** RustFFT's twiddle W_len^index as a float pair (angle computed as (−2π/len)·index in double). */
function twiddle(index: number, len: number): [number, number] {
  const angle = ((-2 * Math.PI) / len) * index;
  return [f32(Math.cos(angle)), f32(Math.sin(angle))];
}

/**
 * Forward real FFT of 512 float samples into 256 bins (re, im; bin 0's im holds the Nyquist term, like Blink's
 * packed format). Allocates only in the constructor.
 */
export class RealFft512 {
  private readonly zr = new Float64Array(HALF);
  private readonly zi = new Float64Array(HALF);
  private readonly sr = new Float64Array(HALF);
  private readonly si = new Float64Array(HALF);
  // Butterfly "registers": 8 inputs / outputs and the 8 columns of 4 used by the butterfly 32.
  private readonly br = new Float64Array(8);
  private readonly bi = new Float64Array(8);
  private readonly mr = new Float64Array(32);
  private readonly mi = new Float64Array(32);
  // Phase-1 twiddles W256^(k·c) at [k1 − 1 + 7·c], the butterfly 32's steps, the unpack twiddles.
  private readonly t256r = new Float64Array(7 * 32);
  private readonly t256i = new Float64Array(7 * 32);
  private readonly s32 = steps32();
  private readonly ur = new Float64Array(HALF);
  private readonly ui = new Float64Array(HALF);

  constructor() {
    for (let c = 0; c < 32; c++) {
      for (let k = 1; k < 8; k++) {
        const [re, im] = twiddle(k * c, HALF);
        this.t256r[k - 1 + 7 * c] = re;
        this.t256i[k - 1 + 7 * c] = im;
      }
    }
    for (let k = 0; k < HALF; k++) {
      const angle = (-2 * Math.PI * k) / EXACT_FFT_SIZE;
      this.ur[k] = f32(0.5 * Math.cos(angle));
      this.ui[k] = f32(0.5 * Math.sin(angle));
    }
  }

  /** Transforms `input` (512 floats) into `re` / `im` (256 each). */
  transform(input: ArrayLike<number>, re: Float64Array, im: Float64Array): void {
    const { zr, zi } = this;
    for (let n = 0; n < HALF; n++) {
      zr[n] = input[2 * n];
      zi[n] = input[2 * n + 1];
    }
    this.columns();
    this.rows();
    this.unpack(re, im);
  }

  // Phase 1: the 256 points as 8 rows × 32 columns; a butterfly 8 down each column, then twiddles W256^(k·c).
  private columns(): void {
    const { zr, zi, sr, si, br, bi, t256r, t256i } = this;
    for (let c = 0; c < 32; c++) {
      for (let r = 0; r < 8; r++) {
        br[r] = zr[c + 32 * r];
        bi[r] = zi[c + 32 * r];
      }
      butterfly8(br, bi);
      sr[c * 8] = br[0];
      si[c * 8] = bi[0];
      for (let k = 1; k < 8; k++) {
        const t = k - 1 + 7 * c;
        mulComplex(br, bi, k, t256r[t], t256i[t]);
        sr[c * 8 + k] = br[k];
        si[c * 8 + k] = bi[k];
      }
    }
  }

  // Phase 2: a butterfly 32 down each of the 8 columns k1 (RustFFT's column_butterfly32: 8 × 4); bin k1 + 8·k2.
  private rows(): void {
    const { zr, zi, sr, si, mr, mi, br, bi } = this;
    const { kind, wr, wi } = this.s32;
    for (let k1 = 0; k1 < 8; k1++) {
      // Butterfly 4's over [a(j), a(j+8), a(j+16), a(j+24)] into m[4j … 4j+3], then their twiddles W32^(j·q).
      for (let j = 0; j < 8; j++) {
        for (let q = 0; q < 4; q++) {
          mr[4 * j + q] = sr[k1 + 8 * (j + 8 * q)];
          mi[4 * j + q] = si[k1 + 8 * (j + 8 * q)];
        }
        butterfly4(mr, mi, 4 * j, 1);
      }
      twiddle32(mr, mi, kind, wr, wi);
      for (let q = 0; q < 4; q++) {
        for (let j = 0; j < 8; j++) {
          br[j] = mr[4 * j + q];
          bi[j] = mi[4 * j + q];
        }
        butterfly8(br, bi);
        for (let m = 0; m < 8; m++) {
          zr[k1 + 8 * (q + 4 * m)] = br[m];
          zi[k1 + 8 * (q + 4 * m)] = bi[m];
        }
      }
    }
  }

  // Blink's reconstruct_real_fft_even: from the half-size complex spectrum to the real FFT's bins.
  private unpack(re: Float64Array, im: Float64Array): void {
    const { zr, zi, ur, ui } = this;
    re[0] = f32(zr[0] + zi[0]);
    im[0] = f32(zr[0] - zi[0]);
    for (let k = 1; k < HALF / 2; k++) {
      const ar = zr[k];
      const ai = zi[k];
      const br = zr[HALF - k];
      const bi = zi[HALF - k];
      const er = f32(0.5 * f32(ar + br));
      const ei = f32(0.5 * f32(ai - bi));
      const or = f32(ai + bi);
      const oi = -f32(ar - br);
      const wr = f32(f32(ur[k] * or) - f32(ui[k] * oi));
      const wi = f32(f32(ur[k] * oi) + f32(ui[k] * or));
      re[k] = f32(er + wr);
      im[k] = f32(ei + wi);
      re[HALF - k] = f32(er - wr);
      im[HALF - k] = -f32(ei - wi);
    }
    re[HALF / 2] = zr[HALF / 2];
    im[HALF / 2] = -zi[HALF / 2];
  }
}

/** In place: element k of (r, i) times the float twiddle (wr, wi), RustFFT's fused mul_complex. */
function mulComplex(r: Float64Array, i: Float64Array, k: number, wr: number, wi: number): void {
  const lr = r[k];
  const li = i[k];
  r[k] = fma32(lr, wr, -f32(li * wi));
  i[k] = fma32(lr, wi, f32(li * wr));
}

/** In place on elements o, o+s, o+2s, o+3s: RustFFT's column_butterfly4 (outputs in natural order). */
function butterfly4(r: Float64Array, i: Float64Array, o: number, s: number): void {
  const a0 = o;
  const a1 = o + s;
  const a2 = o + 2 * s;
  const a3 = o + 3 * s;
  const m0r = f32(r[a0] + r[a2]);
  const m0i = f32(i[a0] + i[a2]);
  const m2r = f32(r[a0] - r[a2]);
  const m2i = f32(i[a0] - i[a2]);
  const m1r = f32(r[a1] + r[a3]);
  const m1i = f32(i[a1] + i[a3]);
  // (r1 − r3) rotated by −90°: (im, −re).
  const m3r = f32(i[a1] - i[a3]);
  const m3i = -f32(r[a1] - r[a3]);
  r[a0] = f32(m0r + m1r);
  i[a0] = f32(m0i + m1i);
  r[a1] = f32(m2r + m3r);
  i[a1] = f32(m2i + m3i);
  r[a2] = f32(m0r - m1r);
  i[a2] = f32(m0i - m1i);
  r[a3] = f32(m2r - m3r);
  i[a3] = f32(m2i - m3i);
}

/** In place: (re + im, im − re)·√½ — the 45° twiddle of a butterfly 8 (forward). */
function twiddle1(r: Float64Array, i: Float64Array, k: number): void {
  const x = r[k];
  const y = i[k];
  r[k] = f32(HALF_ROOT2 * f32(y + x));
  i[k] = f32(HALF_ROOT2 * f32(y - x));
}

/** In place: (im − re, −re − im)·√½ — the 135° twiddle of a butterfly 8 (forward). */
function twiddle3(r: Float64Array, i: Float64Array, k: number): void {
  const x = r[k];
  const y = i[k];
  r[k] = f32(HALF_ROOT2 * f32(y - x));
  i[k] = f32(HALF_ROOT2 * f32(-x - y));
}

/** In place: element k rotated by −90° ((re, im) → (im, −re)). */
function rotate(r: Float64Array, i: Float64Array, k: number): void {
  const x = r[k];
  r[k] = i[k];
  i[k] = -x;
}

// Scratch for butterfly8's outputs.
const tr = new Float64Array(8);
const ti = new Float64Array(8);

/** In place on 8 elements: RustFFT's column_butterfly8 (4 × 2 mixed radix), outputs in natural order. */
function butterfly8(r: Float64Array, i: Float64Array): void {
  butterfly4(r, i, 0, 2);
  butterfly4(r, i, 1, 2);
  twiddle1(r, i, 3);
  rotate(r, i, 5);
  twiddle3(r, i, 7);
  // Evens are mid0 (the first butterfly 4), odds mid1: out[m] = mid0[m] + mid1[m], out[m + 4] = mid0[m] − mid1[m].
  for (let m = 0; m < 8; m++) {
    tr[m] = r[m];
    ti[m] = i[m];
  }
  for (let m = 0; m < 4; m++) {
    r[m] = f32(tr[2 * m] + tr[2 * m + 1]);
    i[m] = f32(ti[2 * m] + ti[2 * m + 1]);
    r[m + 4] = f32(tr[2 * m] - tr[2 * m + 1]);
    i[m + 4] = f32(ti[2 * m] - ti[2 * m + 1]);
  }
}

/**
 * The butterfly 32's inner twiddles as RustFFT applies them to m[4j + q] (j = 1…7, q = 1…3): a fused complex
 * multiply by W32^(j·q) (its stored twiddle rotated by −90° or negated, both exact, for the larger exponents), or the
 * cheaper exact-angle steps (45°, 90°, 135°).
 */
const MUL = 1;
const TW1 = 2;
const ROT = 3;
const TW3 = 4;
// [position, kind, stored exponent e of W32^e, −90° rotation, negation]
const STEPS32: readonly (readonly [number, number, number, boolean, boolean])[] = [
  [5, MUL, 1, false, false],
  [6, MUL, 2, false, false],
  [7, MUL, 3, false, false],
  [9, MUL, 2, false, false],
  [10, TW1, 0, false, false],
  [11, MUL, 6, false, false],
  [13, MUL, 3, false, false],
  [14, MUL, 6, false, false],
  [15, MUL, 1, true, false],
  [17, TW1, 0, false, false],
  [18, ROT, 0, false, false],
  [19, TW3, 0, false, false],
  [21, MUL, 5, false, false],
  [22, MUL, 2, true, false],
  [23, MUL, 7, true, false],
  [25, MUL, 6, false, false],
  [26, TW3, 0, false, false],
  [27, MUL, 2, false, true],
  [29, MUL, 7, false, false],
  [30, MUL, 6, true, false],
  [31, MUL, 5, false, true],
];

/** Per position of the butterfly 32: the step kind and the (already rotated / negated) twiddle. */
function steps32(): { kind: Uint8Array; wr: Float64Array; wi: Float64Array } {
  const kind = new Uint8Array(32);
  const wr = new Float64Array(32);
  const wi = new Float64Array(32);
  for (const [at, k, e, rotated, negated] of STEPS32) {
    const [r, i] = twiddle(e, 32);
    kind[at] = k;
    wr[at] = rotated ? i : negated ? -r : r;
    wi[at] = rotated ? -r : negated ? -i : i;
  }
  return { kind, wr, wi };
}

/** Applies the butterfly 32's inner twiddles in place. */
function twiddle32(r: Float64Array, i: Float64Array, kind: Uint8Array, wr: Float64Array, wi: Float64Array): void {
  for (let at = 5; at < 32; at++) {
    const k = kind[at];
    if (k === MUL) mulComplex(r, i, at, wr[at], wi[at]);
    else if (k === TW1) twiddle1(r, i, at);
    else if (k === ROT) rotate(r, i, at);
    else if (k === TW3) twiddle3(r, i, at);
  }
}
