import { AudioEngine } from '../audio/audio-engine.ts';
import type { CallAudio } from './call-audio.ts';

/** Microphone constraints of a call: mono speech with the browser's echo/noise processing. */
export const MIC_CONSTRAINTS: MediaStreamConstraints = {
  audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};

/** An audio engine with the visitor's microphone attached, plus the CallAudio view VoiceCall uses. */
export type CallAudioSession = { engine: AudioEngine; audio: CallAudio };

/**
 * Asks for the microphone, creates the engine and attaches the mic. `extraTeardown` runs before the engine is
 * destroyed (e.g. a voice-activity detector sharing the context). Rejects with getUserMedia's own DOMException.
 */
export async function openCallAudio(onTeardown: () => Promise<void> | void = () => undefined): Promise<CallAudioSession> {
  const stream = await navigator.mediaDevices.getUserMedia(MIC_CONSTRAINTS);
  let engine: AudioEngine;
  try {
    engine = await AudioEngine.create();
    engine.attachMicrophone(stream);
  } catch (err) {
    for (const t of stream.getTracks()) t.stop();
    throw err;
  }
  const audio: CallAudio = {
    microphone: stream,
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
