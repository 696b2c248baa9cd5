import type { AgentMessage, ClientMessage } from './messages.ts';

/** SPEC §4: the start stages, in the order they run. */
export const START_STAGES = [
  'initialization',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;

/** One start stage. */
export type StartStage = (typeof START_STAGES)[number];

/** SPEC §8: start-flow error types, plus the in-call errors a transport reports. */
export type CallErrorType =
  | 'validation-error'
  | 'daily-call-object-creation-error'
  | 'daily-call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  | 'start-method-error'
  | 'call-error';

/** An error event of VoiceCall. `reason` names a fatal transport error (e.g. 'ejected', 'exp-room'). */
export type CallError = { type: CallErrorType; stage?: StartStage; message: string; reason?: string; error?: unknown };

/** `call-start-progress` payload; `duration` (ms) on completed/failed. */
export type StartProgress = {
  stage: StartStage;
  status: 'started' | 'completed' | 'failed';
  duration?: number;
  timestamp: number;
  metadata?: Record<string, unknown>;
};

/** Every event VoiceCall emits. */
export type VoiceCallEvents = {
  'call-start-progress': StartProgress;
  'call-start-success': { totalDuration: number; callId: string; stages: Partial<Record<StartStage, number>> };
  'call-start-failed': { stage: StartStage; totalDuration: number; error: string };
  'call-start': void;
  'call-end': void;
  'speech-start': void;
  'speech-end': void;
  'visitor-speech-start': void;
  'visitor-speech-end': void;
  'volume-level': number;
  message: AgentMessage;
  error: CallError;
};

/** What a transport tells VoiceCall. `left` means the call is over (by either side). */
export type TransportEvents = {
  listening: void;
  message: AgentMessage;
  left: void;
  /** A fatal error after joining; VoiceCall ends the call. */
  fatal: { reason: string; message: string };
};

/** Subscription helper shared by transports and the audio engine's shape. */
export type Unsubscribe = () => void;

/** One way to carry a call: Daily room or the local WebSocket. Each method is one start stage. */
export interface CallTransport {
  readonly kind: 'daily' | 'websocket';
  /** daily-call-object-creation: build the client object (no network yet). */
  create(): Promise<void>;
  /** daily-call-join: connect and start sending the microphone. */
  join(): Promise<void>;
  /** video-recording-setup: start recording when the artifact plan asks for it (no-op otherwise). */
  setupRecording(): Promise<void>;
  /** audio-processing-setup: noise cancellation on the input (no-op where the server does it). */
  setupAudioProcessing(): Promise<void>;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  send(message: ClientMessage): void;
  on<K extends keyof TransportEvents>(type: K, listener: (payload: TransportEvents[K]) => void): Unsubscribe;
  /** Leaves the call (idempotent); emits `left` when it was joined. */
  leave(): Promise<void>;
  /** Frees everything (idempotent), without emitting. */
  destroy(): Promise<void>;
}
