import type { VadCommand, VadEvent } from '../../protocol/vad-messages.ts';

/** A voice-activity detector on the visitor's microphone; it runs only while `setActive(true)`. */
export type VisitorVad = { setActive(active: boolean): void; destroy(): Promise<void> };

/** Called when the model hears real speech (not a misfire). */
export type VisitorVadCallbacks = { onSpeech(): void };

/** Where vad-web's worklet, model and onnxruntime wasm are served (scripts/vite-vad-assets.ts). */
export const VAD_BASE_PATH = `${import.meta.env.BASE_URL}vad/`;

/** vad-web's worklet: resamples to 16 kHz and posts 512-sample frames ({ message: 'AUDIO_FRAME', data }). */
const VAD_WORKLET = 'vad-helper-worklet';

/**
 * Loads Silero v5 in the voice-activity worker (workers/vad.worker.ts: model fetch, onnxruntime's wasm and every
 * inference run there) and feeds it from vad-web's resampling worklet on the engine's own AudioContext and stream.
 * Frames are forwarded only while `setActive(true)` (callers gate it on the engine's level detector). If the device
 * cannot keep up (or the model fails after loading), the detector degrades to the level detector: every activation
 * counts as speech. The shared stream is never stopped here.
 */
export async function loadVisitorVad(context: AudioContext, stream: MediaStream, cb: VisitorVadCallbacks): Promise<VisitorVad> {
  const worker = new Worker(new URL('../../../workers/vad.worker.ts', import.meta.url), { type: 'module', name: 'vaiu-vad' });
  const send = (m: VadCommand, transfer: Transferable[] = []) => worker.postMessage(m, transfer);
  let degraded = false;
  let active = false;
  try {
    await new Promise<void>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<VadEvent>) => {
        const m = e.data;
        if (m.type === 'ready') {
          console.info(`[vaiu] voice-activity model ready in ${Math.round(m.ms)} ms (worker)`);
          resolve();
        }
        else if (m.type === 'error') reject(new Error(`voice-activity model: ${m.message}`));
        else if (m.type === 'speech') cb.onSpeech();
        else if (m.type === 'overloaded') {
          degraded = true;
          console.info(`[vaiu] voice-activity model cannot keep up (${m.dropped} frames dropped); using the level detector`);
        }
      };
      worker.onerror = (e) => reject(new Error(`voice-activity worker failed: ${e.message || 'unknown error'}`));
      const base = new URL(VAD_BASE_PATH, location.href).href;
      send({ type: 'init', modelUrl: `${base}silero_vad_v5.onnx`, wasmBase: base });
    });
    worker.onerror = () => (degraded = true);
    await context.audioWorklet.addModule(`${VAD_BASE_PATH}vad.worklet.bundle.min.js`);
  } catch (err) {
    worker.terminate();
    throw err;
  }
  const node = new AudioWorkletNode(context, VAD_WORKLET, { processorOptions: { frameSamples: 512 } });
  const source = new MediaStreamAudioSourceNode(context, { mediaStream: stream });
  node.port.onmessage = (e: MessageEvent<{ message?: string; data?: ArrayBuffer }>) => {
    const data = e.data.data;
    if (!active || degraded || !(data instanceof ArrayBuffer)) return;
    send({ type: 'frame', data }, [data]);
  };
  source.connect(node);
  let destroyed = false;
  return {
    setActive(next: boolean) {
      if (destroyed || next === active) return;
      active = next;
      // Degraded: the level detector's word stands (the "can't hear you" help keeps working).
      if (next && degraded) cb.onSpeech();
      if (!next) send({ type: 'reset' });
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      active = false;
      source.disconnect();
      node.port.onmessage = null;
      node.disconnect();
      worker.terminate();
    },
  };
}
