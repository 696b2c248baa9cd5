// The engine's front door: a VoiceCall wired to a provider, the microphone, the audio engine and the transports.
import { VoiceCall, type VoiceCallDeps } from './call/voice-call.ts';
import { createProviderClient } from './call/provider-client.ts';
import { openCallAudio } from './call/engine-audio.ts';
import { createTransport } from './call/transports/create-transport.ts';
import type { VoiceColors } from '../protocol/visualizer-messages.ts';

/** Options of createVoiceCall: where the provider is, its public key, and optionally a canvas for the visualizer. */
export type VoiceCallOptions = {
  /** Provider API base: the local services' `<origin>/provider`, or `https://api.vapi.ai`. */
  providerUrl: string;
  /** The provider's public key (the local services accept any non-empty key when run keyless). */
  publicKey: string;
  /** Draws both voices here (off the main thread where OffscreenCanvas exists). */
  canvas?: HTMLCanvasElement;
  /** Colours of the two voices and the idle line (CSS colours); defaults suit a light page. */
  colors?: VoiceColors;
  /** Override any dependency (tests, custom transports); the defaults above fill the rest. */
  deps?: Partial<VoiceCallDeps>;
};

const DEFAULT_COLORS: VoiceColors = { assistant: '#6d5dfc', visitor: '#0f9f7f', idle: '#9aa3c7' };

/** Creates a voice call (no React, no store): `call.on(…)`, `await call.start({ assistantId })`, `call.end()`. */
export function createVoiceCall(options: VoiceCallOptions): VoiceCall {
  const provider = createProviderClient({ baseUrl: options.providerUrl, apiKey: options.publicKey });
  return new VoiceCall({
    createWebCall: (body) => provider.createWebCall(body),
    createAudio: async (opts) => {
      const { engine, audio } = await openCallAudio(undefined, opts);
      if (options.canvas) await engine.attachCanvas(options.canvas, options.colors ?? DEFAULT_COLORS);
      return audio;
    },
    createTransport,
    ...options.deps,
  });
}
