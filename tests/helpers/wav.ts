import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Encodes mono float samples (-1..1) as a 16-bit PCM WAV (what Chromium's fake capture accepts). */
export function encodeWav16(samples: Float32Array, sampleRate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    data.writeInt16LE(Math.round(s < 0 ? s * 0x8000 : s * 0x7fff), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
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
