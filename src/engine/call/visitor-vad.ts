/** A running voice-activity detector on the visitor's microphone. */
export type VisitorVad = { destroy(): Promise<void> };

/** Callbacks of the detector. */
export type VisitorVadCallbacks = { onSpeechStart(): void; onSpeechEnd(): void };

/** Where vad-web's worklet, model and onnxruntime wasm are served (scripts/vite-vad-assets.ts). */
export const VAD_BASE_PATH = `${import.meta.env.BASE_URL}vad/`;

/**
 * Starts @ricky0123/vad-web (Silero v5) on the engine's own AudioContext and microphone stream. Loaded on demand:
 * vad-web and onnxruntime stay out of every other page. The shared stream is never stopped by the detector.
 */
export async function startVisitorVad(context: AudioContext, stream: MediaStream, cb: VisitorVadCallbacks): Promise<VisitorVad> {
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
    onSpeechStart: () => cb.onSpeechStart(),
    onSpeechEnd: () => cb.onSpeechEnd(),
    onVADMisfire: () => cb.onSpeechEnd(),
    startOnLoad: true,
  });
  return { destroy: () => vad.destroy() };
}
