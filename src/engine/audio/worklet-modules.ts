// The three worklet modules, built by Vite as separate files (`?worker&url` works in dev and in the build).
import analysisUrl from '../../../worklets/analysis-processor.ts?worker&url';
import captureUrl from '../../../worklets/capture-processor.ts?worker&url';
import playbackUrl from '../../../worklets/playback-processor.ts?worker&url';

/** Processor names registered by the worklet modules. */
export const PROCESSORS = { analysis: 'vaiu-analysis', capture: 'vaiu-capture', playback: 'vaiu-playback' } as const;

/** The clear error when the browser has no AudioWorklet (old Safari, some in-app browsers). */
export const NO_AUDIO_WORKLET =
  'This browser does not support AudioWorklet, which the live voice call needs. Please use a recent Chrome, Edge, Firefox or Safari.';

/** True when this browser can run the engine's worklets. */
export function hasAudioWorklet(): boolean {
  return typeof AudioContext !== 'undefined' && typeof AudioWorkletNode !== 'undefined' && 'audioWorklet' in AudioContext.prototype;
}

/** Loads all worklet modules into the context. */
export async function loadWorklets(ctx: BaseAudioContext): Promise<void> {
  await Promise.all([analysisUrl, captureUrl, playbackUrl].map((url) => ctx.audioWorklet.addModule(url)));
}

/** Resolves with the first message a fresh worklet node posts on its port (its 'ready'), or rejects on error. */
export function whenReady(node: AudioWorkletNode, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Audio worklet did not start in time')), timeoutMs);
    const done = (fn: () => void) => {
      clearTimeout(timer);
      node.port.removeEventListener('message', onMessage);
      node.removeEventListener('processorerror', onError);
      fn();
    };
    const onMessage = (e: MessageEvent) => {
      if ((e.data as { type?: string })?.type === 'ready') done(resolve);
    };
    const onError = () => done(() => reject(new Error('Audio worklet failed to start')));
    node.port.addEventListener('message', onMessage);
    node.addEventListener('processorerror', onError);
    node.port.start();
  });
}
