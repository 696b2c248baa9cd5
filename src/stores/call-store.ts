import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEFAULT_VOLUME } from '../engine/dsp/volume.ts';

/** Page states (docs/product.md §4): idle → connecting → active → ended, plus reconnecting while a live call recovers its link. */
export type CallStatus = 'idle' | 'connecting' | 'active' | 'reconnecting' | 'ended';

/** Microphone state: permission denied, no device, or fine. */
export type MicProblem = 'denied' | 'unavailable' | null;

/** One caption line from a transcript message. */
export type Caption = { role: 'assistant' | 'user'; text: string };

/** Why the last call ended, as far as the page words it: lost link, lost microphone, or anything else. */
export type PageEndReason = 'connection-lost' | 'mic-lost' | 'other' | null;

/** A field event about the microphone: it went away (and maybe another took over), or none is left. */
export type MicNotice = { kind: 'lost' | 'switched' | 'none'; label?: string } | null;

/** Network as the page words it: fine, poor, or the browser is offline. */
export type NetworkState = 'good' | 'poor' | 'offline';

/** One choice in a device picker. */
export type DeviceOption = { id: string; label: string };

/** The pickers' lists; `speakers` is null where the browser cannot route output (no setSinkId). */
export type DeviceLists = { mics: DeviceOption[]; speakers: DeviceOption[] | null };

/** Slow call state for the UI (fast values — levels — never go through here). */
export type CallState = {
  status: CallStatus;
  assistantSpeaking: boolean;
  /** Between the end of the visitor's turn and the agent's first audio. */
  thinking: boolean;
  muted: boolean;
  volume: number;
  /** Every final line of the current (or last) call: kept after it ends, until the next call starts. */
  captions: Caption[];
  /** The visitor's words so far while they are still speaking (a partial transcript); the final line replaces it. */
  partialCaption: string | null;
  micProblem: MicProblem;
  /** 'We can hear you' check in the details modal: idle → checking → heard. */
  micCheck: 'idle' | 'checking' | 'heard';
  /** The visitor has been silent for long during a call. */
  silentHint: boolean;
  callId: string | null;
  /** Counts call attempts: each call draws on a fresh canvas (a canvas can go offscreen only once). */
  attempt: number;
  endReason: PageEndReason;
  network: NetworkState;
  micNotice: MicNotice;
  /** The browser suspended or interrupted playback: a tap resumes it. */
  audioSuspended: boolean;
  /** The rating was given or dismissed for the last call. */
  feedbackDone: boolean;
  /** Microphones and speakers the pickers offer, and the visitor's choices (null: the browser's default). */
  devices: DeviceLists;
  micId: string | null;
  speakerId: string | null;
};

const initial: CallState = {
  status: 'idle',
  assistantSpeaking: false,
  thinking: false,
  muted: false,
  volume: DEFAULT_VOLUME,
  captions: [],
  partialCaption: null,
  micProblem: null,
  micCheck: 'idle',
  silentHint: false,
  callId: null,
  attempt: 0,
  endReason: null,
  network: 'good',
  micNotice: null,
  audioSuspended: false,
  feedbackDone: false,
  devices: { mics: [], speakers: null },
  micId: null,
  speakerId: null,
};

/** Field notices and per-call flags that an ending clears (the transcript and end reason stay). */
export const IN_CALL_RESET: Partial<CallState> = {
  assistantSpeaking: false,
  thinking: false,
  silentHint: false,
  muted: false,
  partialCaption: null,
  micNotice: null,
  audioSuspended: false,
};

/** The call store (one per app). */
export const callStore = createStore<CallState>(() => initial);

/** Merges a partial update. */
export function patchCall(patch: Partial<CallState>): void {
  callStore.setState(patch);
}

/** Back to idle, keeping the visitor's volume, microphone state, devices and choices, network and attempt count. */
export function resetCall(): void {
  const { volume, micProblem, attempt, network, devices, micId, speakerId } = callStore.getState();
  callStore.setState({ ...initial, volume, micProblem, attempt, network, devices, micId, speakerId });
}

/** Adds a final caption line to the call's transcript; the visitor's final line replaces their partial one. */
export function addCaption(caption: Caption): void {
  const { captions, partialCaption } = callStore.getState();
  callStore.setState({ captions: [...captions, caption], partialCaption: caption.role === 'user' ? null : partialCaption });
}

/** React hook: a slice of the call state. */
export function useCallState<T>(selector: (s: CallState) => T): T {
  return useStore(callStore, selector);
}
