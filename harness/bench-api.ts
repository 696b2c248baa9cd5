// Browser side of bench/audio-browser.bench.ts: our engine vs. the official SDK's way (AnalyserNode polled on the
// main thread) on the same signal, in the same page. Built only into the harness (VAIU_HARNESS=1).
import { AudioEngine } from '../src/engine/audio/audio-engine.ts';
import { BAR_COUNT, barEdges, barHeights, drawFrame } from '../src/engine/dsp/visualizer-draw.ts';
import { rms } from '../src/engine/dsp/level.ts';

const COLORS = { assistant: '#8b7dff', visitor: '#2fd6b0', idle: '#9aa3c7' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A remote "assistant" signal made in the context: a tone through a gain we can switch sample-accurately. */
async function engineWithSignal(): Promise<{ engine: AudioEngine; gain: GainNode; stop: () => Promise<void> }> {
  const engine = await AudioEngine.create();
  const ctx = engine.context;
  await ctx.resume();
  const osc = new OscillatorNode(ctx, { type: 'sawtooth', frequency: 220 });
  const gain = new GainNode(ctx, { gain: 0 });
  osc.connect(gain);
  osc.start();
  engine.attachRemoteNode(gain);
  return { engine, gain, stop: () => engine.destroy() };
}

/** Bench 1: onset/offset times of `bursts` tone bursts and when each detector told the main thread. */
async function detection(bursts: number, onS = 0.4, gapS = 1.6) {
  const { engine, gain, stop } = await engineWithSignal();
  const ctx = engine.context;
  const analyser = new AnalyserNode(ctx, { fftSize: 2048 });
  gain.connect(analyser);
  const buf = new Float32Array(analyser.fftSize);
  // Ours: the audio-clock time the worklet decided (end of the decisive quantum) and when the main thread heard it.
  const ours = { start: [] as number[], end: [] as number[], startDecided: [] as number[], endDecided: [] as number[] };
  const base = { start: [] as number[], end: [] as number[] };
  const sr = ctx.sampleRate;
  engine.on('speech-start', (e) => {
    ours.start.push(ctx.currentTime);
    ours.startDecided.push(e.time + 128 / sr); // e.time is the decisive quantum's first frame
  });
  engine.on('speech-end', (e) => {
    ours.end.push(ctx.currentTime);
    ours.endDecided.push((Math.ceil(Math.round(e.time * sr) / 128) * 128) / sr); // end of the quantum holding e.time
  });
  // Baseline, as the official SDK does it: a level observer every 100 ms, speech ends 1000 ms after the first quiet poll.
  let speaking = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = setInterval(() => {
    analyser.getFloatTimeDomainData(buf);
    if (rms(buf) > 0.01) {
      clearTimeout(timer);
      timer = undefined;
      if (!speaking) {
        speaking = true;
        base.start.push(ctx.currentTime);
      }
    } else if (speaking && timer === undefined) {
      timer = setTimeout(() => {
        speaking = false;
        timer = undefined;
        base.end.push(ctx.currentTime);
      }, 1000);
    }
  }, 100);
  const ons: number[] = [];
  const offs: number[] = [];
  let t = ctx.currentTime + 0.5;
  for (let i = 0; i < bursts; i++) {
    const on = t + Math.random() * 0.1; // random phase against the 100 ms poll
    gain.gain.setValueAtTime(0.3, on);
    gain.gain.setValueAtTime(0, on + onS);
    ons.push(on);
    offs.push(on + onS);
    t += onS + gapS;
  }
  while (ctx.currentTime < t + 0.6) await sleep(100);
  clearInterval(poll);
  const sampleRate = ctx.sampleRate;
  const baseLatency = ctx.baseLatency;
  await stop();
  return { ons, offs, ours, base, sampleRate, baseLatency };
}

let running: { stop: () => Promise<number[]> } | null = null;

/** Benches 2–3: starts visualising a moving signal, ours (worker) or the baseline (main-thread AnalyserNode + rAF). */
async function visStart(mode: 'ours' | 'baseline', load: boolean) {
  const { engine, gain, stop } = await engineWithSignal();
  const ctx = engine.context;
  // A moving signal: the gain swings 0.05..0.35 four times a second.
  const lfo = new OscillatorNode(ctx, { frequency: 4 });
  const depth = new GainNode(ctx, { gain: 0.15 });
  gain.gain.value = 0.2;
  lfo.connect(depth).connect(gain.gain);
  lfo.start();
  const canvas = document.getElementById(mode === 'ours' ? 'viz' : 'viz2') as HTMLCanvasElement;
  let raf = 0;
  const intervals: number[] = [];
  if (mode === 'ours') {
    await engine.attachCanvas(canvas, COLORS);
    await sleep(500);
    await engine.visualizerHost!.stats(true);
  } else {
    const analyser = new AnalyserNode(ctx, { fftSize: 512, smoothingTimeConstant: 0.8 });
    gain.connect(analyser);
    const g = canvas.getContext('2d')!;
    const bytes = new Uint8Array(256);
    const edges = barEdges();
    const a = new Float32Array(BAR_COUNT);
    const v = new Float32Array(BAR_COUNT);
    const r = canvas.getBoundingClientRect();
    canvas.width = r.width;
    canvas.height = r.height;
    let last = 0;
    const loop = (now: number) => {
      if (last) intervals.push(now - last);
      last = now;
      analyser.getByteFrequencyData(bytes);
      barHeights(bytes, edges, a);
      drawFrame(g, r.width, r.height, 1, COLORS, a, v, now);
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    await sleep(500);
    intervals.length = 0;
  }
  // The low-end-phone stand-in: a 100 ms long task every 200 ms on the main thread.
  const busy = load
    ? setInterval(() => {
        const end = performance.now() + 100;
        while (performance.now() < end);
      }, 200)
    : undefined;
  running = {
    stop: async () => {
      clearInterval(busy);
      cancelAnimationFrame(raf);
      const out = mode === 'ours' ? ((await engine.visualizerHost!.stats()) ?? { intervals: [] }).intervals : intervals.slice();
      await stop();
      return out;
    },
  };
}

/** Stops benches 2–3 and returns the drawing loop's frame intervals (ms). */
async function visStop(): Promise<number[]> {
  const r = running;
  running = null;
  return r ? r.stop() : [];
}

/** What the bench drives from Node. */
export const benchApi = { detection, visStart, visStop };
