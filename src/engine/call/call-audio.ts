import type { Unsubscribe } from './call-types.ts';

/** Audio events VoiceCall relays (docs/product.md §9 speaking detection and levels come from the engine's worklet). */
export type CallAudioEvent = 'speech-start' | 'speech-end' | 'visitor-speech-start' | 'visitor-speech-end';

/** The slice of the audio engine a call needs; AudioEngine (plus the visitor's microphone stream) fills it. */
export interface CallAudio {
  /** The visitor's microphone, already attached to the engine for analysis. */
  readonly microphone: MediaStream;
  /** Daily: remote audio → analysis tap, volume gain → speakers. */
  attachRemoteStream(stream: MediaStream): void;
  /** WebSocket: a port accepting {type:'pcm'|'clear'} for the playback worklet (transferable). */
  createPlayback(): MessagePort;
  /** WebSocket: a port emitting {type:'pcm', data} s16le 16 kHz 20-ms microphone frames (transferable). */
  createCapture(): MessagePort;
  setVolume(volume0to100: number): void;
  onSpeech(type: CallAudioEvent, listener: () => void): Unsubscribe;
  /** Whether a voice is speaking now (speech may start before the call subscribes). */
  isSpeaking(voice: 'assistant' | 'visitor'): boolean;
  onVolumeLevel(listener: (level: number) => void): Unsubscribe;
  /** Resumes a suspended/interrupted AudioContext (call it inside a user gesture: iOS unlock, 'Tap to resume audio'). */
  resume?(): Promise<void>;
  /** The AudioContext's state as the system changes it (suspended/interrupted/running). */
  onContextState?(listener: (state: 'running' | 'suspended' | 'interrupted') => void): Unsubscribe;
  /** Swaps in another microphone stream (analysis and capture follow; the old tracks are stopped). */
  replaceMicrophone?(stream: MediaStream): void;
  /** Routes the agent's audio to an output device (where setSinkId exists). */
  setSinkId?(deviceId: string): Promise<void>;
  /** Stops the tracks, the worker and the context (idempotent). */
  destroy(): Promise<void> | void;
}
