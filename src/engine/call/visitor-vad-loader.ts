// The loading policy of the visitor's voice-activity model: nothing is fetched until the call is connected and the
// agent's audio flows (the engine's first assistant 'speech-start'), then at idle priority, and not at all on
// saveData, 2g/slow-2g or a link measured slow (vad-load-utils.ts). Until then, or without it, the engine's
// worklet levels stand in for the model (the "can't hear you" help keeps working). A device that cannot keep up
// (vad-device-utils.ts: the visualizer's first seconds of the call) gets no model either, a load that makes frames run
// late is aborted, and a loaded model that makes them run late is stopped (vad-overload.ts).
import { vadDeviceDecision, VAD_DEVICE_KEY, type DeviceHints } from './vad-device-utils.ts';
import { observeFrames, type FrameSource } from './vad-frame-watch.ts';
import { vadLoadDecision, type LinkHints, type TransferSample } from './vad-load-utils.ts';
import { guardLoad, watchOverload } from './vad-overload.ts';
import type { VisitorVad, VisitorVadCallbacks } from './visitor-vad.ts';

/** The slice of the audio engine the loader listens to (and its visualizer, for the device gate). */
export type VadEngineEvents = FrameSource & {
  readonly context: AudioContext;
  on(event: 'speech-start', cb: () => void): () => void;
  on(event: 'status', cb: (status: string) => void): () => void;
};

/** Thrown (as the promise's rejection) when the model is not loaded on purpose; the message says why. */
export class VadSkipped extends Error {}

/** navigator.connection's hints (Chromium only; elsewhere nothing is known). */
export function linkHints(): LinkHints {
  const c = (navigator as Navigator & { connection?: LinkHints }).connection;
  return c ? { saveData: c.saveData, effectiveType: c.effectiveType, downlink: c.downlink, rtt: c.rtt } : {};
}

/** What this page's own downloads say about the link (Resource Timing: encoded bytes over download time). */
export function transferSamples(): TransferSample[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
    bytes: e.encodedBodySize,
    ms: e.responseEnd - e.responseStart,
  }));
}

/** What the hardware says, and the class forced in storage under VAD_DEVICE_KEY (tests, support). */
export function deviceHints(): DeviceHints {
  const n = navigator as Navigator & { deviceMemory?: number };
  let forced: string | null = null;
  try {
    forced = localStorage.getItem(VAD_DEVICE_KEY);
  } catch {
    // Storage blocked: nothing forced.
  }
  return { cores: n.hardwareConcurrency, memoryGb: n.deviceMemory, forced };
}

function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 5000 });
  else setTimeout(fn, 500);
}

/**
 * Loads the visitor's voice-activity model once the agent's audio flows, at idle priority, when the link allows.
 * Rejects with VadSkipped when it will not load (slow link, data saver, the call ended first).
 */
export function loadVisitorVadWhenReady(engine: VadEngineEvents, stream: MediaStream, cb: VisitorVadCallbacks): Promise<VisitorVad> {
  return new Promise<VisitorVad>((resolve, reject) => {
    // The call audio closing ends a load in progress too: the model's worker stops at once, not when it is ready.
    const ended = new AbortController();
    const offs: (() => void)[] = [];
    const unsubscribe = () => {
      for (const off of offs.splice(0)) off();
    };
    const offSpeech = engine.on('speech-start', () => {
      offSpeech();
      // The first seconds of the live call show whether the device has headroom (skipped when the class is forced).
      const hints = deviceHints();
      const observed = hints.forced ? Promise.resolve([]) : observeFrames(engine, ended.signal);
      void observed.then((frames) =>
        whenIdle(() => {
          if (ended.signal.aborted) return;
          const link = vadLoadDecision(linkHints(), transferSamples());
          const device = vadDeviceDecision(hints, frames);
          const d = link.load ? { load: device.load, reason: `${link.reason}; ${device.reason}` } : link;
          console.info(`[vaiu] voice-activity model: ${d.load ? 'loading' : 'not loaded'} (${d.reason})`);
          if (!d.load) {
            unsubscribe();
            reject(new VadSkipped(`voice-activity model not loaded: ${d.reason}`));
            return;
          }
          // The load (fetch, session + wasm compile: seconds of one core in the worker) stops when the call ends, or
          // when frames start running late under it: the worker is terminated mid-compile, the worklet levels stay.
          const loading = new AbortController();
          ended.signal.addEventListener('abort', () => loading.abort(ended.signal.reason), { once: true });
          const endGuard = hints.forced
            ? () => undefined
            : guardLoad(engine, (why) => {
                console.info(`[vaiu] voice-activity model load stopped: ${why}; using the level detector`);
                loading.abort(new VadSkipped(`voice-activity model load stopped: ${why}`));
              });
          // Loaded on demand: the detector (and its worklet node class) joins the page only when the model does.
          import('./visitor-vad.ts')
            .then(({ loadVisitorVad }) => loadVisitorVad(engine.context, stream, cb, loading.signal))
            .then(
              (vad) => resolve(hints.forced ? vad : watchOverload(engine, vad)),
              (err) => reject(loading.signal.reason instanceof VadSkipped ? loading.signal.reason : err),
            )
            .finally(() => {
              endGuard();
              unsubscribe();
            });
        }),
      );
    });
    offs.push(
      offSpeech,
      engine.on('status', (status) => {
        if (status !== 'closed' && status !== 'error') return;
        unsubscribe();
        ended.abort();
        reject(new VadSkipped('the call audio closed before the voice-activity model was ready'));
      }),
    );
  });
}
