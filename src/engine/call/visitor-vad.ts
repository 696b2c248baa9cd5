import { CaptureNode } from '../audio/pcm-nodes.ts';
import type { VadCommand, VadEvent } from '../../protocol/vad-messages.ts';

/** A voice-activity detector on the visitor's microphone; it runs only while `setActive(true)`. */
export type VisitorVad = { setActive(active: boolean): void; destroy(): Promise<void> };

/** The detector as loaded: `degrade()` frees the model for good (the level detector's word stands from then on). */
export type DegradableVad = VisitorVad & { degrade(): void };

/** Called when the model hears real speech (not a misfire). */
export type VisitorVadCallbacks = { onSpeech(): void };

/** Where vad-web's worklet, model and onnxruntime wasm are served (scripts/vite-vad-assets.ts). */
export const VAD_BASE_PATH = `${import.meta.env.BASE_URL}vad/`;

/** Silero v5's frame: 512 samples at 16 kHz (32 ms). */
const VAD_FRAME = { targetRate: 16000, frameSamples: 512, float: true };

/**
 * Loads Silero v5 in the voice-activity worker (workers/vad.worker.ts: model fetch, onnxruntime's wasm and every
 * inference run there) and feeds it from our capture worklet on the engine's own AudioContext (its module is loaded
 * there) and stream: the worklet posts 512-sample float frames on a port transferred to the worker, so no audio frame
 * passes through the main thread. Frames count only while `setActive(true)` (callers gate it on the engine's level
 * detector; the worker drops the others). If the device cannot keep up (or the model fails after loading), the
 * detector degrades to the level detector: every activation counts as speech. The shared stream is never stopped here.
 */
export async function loadVisitorVad(
  context: AudioContext,
  stream: MediaStream,
  cb: VisitorVadCallbacks,
  signal?: AbortSignal,
): Promise<DegradableVad> {
  signal?.throwIfAborted();
  const worker = new Worker(new URL('../../../workers/vad.worker.ts', import.meta.url), { type: 'module', name: 'vaiu-vad' });
  const send = (m: VadCommand<MessagePort>, transfer: Transferable[] = []) => worker.postMessage(m, transfer);
  let degraded = false;
  let active = false;
  let heard = false;
  // Frees the model once it is wired (an overloaded worker has stopped for good: nothing to keep).
  let release: () => void = () => undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<VadEvent>) => {
        const m = e.data;
        if (m.type === 'ready') {
          const p = m.phases;
          const phases = p
            ? `: fetch ${Math.round(p.fetchMs)}, session + wasm ${Math.round(p.sessionMs)}, first inference ${Math.round(p.firstMs)}`
            : '';
          console.info(`[vaiu] voice-activity model ready in ${Math.round(m.ms)} ms (worker${phases})`);
          resolve();
        } else if (m.type === 'error') reject(new Error(`voice-activity model: ${m.message}`));
        else if (m.type === 'speech') {
          if (!heard) console.info(`[vaiu] voice-activity model heard the visitor (${(m.inferMs ?? 0).toFixed(2)} ms per frame)`);
          heard = true;
          cb.onSpeech();
        } else if (m.type === 'overloaded') {
          degraded = true;
          release();
          console.info(`[vaiu] voice-activity model cannot keep up (${m.dropped} frames dropped); using the level detector`);
        }
      };
      worker.onerror = (e) => reject(new Error(`voice-activity worker failed: ${e.message || 'unknown error'}`));
      signal?.addEventListener('abort', () => reject(new Error('voice-activity model: the call ended while it loaded')), { once: true });
      const base = new URL(VAD_BASE_PATH, location.href).href;
      send({ type: 'init', modelUrl: `${base}silero_vad_v5.onnx`, wasmBase: base });
    });
    worker.onerror = () => (degraded = true);
  } catch (err) {
    worker.terminate();
    throw err;
  }
  let node: CaptureNode;
  let source: MediaStreamAudioSourceNode;
  try {
    // Throws on a context closed while the model loaded: the worker must not outlive the call.
    node = new CaptureNode(context, VAD_FRAME);
    source = new MediaStreamAudioSourceNode(context, { mediaStream: stream });
  } catch (err) {
    worker.terminate();
    throw err;
  }
  const port = node.openPort();
  send({ type: 'frames', port }, [port]);
  source.connect(node);
  let destroyed = false;
  let freed = false;
  const free = () => {
    if (freed) return;
    freed = true;
    source.disconnect();
    node.destroy();
    worker.terminate();
  };
  release = free;
  if (degraded) free();
  return {
    setActive(next: boolean) {
      if (destroyed || next === active) return;
      active = next;
      // Degraded: the level detector's word stands (the "can't hear you" help keeps working).
      if (next && degraded) cb.onSpeech();
      else if (!degraded) send({ type: 'active', active: next });
    },
    degrade() {
      degraded = true;
      free();
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      active = false;
      free();
    },
  };
}
