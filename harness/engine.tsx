// Playwright harness for the audio engine (built only with VAIU_HARNESS=1): window.harness drives an engine,
// and a small React view renders the audio store so tests can see React update.
import { createRoot } from 'react-dom/client';
import type { AudioEngine } from '../src/engine/audio/audio-engine.ts';
import { startAudioEngine, useAudioState } from './audio-store.ts';
import { benchApi } from './bench-api.ts';

/** One engine event as recorded for the tests. */
type Recorded = { type: string; time?: number; value?: number; at: number };

const COLORS = { assistant: '#8b7dff', visitor: '#2fd6b0', idle: '#9aa3c7' };

function StoreView() {
  const s = useAudioState((x) => x);
  return (
    <div id="status">
      <span data-testid="status">{s.status}</span> · assistant{' '}
      <span data-testid="assistant-speaking">{s.assistantSpeaking ? 'speaking' : 'quiet'}</span>{' '}
      <span data-testid="assistant-level">{s.assistantLevel.toFixed(2)}</span> · visitor{' '}
      <span data-testid="visitor-speaking">{s.visitorSpeaking ? 'speaking' : 'quiet'}</span>{' '}
      <span data-testid="visitor-level">{s.visitorLevel.toFixed(2)}</span> · <span data-testid="error">{s.error ?? ''}</span>
    </div>
  );
}
// Benches load the page with ?bench: no React view, so neither side of a comparison pays for rendering.
if (!new URLSearchParams(location.search).has('bench')) createRoot(document.getElementById('status')!).render(<StoreView />);

let engine: AudioEngine | null = null;
let mic: MediaStream | null = null;
const events: Recorded[] = [];
const pcmCounts = { captured: 0, bytes: 0 };

const harness = {
  events,
  pcmCounts,
  get engine() {
    return engine;
  },
  /** Starts an engine on the fake microphone; `loopback` feeds capture frames into playback (assistant input). */
  async start(opts: { canvas?: boolean; forceMainThread?: boolean; loopback?: boolean; mic?: boolean } = {}) {
    engine = await startAudioEngine();
    const e = engine;
    for (const type of ['speech-start', 'speech-end', 'visitor-speech-start', 'visitor-speech-end'] as const) {
      e.on(type, (ev) => events.push({ type, time: ev.time, at: e.context.currentTime }));
    }
    e.on('volume-level', (value) => events.push({ type: 'volume-level', value, at: e.context.currentTime }));
    e.on('error', (err) => events.push({ type: `error:${err.message}`, at: e.context.currentTime }));
    if (opts.mic !== false) {
      mic = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      });
      e.attachMicrophone(mic);
    }
    if (opts.loopback) {
      const capture = e.createCapture();
      const playback = e.createPlayback();
      capture.onmessage = (m: MessageEvent<{ type: string; data: ArrayBuffer }>) => {
        pcmCounts.captured++;
        pcmCounts.bytes = m.data.data.byteLength;
        playback.postMessage(m.data, [m.data.data]);
      };
    }
    if (opts.canvas !== false) {
      const canvas = document.getElementById('viz') as HTMLCanvasElement;
      await e.attachCanvas(canvas, COLORS, { forceMainThread: opts.forceMainThread });
      // StrictMode-style second call with the same canvas must not transfer it twice.
      await e.attachCanvas(canvas, COLORS, { forceMainThread: opts.forceMainThread });
    }
    return { sampleRate: e.context.sampleRate, visualizer: e.visualizerHost?.mode ?? null, state: e.context.state };
  },
  /** Destroys the engine; reports what is left alive. */
  async destroy() {
    await engine?.destroy();
    await engine?.destroy(); // idempotent
    return { tracks: mic?.getTracks().map((t) => t.readyState) ?? [], contextState: engine?.context.state };
  },
  /** Kills the visualizer worker the way a crash would (no goodbye), to show the engine carries on. */
  killVisualizerWorker() {
    const host = engine?.visualizerHost as unknown as { worker: Worker | null } | undefined;
    host?.worker?.terminate();
    return Boolean(host?.worker);
  },
  /** Worker drawing-loop cadence (worker mode). */
  async drawStats(reset = false) {
    return (await engine?.visualizerHost?.stats(reset)) ?? null;
  },
};

declare global {
  interface Window {
    harness: typeof harness;
    benchApi: typeof benchApi;
  }
}
window.harness = harness;
window.benchApi = benchApi;
