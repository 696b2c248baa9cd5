// A call's audio: the visitor's microphone feeding a fresh AudioEngine, which VoiceCall sees through CallAudio.
import { AudioEngine } from '../audio/audio-engine.ts';
import type { CallAudio } from './call-audio.ts';
import { MIC_CONSTRAINTS_AUDIO } from './mic-constraints.ts';

/** Microphone constraints of a call: mono speech with the browser's echo/noise processing. */
export const MIC_CONSTRAINTS: MediaStreamConstraints = { audio: MIC_CONSTRAINTS_AUDIO };

/** An audio engine with the visitor's microphone attached, plus the CallAudio view VoiceCall uses. */
export type CallAudioSession = { engine: AudioEngine; audio: CallAudio };

/**
 * Asks for the microphone, creates the engine and attaches the mic. `onTeardown` runs before the engine is
 * destroyed (e.g. a voice-activity detector sharing the context). Rejects with getUserMedia's own DOMException.
 */
export async function openCallAudio(
  onTeardown: () => Promise<void> | void = () => undefined,
  opts: { microphoneId?: string } = {},
): Promise<CallAudioSession> {
  const constraints = opts.microphoneId ? { audio: { ...MIC_CONSTRAINTS_AUDIO, deviceId: { exact: opts.microphoneId } } } : MIC_CONSTRAINTS;
  const stream = await navigator.mediaDevices.getUserMedia(constraints);
  let engine: AudioEngine;
  try {
    engine = await AudioEngine.create();
    engine.attachMicrophone(stream);
  } catch (err) {
    for (const t of stream.getTracks()) t.stop();
    throw err;
  }
  let microphone = stream;
  const audio: CallAudio = {
    get microphone() {
      return microphone;
    },
    resume: () => engine.resume(),
    onContextState: (listener) => engine.on('context-state', listener),
    replaceMicrophone: (s) => {
      engine.replaceMicrophone(s);
      microphone = s;
    },
    setSinkId: (id) => engine.setSinkId(id),
    attachRemoteStream: (s) => engine.attachRemoteStream(s),
    createPlayback: () => engine.createPlayback(),
    createCapture: () => engine.createCapture(),
    setVolume: (v) => engine.setVolume(v),
    onSpeech: (type, listener) => engine.on(type, () => listener()),
    isSpeaking: (voice) => engine.isSpeaking(voice),
    onVolumeLevel: (listener) => engine.on('volume-level', listener),
    destroy: async () => {
      try {
        await onTeardown();
      } finally {
        await engine.destroy();
      }
    },
  };
  return { engine, audio };
}
