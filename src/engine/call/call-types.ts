import type { AgentMessage, ClientMessage } from '../../protocol/messages.ts';
import type { CallEndReason, CallState, StateChange } from './call-state.ts';
import type { NetworkQuality } from '../../protocol/link-utils.ts';

export type { CallEndReason, CallState, StateChange };

/** docs/product.md §4: the start stages, in the order they run. */
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

/** docs/product.md §8: start-flow error types, plus the in-call errors a transport reports. */
export type CallErrorType =
  | 'validation-error'
  | 'daily-call-object-creation-error'
  | 'daily-call-join-error'
  | 'video-recording-setup-error'
  | 'audio-observer-setup-error'
  | 'audio-processing-setup-error'
  | 'start-method-error'
  | 'call-error';

/** What went wrong, for the page to word it: media errors by DOMException name, network, the provider's refusal. */
export type CallErrorKind =
  'permission-denied' | 'device-not-found' | 'device-in-use' | 'overconstrained' | 'network' | 'provider-rejected' | 'aborted' | 'unknown';

/**
 * An error event of VoiceCall. `reason` names a fatal transport error (e.g. 'ejected', 'exp-room'); `kind` types it
 * (always set by VoiceCall); `status` is the provider's HTTP status when kind is 'provider-rejected'.
 */
export type CallError = {
  type: CallErrorType;
  stage?: StartStage;
  message: string;
  reason?: string;
  error?: unknown;
  kind?: CallErrorKind;
  status?: number;
};

/** Network health (see link-utils.ts). */
export type { NetworkQuality };

/** One audio device (label may be '' before permission). */
export type CallDevice = { deviceId: string; label: string; kind: 'audioinput' | 'audiooutput' };

/** Devices for the pickers; speakers only where HTMLMediaElement/AudioContext setSinkId exists. */
export type DeviceList = { microphones: CallDevice[]; speakers: CallDevice[]; canChooseSpeaker: boolean };

/** The live microphone: it ended (unplugged/revoked), the call moved to another one, or none is left. */
export type MicrophoneEvent =
  { status: 'lost'; label: string } | { status: 'switched'; device: CallDevice } | { status: 'none-left'; message: string };

/** A reconnect attempt is scheduled (WebSocket transport). */
export type ReconnectAttempt = { attempt: number; delayMs: number };

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
  /** Every state change; on `ended` it carries the typed reason (and the error, if any). */
  'state-change': StateChange<CallError>;
  'reconnect-attempt': ReconnectAttempt;
  'network-quality': NetworkQuality;
  microphone: MicrophoneEvent;
  'devices-changed': DeviceList;
  /** The AudioContext was suspended/interrupted by the system: show 'Tap to resume audio' → resumeAudio(). */
  'audio-suspended': { state: 'suspended' | 'interrupted' };
  'audio-resumed': void;
};

/** What a transport tells VoiceCall. `left` means the call is over (by either side). */
export type TransportEvents = {
  listening: void;
  message: AgentMessage;
  left: void;
  /** A fatal error after joining; VoiceCall ends the call (reason 'connection-lost' ends it as connection-lost). */
  fatal: { reason: string; message: string };
  /** The link dropped but the call may resume: VoiceCall moves to `reconnecting`. */
  interrupted: { reason: string };
  /** The link is back (same call): VoiceCall moves to `connected`. */
  resumed: void;
  'reconnect-attempt': ReconnectAttempt;
  quality: NetworkQuality;
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
