import { beforeAll, describe, expect, test } from 'vitest';
import { installWorkletScope, setCurrentFrame, FakePort, type TestProcessor } from '../tests/helpers/worklet-scope.ts';

const RATE = 48000; // 375 quanta per second exactly
const Q = 128;
let Processor: new (o: { processorOptions?: Record<string, unknown> }) => TestProcessor;

beforeAll(async () => {
  const registry = installWorkletScope(RATE);
  const path = './analysis-processor.ts'; // a variable: the worklet's globals are not Node's, so tsc must not follow it
  await import(/* @vite-ignore */ path);
  Processor = registry.get('vaiu-analysis')!;
});

const tone = (q: number, amp: number) =>
  Float32Array.from({ length: Q }, (_, i) => amp * Math.sin((2 * Math.PI * 440 * (q * Q + i)) / RATE));
const silence = new Float32Array(Q);

/** Runs quanta with the given assistant/visitor amplitudes per quantum. */
function run(p: TestProcessor, from: number, quanta: number, assistant: (q: number) => number, visitor: (q: number) => number = () => 0) {
  for (let q = from; q < from + quanta; q++) {
    setCurrentFrame(q * Q);
    const a = assistant(q);
    const v = visitor(q);
    p.process([[v ? tone(q, v) : silence], [a ? tone(q, a) : silence]], []);
  }
}

