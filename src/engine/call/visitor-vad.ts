/** A voice-activity detector on the visitor's microphone; it runs only while `setActive(true)`. */
export type VisitorVad = { setActive(active: boolean): void; destroy(): Promise<void> };

/** Called when the model hears real speech (not a misfire). */
export type VisitorVadCallbacks = { onSpeech(): void };

/** Where vad-web's worklet, model and onnxruntime wasm are served (scripts/vite-vad-assets.ts). */
export const VAD_BASE_PATH = `${import.meta.env.BASE_URL}vad/`;

/**
 * Loads @ricky0123/vad-web (Silero v5) on the engine's own AudioContext and microphone stream, paused. Loaded on
 * demand: vad-web and onnxruntime stay out of every other page. The model runs on the main thread (~30 inferences/s),
 * so callers gate it with setActive — e.g. only while the engine's level detector hears the visitor. The shared
 * stream is never stopped by the detector.
 */
export async function loadVisitorVad(context: AudioContext, stream: MediaStream, cb: VisitorVadCallbacks): Promise<VisitorVad> {
  const { MicVAD } = await import('@ricky0123/vad-web');
  const vad = await MicVAD.new({
    model: 'v5',
    audioContext: context,
    getStream: async () => stream,
    // The stream belongs to the audio engine: pausing or destroying the detector must leave its tracks alone.
    pauseStream: async () => undefined,
    resumeStream: async (s) => s,
    baseAssetPath: VAD_BASE_PATH,
    onnxWASMBasePath: VAD_BASE_PATH,
    onSpeechRealStart: () => cb.onSpeech(),
    startOnLoad: false,
  });
  let active = false;
  let started = false;
  let destroyed = false;
  // start/pause are async inside vad-web; chain them so they never interleave.
  let chain: Promise<void> = Promise.resolve();
  const run = (fn: () => Promise<void>) => (chain = chain.then(fn).catch(() => undefined));
  return {
    setActive(next: boolean) {
      if (destroyed || next === active) return;
      active = next;
      if (next) started = true;
      void run(() => (next ? vad.start() : vad.pause()));
    },
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await chain;
      // vad-web's destroy() needs its audio graph, which exists only once started; unstarted, free the model alone.
      if (started) await vad.destroy().catch(() => undefined);
      else await (vad as unknown as { model: { release(): Promise<void> } }).model.release().catch(() => undefined);
    },
  };
}
