import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { PcmAssembler } from '../../src/protocol/pcm-assembler.ts';
import { PcmPacer } from './pcm-pacer.ts';

describe('pcm-pacer', () => {
  it('sends 640-byte frames no earlier than start + i × 20 ms and finishes after the last frame', async () => {
    const sent: { at: number; frame: Buffer }[] = [];
    const pacer = new PcmPacer({ frameSamples: 320, sampleRate: 16000, send: (frame) => sent.push({ at: performance.now(), frame }) });
    const pcm = Int16Array.from({ length: 320 * 10 + 100 }, (_, i) => i % 1000);
    const t0 = performance.now();
    const doneAt = await new Promise<number>((resolve) => pacer.play(pcm, () => resolve(performance.now())));
    expect(sent).toHaveLength(11);
    sent.forEach(({ at, frame }, i) => {
      expect(frame.length).toBe(640);
      expect(at - t0).toBeGreaterThanOrEqual(i * 20);
    });
    expect(doneAt - t0).toBeGreaterThanOrEqual(11 * 20);
    expect(sent[10].frame.readInt16LE(0)).toBe(3200 % 1000);
    expect(sent[10].frame.readInt16LE(200)).toBe(0); // zero padding after the last 100 samples
  });

  it('stops at once and never calls back after stop', async () => {
    let sent = 0;
    let done = false;
    const pacer = new PcmPacer({ frameSamples: 320, sampleRate: 16000, send: () => sent++ });
    pacer.play(new Int16Array(320 * 50), () => (done = true));
    await new Promise((r) => setTimeout(r, 100));
    pacer.stop();
    const atStop = sent;
    await new Promise((r) => setTimeout(r, 100));
    expect(sent).toBe(atStop);
    expect(done).toBe(false);
    expect(pacer.playing).toBe(false);
  });
});

describe('pcm-assembler', () => {
  it('carries an odd trailing byte into the next chunk', () => {
    const a = new PcmAssembler();
    const bytes = Buffer.alloc(8);
    [1, -2, 300, -32768].forEach((v, i) => bytes.writeInt16LE(v, i * 2));
    expect([...a.push(bytes.subarray(0, 3))]).toEqual([1]);
    expect([...a.push(bytes.subarray(3, 4))]).toEqual([-2]);
    expect([...a.push(bytes.subarray(4, 7))]).toEqual([300]);
    expect([...a.push(bytes.subarray(7))]).toEqual([-32768]);
    expect([...a.push(Buffer.alloc(0))]).toEqual([]);
  });
});
