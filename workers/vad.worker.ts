// Voice-activity worker: fetches Silero v5 at low priority, instantiates onnxruntime's wasm and runs every inference
// here, off the main thread (vad-web's FrameProcessor decides speech from the probabilities). Its frames come straight
// from the capture worklet on a port of their own (no per-frame message on the main thread); they count only while
// the main thread says the visitor is active. Frames queue while an inference runs; a queue that keeps growing means
// the device cannot keep up: the worker says so and stops.
import * as ort from 'onnxruntime-web/wasm';
import { FrameProcessor, getDefaultRealTimeVADOptions, Message } from '@ricky0123/vad-web';
import { Silero } from '@ricky0123/vad-web/dist/models/silero.js';
import type { PcmMessage } from '../src/protocol/pcm-messages.ts';
import type { VadCommand, VadEvent } from '../src/protocol/vad-messages.ts';

/** 512 samples at 16 kHz = 32 ms per frame; 8 frames behind = a quarter second late. */
const MS_PER_FRAME = 32;
const MAX_QUEUE = 8;
/** Session options for a tiny graph on one thread (measured: bench/call-lowend.bench.ts prints the load phases). */
const SESSION_OPTIONS: ort.InferenceSession.SessionOptions = {
  executionProviders: ['wasm'],
  graphOptimizationLevel: 'basic',
  enableCpuMemArena: false,
  executionMode: 'sequential',
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
};

type Model = {
  process(frame: Float32Array): Promise<{ isSpeech: number; notSpeech: number }>;
  reset_state(): void;
  release(): Promise<void>;
};

let model: Model | null = null;
let processor: FrameProcessor | null = null;
const queue: Float32Array[] = [];
let busy = false;
let dropped = 0;
let stopped = false;
let active = false;
let frames: MessagePort | null = null;
let inferMs = 0;
let inferred = 0;

function say(e: VadEvent): void {
  postMessage(e);
}

async function init(modelUrl: string, wasmBase: string): Promise<void> {
  const started = performance.now();
  ort.env.wasm.wasmPaths = wasmBase;
  // One thread: SharedArrayBuffer needs cross-origin isolation, which the site does not turn on.
  ort.env.wasm.numThreads = 1;
  const bytes = await (await fetch(modelUrl, { priority: 'low' } as RequestInit)).arrayBuffer();
  const fetched = performance.now();
  // The first session also fetches and compiles onnxruntime's wasm (streaming: Chromium's code cache serves a later
  // call); the silero graph is tiny, so its optimisation and a memory arena buy nothing here.
  const session = await ort.InferenceSession.create(bytes, SESSION_OPTIONS);
  const created = performance.now();
  model = new Silero(
    session,
    new ort.Tensor('float32', new Float32Array(256), [2, 1, 128]),
    new ort.Tensor('int64', [16000n]),
    ort,
  ) as Model;
  // One inference on silence: its set-up cost is paid now, not on the visitor's first word.
  await model.process(new Float32Array(512));
  model.reset_state();
  const o = getDefaultRealTimeVADOptions('v5');
  processor = new FrameProcessor(model.process, model.reset_state, o, MS_PER_FRAME);
  processor.resume();
  const now = performance.now();
  say({ type: 'ready', ms: now - started, phases: { fetchMs: fetched - started, sessionMs: created - fetched, firstMs: now - created } });
}

async function drain(): Promise<void> {
  if (busy || !processor) return;
  busy = true;
  try {
    for (let f = queue.shift(); f && !stopped; f = queue.shift()) {
      const t = performance.now();
      await processor.process(f, (ev) => {
        if (ev.msg === Message.SpeechRealStart) say({ type: 'speech', inferMs: inferMs / Math.max(1, inferred) });
      });
      inferMs += performance.now() - t;
      inferred++;
    }
  } catch (err) {
    stopped = true;
    say({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  } finally {
    busy = false;
  }
}

function onFrame(e: MessageEvent<PcmMessage>): void {
  if (!active || stopped || !processor) return;
  queue.push(new Float32Array(e.data.data));
  if (queue.length > MAX_QUEUE) {
    dropped += queue.splice(0, queue.length - 1).length;
    stopped = true;
    say({ type: 'overloaded', dropped });
    return;
  }
  void drain();
}

self.onmessage = (e: MessageEvent<VadCommand<MessagePort>>) => {
  const m = e.data;
  if (m.type === 'init') {
    init(m.modelUrl, m.wasmBase).catch((err: unknown) => say({ type: 'error', message: err instanceof Error ? err.message : String(err) }));
  } else if (m.type === 'frames') {
    frames?.close();
    frames = m.port;
    frames.onmessage = onFrame;
  } else if (m.type === 'active') {
    active = m.active;
    if (active) return;
    queue.length = 0;
    processor?.reset();
    model?.reset_state();
  }
};
