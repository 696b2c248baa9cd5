import type { Clock } from './call-clock.ts';
import type { CallAudio } from './call-audio.ts';
import type { CallTransport } from './call-types.ts';
import type { MediaDevicesLike } from './call-devices.ts';
import type { OnlineSource } from './network-monitor.ts';
import type { RequestWakeLock } from './wake-lock.ts';
import type { WebCall, WebCallRequest } from './web-call.ts';

/** What VoiceCall needs from the outside; every piece is injectable for tests. */
export type VoiceCallDeps = {
  createWebCall(body: WebCallRequest): Promise<WebCall>;
  /** Creates the audio engine with the visitor's microphone attached (the chosen one, if any), or hands over a warmed-up one. */
  createAudio(opts?: { microphoneId?: string }): Promise<CallAudio>;
  createTransport(webCall: WebCall, audio: CallAudio): CallTransport | Promise<CallTransport>;
  isMobile?: () => boolean;
  clock?: Clock;
  /** Runs synchronously inside start() (the Start gesture): resume a warmed-up AudioContext (iOS unlock). */
  unlockAudio?: () => void;
  /** Devices for the pickers and the microphone guard (navigator.mediaDevices by default). */
  mediaDevices?: MediaDevicesLike | null;
  /** online/offline events (window by default). */
  online?: OnlineSource | null;
  requestWakeLock?: RequestWakeLock;
  /** Longest time in `reconnecting` before the call ends as connection-lost (default 45 s). */
  maxReconnectMs?: number;
};

/** Default cap on reconnecting: longer than the server's 30-s grace period plus the last backoff step. */
export const MAX_RECONNECT_MS = 45_000;
