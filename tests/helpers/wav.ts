import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { floatToPcm16 } from '../../src/engine/dsp/pcm16.ts';
import { encodeWavPcm16 } from '../../server/lib/wav.ts';

/** Encodes mono float samples (-1..1) as a 16-bit PCM WAV (what Chromium's fake capture accepts). */
export function encodeWav16(samples: Float32Array, sampleRate: number): Buffer {
  const pcm = new Int16Array(samples.length);
  floatToPcm16(samples, pcm);
  return encodeWavPcm16(pcm, sampleRate);
}

/** A segment of a generated signal: a sine tone or silence, in seconds. */
export type Segment = { seconds: number; freq?: number; amp?: number };

/** Renders segments (tone bursts and silences) into samples. */
export function renderSegments(segments: Segment[], sampleRate: number): Float32Array {
  const total = segments.reduce((n, s) => n + Math.round(s.seconds * sampleRate), 0);
  const out = new Float32Array(total);
  let o = 0;
  for (const s of segments) {
    const n = Math.round(s.seconds * sampleRate);
    if (s.freq && s.amp) for (let i = 0; i < n; i++) out[o + i] = s.amp * Math.sin((2 * Math.PI * s.freq * i) / sampleRate);
    o += n;
  }
  return out;
}

/** Writes a generated WAV fixture under tests/fixtures/generated and returns its absolute path. */
export function writeFixtureWav(name: string, segments: Segment[], sampleRate = 48000): string {
  const dir = path.resolve('tests/fixtures/generated');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, encodeWav16(renderSegments(segments, sampleRate), sampleRate));
  return file;
}
