import { beforeAll, describe, expect, test } from 'vitest';
import { installWorkletScope, setCurrentFrame, type TestProcessor } from '../tests/helpers/worklet-scope.ts';
import { floatToPcm16 } from '../src/engine/dsp/pcm16.ts';

const RATE = 48000;
const Q = 128;
let Processor: new (o: { processorOptions?: Record<string, unknown> }) => TestProcessor;

beforeAll(async () => {
  const registry = installWorkletScope(RATE);
  const path = './playback-processor.ts';
  await import(/* @vite-ignore */ path);
  Processor = registry.get('vaiu-playback')!;
});

/** `n` frames of 20 ms (320 samples) of a 16 kHz tone as transferable s16le buffers. */
function frames(n: number, freq = 300, amp = 0.5): ArrayBuffer[] {
  return Array.from({ length: n }, (_, f) => {
    const x = Float32Array.from({ length: 320 }, (_, i) => amp * Math.sin((2 * Math.PI * freq * (f * 320 + i)) / 16000));
    const pcm = new Int16Array(320);
    floatToPcm16(x, pcm);
    return pcm.buffer;
  });
}

/** Pulls `quanta` output quanta; returns the samples. */
function pull(p: TestProcessor, quanta: number, from = 0): Float32Array {
  const all = new Float32Array(quanta * Q);
  for (let q = 0; q < quanta; q++) {
    setCurrentFrame((from + q) * Q);
    const out = new Float32Array(Q);
    expect(p.process([], [[out]])).toBe(true);
    all.set(out, q * Q);
  }
  return all;
}

const peak = (x: Float32Array) => x.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
const stats = (p: TestProcessor) => p.port.ofType('playback-stats').map((m) => m.data);

describe('playback-processor', () => {
  test('stays silent until its 60 ms prebuffer is filled, then plays the tone at the context rate', () => {
    const p = new Processor({ processorOptions: { prebufferMs: 60 } });
    for (const data of frames(2)) p.port.deliver({ type: 'pcm', data });
    expect(peak(pull(p, 10))).toBe(0); // 40 ms buffered: still waiting
    for (const data of frames(3)) p.port.deliver({ type: 'pcm', data });
    const out = pull(p, 20);
    expect(peak(out)).toBeGreaterThan(0.45);
    expect(peak(out)).toBeLessThan(0.55);
    expect(stats(p)[0]).toMatchObject({ reason: 'start', playing: true });
  });

  test('reports an underrun when the buffer runs dry and waits for the prebuffer again', () => {
    const p = new Processor({ processorOptions: { prebufferMs: 60 } });
    for (const data of frames(3)) p.port.deliver({ type: 'pcm', data }); // 60 ms = 22.5 quanta at 48 kHz
    pull(p, 30);
    expect(stats(p).map((s) => s.reason)).toEqual(['start', 'underrun']);
    expect(stats(p)[1]).toMatchObject({ underruns: 1, playing: false });
    for (const data of frames(1)) p.port.deliver({ type: 'pcm', data });
    expect(peak(pull(p, 10, 30))).toBe(0);
  });

  test('flushes everything on clear (barge-in): silent from the next quantum', () => {
    const p = new Processor({ processorOptions: { prebufferMs: 60 } });
    for (const data of frames(50)) p.port.deliver({ type: 'pcm', data }); // 1 s queued
    expect(peak(pull(p, 5))).toBeGreaterThan(0.4);
    p.port.deliver({ type: 'clear' });
    expect(stats(p).at(-1)).toMatchObject({ reason: 'clear', bufferedMs: 0, playing: false });
    expect(peak(pull(p, 50, 5))).toBe(0);
  });

  test('plays odd-length frames without a RangeError, carrying the odd byte into the next frame', () => {
    const p = new Processor({ processorOptions: { prebufferMs: 60 } });
    // Five 20 ms frames re-cut into 641-byte pieces (plus a remainder): every piece but the last is odd.
    const all = new Uint8Array(frames(5).flatMap((f) => [...new Uint8Array(f)]));
    for (let o = 0; o < all.length; o += 641) p.port.deliver({ type: 'pcm', data: all.slice(o, o + 641).buffer });
    const out = pull(p, 20);
    expect(peak(out)).toBeGreaterThan(0.45);
    expect(peak(out)).toBeLessThan(0.55); // no byte-shifted garbage (that would reach full scale)
  });

  test('accepts frames and clear on a port it was given', () => {
    const p = new Processor({ processorOptions: {} });
    const channel = new MessageChannel();
    p.port.deliver({ type: 'connect', port: channel.port1 });
    const given = channel.port1 as unknown as { onmessage: (e: { data: unknown }) => void };
    for (const data of frames(5)) given.onmessage({ data: { type: 'pcm', data } });
    expect(peak(pull(p, 10))).toBeGreaterThan(0.4);
    channel.port1.close();
    channel.port2.close();
  });
});
