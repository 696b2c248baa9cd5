// docs/architecture.md §2: the analyser's decibels as Chromium computes them on Linux: 20 · log10f(m) in float, with
// log10f from glibc (≤ 2.39: Sun's float log10f over the table-driven logf, both reproduced here operation for
// operation). Math.log10 rounds differently for about one bin in a few hundred.

const f32 = Math.fround;
const buf = new ArrayBuffer(4);
const asFloat = new Float32Array(buf);
const asBits = new Uint32Array(buf);

// logf: 16 (1/c, log c) pairs around the centres of [0x3f330000, 2·0x3f330000), log1p polynomial, ln 2.
const INVC = [
  1.398907162146528, 1.3403141896637998, 1.286432210124115, 1.2367150214269895, 1.1906977166711752, 1.1479821020556429, 1.1082251448272158,
  1.0711297413057381, 1.036437278977283, 1, 0.9492859795739057, 0.8951049428609004, 0.8476821620351103, 0.8050314851692001,
  0.7664671008843108, 0.731428603316328,
];
const LOGC = [
  -0.33569133332882284, -0.2929040563774074, -0.2518726580937369, -0.21245868807117255, -0.17453945183745634, -0.1380057072319758,
  -0.10275976698545139, -0.06871392447020525, -0.0357891387398228, 0, 0.05204517742929496, 0.11081431298787942, 0.1652495223695143,
  0.21687389031699977, 0.2659635028121397, 0.3127556664073557,
];
const A0 = -0.25089342214237154;
const A1 = 0.333456765744066;
const A2 = -0.4999997485802103;
const LN2 = 0.6931471805599453;
// log10f: float constants 1/ln 10 and log10(2) split in two.
const IVLN10 = f32(4.3429449201e-1);
const LOG10_2HI = f32(3.0102920532e-1);
const LOG10_2LO = f32(7.9034151668e-7);

/** glibc's logf for a normal positive float given by its bits. */
function logfBits(ix: number): number {
  if (ix === 0x3f800000) return 0;
  const tmp = (ix - 0x3f330000) >>> 0;
  const i = (tmp >>> 19) & 15;
  const k = tmp >> 23;
  asBits[0] = ix - (tmp & 0xff800000);
  const r = asFloat[0] * INVC[i] - 1;
  const y0 = LOGC[i] + k * LN2;
  const r2 = r * r;
  let y = A1 * r + A2;
  y = A0 * r2 + y;
  return f32(y * r2 + (y0 + r));
}

/** glibc's log10f of a float (−Infinity for 0; magnitudes are never negative or subnormal here). */
export function log10f(x: number): number {
  if (x === 0) return -Infinity;
  asFloat[0] = x;
  const hx = asBits[0];
  if (hx < 0x00800000 || hx >= 0x7f800000) return f32(Math.log10(x));
  const k = (hx >>> 23) - 127;
  const i = k < 0 ? 1 : 0;
  const y = k + i;
  const z = f32(f32(y * LOG10_2LO) + f32(IVLN10 * logfBits((hx & 0x007fffff) | ((0x7f - i) << 23))));
  return f32(z + f32(y * LOG10_2HI));
}

/** AnalyserNode's dB of a float magnitude: 20 · log10f(m), in float. */
export function linearToDecibels(magnitude: number): number {
  return f32(20 * log10f(magnitude));
}
