import { readFileSync } from 'node:fs';
import FFT from 'fft.js';
import { blackmanWindow } from './src/engine/dsp/spectrum.ts';
const { signal, spectra } = JSON.parse(readFileSync('/tmp/w10/chrome.json', 'utf8'));
const x = Float32Array.from(signal);
const f32 = Math.fround;
const N = 512;
const win = blackmanWindow(N);
const fft = new FFT(N);
function run(v: { dft: boolean; kf: boolean; magf: boolean; dbDouble: boolean }) {
  const mags = new Float32Array(256);
  let match = 0;
  const bad: string[] = [];
  for (let k = 0; k < 60; k++) {
    const upTo = 128 * (8 + 6 * k);
    const frame = new Float64Array(N);
    for (let i = 0; i < N; i++) {
      const s = upTo - N + i;
      frame[i] = f32((s >= 0 ? x[s] : 0) * win[i]);
    }
    const re = new Float64Array(256),
      im = new Float64Array(256);
    if (v.dft) {
      for (let b = 0; b < 256; b++) {
        let r = 0,
          m = 0;
        for (let n = 0; n < N; n++) {
          const a = (-2 * Math.PI * b * n) / N;
          r += frame[n] * Math.cos(a);
          m += frame[n] * Math.sin(a);
        }
        re[b] = r;
        im[b] = m;
      }
    } else {
      const out = new Float64Array(2 * N);
      fft.realTransform(out, frame);
      for (let b = 0; b < 256; b++) {
        re[b] = out[2 * b];
        im[b] = out[2 * b + 1];
      }
      im[0] = 0;
    }
    const kk = v.kf ? f32(0.8) : 0.8;
    for (let b = 0; b < 256; b++) {
      const r = f32(re[b]),
        m = b === 0 ? 0 : f32(im[b]);
      let mag = Math.sqrt(r * r + m * m) / N;
      if (v.magf) mag = f32(mag);
      mags[b] = kk * mags[b] + (1 - kk) * mag;
      const db = v.dbDouble ? 20 * Math.log10(mags[b]) : f32(20 * f32(Math.log10(mags[b])));
      let sc = (255 * (db + 100)) / 70;
      if (!(sc > 0)) sc = 0;
      else if (sc > 255) sc = 255;
      const byte = sc | 0;
      if (byte === spectra[k][b]) match++;
      else bad.push(`${k}:${b} ours ${byte} chrome ${spectra[k][b]} sc ${sc}`);
    }
  }
  console.log(JSON.stringify(v), match, bad.slice(0, 3).join(' | '));
}
for (const dft of [false, true])
  for (const kf of [false, true]) for (const magf of [false, true]) for (const dbDouble of [false, true]) run({ dft, kf, magf, dbDouble });
