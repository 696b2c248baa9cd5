import { describe, expect, it } from 'vitest';
import { PcmAssembler } from './pcm-assembler.ts';

// s16le bytes of the samples 1, 2, 3, … (little-endian: low byte first).
const stream = (samples: number) => new Uint8Array(new Int16Array(Array.from({ length: samples }, (_, i) => i + 1)).buffer);

describe('pcm-assembler', () => {
  it.each([
    ['whole frames', [4, 4]],
    ['odd splits carried across frames', [3, 5, 1, 3]],
    ['one byte at a time', [1, 1, 1, 1, 1, 1, 1, 1]],
    ['an empty frame between halves', [1, 0, 3, 4]],
  ])('rebuilds the samples from %s', (_, sizes) => {
    for (const ownsChunks of [false, true]) {
      const bytes = stream(sizes.reduce((a, b) => a + b, 0) / 2);
      const a = new PcmAssembler({ ownsChunks });
      const out: number[] = [];
      let at = 0;
      for (const n of sizes) {
        out.push(...a.push(bytes.slice(at, at + n)));
        at += n;
      }
      expect(out).toEqual(Array.from({ length: bytes.length / 2 }, (_, i) => i + 1));
    }
  });

  it('views an owned even frame without a copy, and copies a frame it does not own', () => {
    const frame = stream(4);
    expect(new PcmAssembler({ ownsChunks: true }).push(frame).buffer).toBe(frame.buffer);
    expect(new PcmAssembler().push(frame).buffer).not.toBe(frame.buffer);
  });

  it('drops a carried byte on reset', () => {
    const a = new PcmAssembler();
    a.push(new Uint8Array([1]));
    a.reset();
    expect([...a.push(new Uint8Array([2, 0]))]).toEqual([2]);
  });
});
