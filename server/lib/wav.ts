import { readFile } from 'node:fs/promises';

/** Wraps 16-bit mono PCM samples in a canonical 44-byte WAV header. */
export function encodeWavPcm16(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  const bytes = samples.length * 2;
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + bytes, 4);
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
  header.writeUInt32LE(bytes, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, bytes)]);
}

/** Decoded 16-bit mono WAV. */
export type Pcm16Wav = { sampleRate: number; samples: Int16Array };

/** Reads a 16-bit mono PCM WAV (walks the RIFF chunks; rejects anything else). */
export async function readWavPcm16(file: string): Promise<Pcm16Wav> {
  const buf = await readFile(file);
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${file}: not a WAV`);
  let off = 12;
  let sampleRate = 0;
  while (off + 8 <= buf.length) {
    const id = buf.toString('ascii', off, off + 4);
    const size = buf.readUInt32LE(off + 4);
    if (id === 'fmt ') {
      const format = buf.readUInt16LE(off + 8);
      const channels = buf.readUInt16LE(off + 10);
      const bits = buf.readUInt16LE(off + 22);
      if (format !== 1 || channels !== 1 || bits !== 16) throw new Error(`${file}: need 16-bit mono PCM`);
      sampleRate = buf.readUInt32LE(off + 12);
    } else if (id === 'data') {
      const n = Math.floor(Math.min(size, buf.length - off - 8) / 2);
      const samples = new Int16Array(n);
      for (let i = 0; i < n; i++) samples[i] = buf.readInt16LE(off + 8 + i * 2);
      return { sampleRate, samples };
    }
    off += 8 + size + (size & 1);
  }
  throw new Error(`${file}: no data chunk`);
}
