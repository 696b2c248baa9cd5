import { beforeAll, describe, expect, test } from 'vitest';
import { installWorkletScope, FakePort, setCurrentFrame, type TestProcessor } from '../tests/helpers/worklet-scope.ts';

const Q = 128;
let Processor: new (o: { processorOptions?: Record<string, unknown> }) => TestProcessor;
const RATE = 44100;

beforeAll(async () => {
  const registry = installWorkletScope(RATE);
  const path = './capture-processor.ts';
  await import(/* @vite-ignore */ path);
  Processor = registry.get('vaiu-capture')!;
});

describe('capture-processor', () => {
  test('turns 1 s of 44.1 kHz microphone audio into 50 transferred 20 ms frames of s16le 16 kHz', () => {
    const p = new Processor({ processorOptions: { targetRate: 16000, frameSamples: 320 } });
    const out = new FakePort();
    p.port.deliver({ type: 'connect', port: out });
    const quanta = Math.ceil(RATE / Q) + 2;
    for (let q = 0; q < quanta; q++) {
      setCurrentFrame(q * Q);
      const block = Float32Array.from({ length: Q }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 500 * (q * Q + i)) / RATE));
      p.process([[block]], []);
    }
    const pcm = out.ofType('pcm');
    expect(pcm).toHaveLength(50);
    for (const m of pcm) {
      expect(m.transfer).toEqual([m.ref && (m.ref as { data: ArrayBuffer }).data]);
      expect((m.data.data as ArrayBuffer).byteLength).toBe(640);
    }
    // Frame 10 holds samples 3200..3519 at 16 kHz of the same 500 Hz tone.
    const s = new Int16Array(pcm[10].data.data as ArrayBuffer);
    for (let i = 0; i < 320; i += 40) expect(s[i] / 32767).toBeCloseTo(0.5 * Math.sin((2 * Math.PI * 500 * (3200 + i)) / 16000), 2);
    expect(p.port.ofType('pcm')).toHaveLength(0);
  });

  test('down-mixes stereo and posts on its own port until given another', () => {
    const p = new Processor({ processorOptions: {} });
    const one = new Float32Array(Q).fill(0.25);
    for (let q = 0; q < 60; q++) p.process([[one, one]], []);
    const pcm = p.port.ofType('pcm');
    expect(pcm.length).toBeGreaterThan(0);
    expect(new Int16Array(pcm[0].data.data as ArrayBuffer)[200] / 32767).toBeCloseTo(0.25, 3);
  });

  test("with float: true posts float32 frames of the asked size (the voice-activity worker's 512 samples)", () => {
    const p = new Processor({ processorOptions: { targetRate: 16000, frameSamples: 512, float: true } });
    const out = new FakePort();
    p.port.deliver({ type: 'connect', port: out });
    for (let q = 0; q < Math.ceil(RATE / Q) + 2; q++) {
      const block = Float32Array.from({ length: Q }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 500 * (q * Q + i)) / RATE));
      p.process([[block]], []);
    }
    const frames = out.ofType('pcm');
    expect(frames).toHaveLength(31);
    expect((frames[0].data.data as ArrayBuffer).byteLength).toBe(512 * 4);
    expect(frames[3].transfer).toEqual([(frames[3].ref as { data: ArrayBuffer }).data]);
    const s = new Float32Array(frames[10].data.data as ArrayBuffer);
    for (let i = 0; i < 512; i += 64) expect(s[i]).toBeCloseTo(0.5 * Math.sin((2 * Math.PI * 500 * (5120 + i)) / 16000), 2);
  });
});