describe('analysis-processor', () => {
  test('answers ready with its sample rate on construction', () => {
    const p = new Processor({ processorOptions: {} });
    expect(p.port.ofType('ready').map((m) => m.data)).toEqual([{ type: 'ready', sampleRate: RATE }]);
  });

  test('posts assistant speech-start on the first loud quantum and speech-end exactly 1000 ms after the last', () => {
    const p = new Processor({ processorOptions: {} });
    run(p, 0, 10, () => 0);
    run(p, 10, 100, () => 0.3);
    run(p, 110, 400, () => 0);
    const speech = p.port.ofType('speech').map((m) => m.data);
    expect(speech.map((m) => [m.voice, m.speaking])).toEqual([
      ['assistant', true],
      ['assistant', false],
    ]);
    expect(speech[0].time).toBe((10 * Q) / RATE);
    expect(speech[1].time).toBeCloseTo((110 * Q) / RATE + 1, 12);
  });

  test('tracks the visitor (input 0) separately from the assistant (input 1)', () => {
    const p = new Processor({ processorOptions: {} });
    run(
      p,
      0,
      50,
      () => 0,
      () => 0.2,
    );
    const speech = p.port.ofType('speech').map((m) => m.data);
    expect(speech).toEqual([{ type: 'speech', voice: 'visitor', speaking: true, time: 0 }]);
  });

  test('reports peak levels at most 10 times a second and stays quiet while they do not change', () => {
    const p = new Processor({ processorOptions: {} });
    run(p, 0, 375, (q) => 0.1 + 0.0005 * q); // a rising level: every report differs
    const levels = p.port.ofType('levels');
    expect(levels.length).toBeLessThanOrEqual(10);
    expect(levels.length).toBeGreaterThanOrEqual(9);
    for (let i = 1; i < levels.length; i++)
      expect((levels[i].data.time as number) - (levels[i - 1].data.time as number)).toBeGreaterThanOrEqual(0.1);
    expect(levels[0].data.assistant).toBeCloseTo((0.1 + 0.0005 * 37) * Math.SQRT1_2, 2);
    run(p, 375, 375, () => 0);
    expect(p.port.ofType('levels').at(-1)!.data.assistant).toBe(0);
    // Once the drop to zero is reported, nothing more while silence continues.
    const before = p.port.ofType('levels').length;
    run(p, 750, 375, () => 0);
    expect(p.port.ofType('levels').length).toBe(before);
  });

  test('reports levels only while switched on (the engine does so while someone listens)', () => {
    const p = new Processor({ processorOptions: { levels: false } });
    run(p, 0, 375, (q) => 0.1 + 0.0005 * q);
    expect(p.port.ofType('levels')).toHaveLength(0);
    p.port.deliver({ type: 'levels', on: true });
    run(p, 375, 375, (q) => 0.1 + 0.0005 * q);
    expect(p.port.ofType('levels').length).toBeGreaterThanOrEqual(9);
    p.port.deliver({ type: 'levels', on: false });
    const before = p.port.ofType('levels').length;
    run(p, 750, 375, (q) => 0.1 + 0.0005 * q);
    expect(p.port.ofType('levels')).toHaveLength(before);
    // Speech transitions are not levels: they always go out.
    expect(p.port.ofType('speech').length).toBeGreaterThan(0);
  });

  test('reuses its message objects (process() creates none)', () => {
    const p = new Processor({ processorOptions: {} });
    run(p, 0, 5, () => 0.3);
    run(p, 5, 800, (q) => (q % 400 < 10 ? 0.3 : 0));
    const refs = (type: string) => new Set(p.port.ofType(type).map((m) => m.ref));
    expect(p.port.ofType('speech').length).toBeGreaterThanOrEqual(3);
    expect(refs('speech').size).toBe(1);
    expect(refs('levels').size).toBe(1);
  });

  test('sends byte spectra of both voices to the visualizer port about once per display frame', () => {
    const p = new Processor({ processorOptions: { spectrumIntervalMs: 1000 / 60 } });
    const vis = new FakePort();
    p.port.deliver({ type: 'connect-visualizer', port: vis });
    run(
      p,
      0,
      375,
      () => 0.3,
      () => 0.05,
    );
    const frames = vis.ofType('spectrum');
    expect(frames.length).toBe(Math.floor(375 / 6));
    expect(new Set(frames.map((f) => f.ref)).size).toBe(1);
    const last = frames.at(-1)!.data as { assistant: Uint8Array; visitor: Uint8Array; assistantSpeaking: boolean; assistantLevel: number };
    expect(Math.max(...last.assistant)).toBeGreaterThan(200);
    expect(Math.max(...last.visitor)).toBeGreaterThan(100);
    expect(last.assistantSpeaking).toBe(true);
    expect(last.assistantLevel).toBe(1);
  });

  test.each([
    [1, Math.floor(375 / 6)],
    [2, Math.floor(375 / 12)],
    [3, Math.floor(375 / 18)],
  ])('sends spectra every %i display frames when the visualizer asks for that rate', (every, expected) => {
    const p = new Processor({ processorOptions: { spectrumIntervalMs: 1000 / 60 } });
    const vis = new FakePort();
    p.port.deliver({ type: 'connect-visualizer', port: vis });
    vis.deliver({ type: 'spectrum-rate', every });
    run(p, 0, 375, () => 0.3);
    expect(vis.ofType('spectrum').length).toBe(expected);
  });

  test('sends one all-zero spectrum when both voices fall silent, then nothing until sound returns', () => {
    const p = new Processor({ processorOptions: {} });
    const vis = new FakePort();
    p.port.deliver({ type: 'connect-visualizer', port: vis });
    run(p, 0, 60, () => 0.3);
    const loud = vis.ofType('spectrum').length;
    run(p, 60, 375, () => 0);
    const quiet = vis.ofType('spectrum');
    const last = quiet.at(-1)!.data as { assistant: Uint8Array };
    expect(Math.max(...last.assistant)).toBe(0);
    const afterSilence = quiet.length;
    // The smoothed spectrum decays (τ = 0.8 per frame) to all-zero bytes within the second, then stops being sent.
    expect(afterSilence - loud).toBeLessThan(375 / 6);
    run(p, 435, 375, () => 0);
    expect(vis.ofType('spectrum').length).toBe(afterSilence);
    run(p, 810, 12, () => 0.3);
    expect(vis.ofType('spectrum').length).toBeGreaterThan(afterSilence);
  });

  test('stops on a stop message (process returns false, visualizer port closed)', () => {
    const p = new Processor({ processorOptions: {} });
    const vis = new FakePort();
    p.port.deliver({ type: 'connect-visualizer', port: vis });
    p.port.deliver({ type: 'stop' });
    expect(p.process([[silence], [silence]], [])).toBe(false);
    expect(vis.closed).toBe(true);
  });

  test('with a capture port frames the microphone (input 0) into 50 transferred 20 ms s16le 16 kHz frames a second', () => {
    const p = new Processor({ processorOptions: {} });
    const cap = new FakePort();
    p.port.deliver({ type: 'connect-capture', port: cap, options: { targetRate: 16000, frameSamples: 320 } });
    run(
      p,
      0,
      375 + 2,
      () => 0.3,
      () => 0.5,
    );
    const pcm = cap.ofType('pcm');
    expect(pcm).toHaveLength(50);
    for (const m of pcm) {
      expect((m.data.data as ArrayBuffer).byteLength).toBe(640);
      expect(m.transfer).toEqual([(m.ref as { data: ArrayBuffer }).data]);
    }
    // Frame 10 holds samples 3200..3519 at 16 kHz of the visitor's 440 Hz tone (not the assistant's input 1).
    const s = new Int16Array(pcm[10].data.data as ArrayBuffer);
    for (let i = 0; i < 320; i += 40) expect(s[i] / 32767).toBeCloseTo(0.5 * Math.sin((2 * Math.PI * 440 * (3200 + i)) / 16000), 2);
    p.port.deliver({ type: 'stop' });
    expect(cap.closed).toBe(true);
  });
});
