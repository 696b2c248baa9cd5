import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** SPEC §4 page states: idle → connecting → active → ended; an error returns to idle. */
export type CallStatus = 'idle' | 'connecting' | 'active' | 'ended';

/** Microphone state: permission denied, no device, or fine. */
export type MicProblem = 'denied' | 'unavailable' | null;

/** One caption line from a transcript message. */
export type Caption = { role: 'assistant' | 'user'; text: string };

/** Slow call state for the UI (fast values — levels — never go through here). */
export type CallState = {
  status: CallStatus;
  assistantSpeaking: boolean;
  muted: boolean;
  volume: number;
  captions: Caption[];
  micProblem: MicProblem;
  /** 'We can hear you' check in the details modal: idle → checking → heard. */
  micCheck: 'idle' | 'checking' | 'heard';
  /** The visitor has been silent for long during a call. */
  silentHint: boolean;
  callId: string | null;
  /** Counts call attempts: each call draws on a fresh canvas (a canvas can go offscreen only once). */
  attempt: number;
};

/** SPEC §9: default playback volume. */
export const DEFAULT_VOLUME = 80;
// Keep the last few lines: captions show what is being said now, not a transcript.
const MAX_CAPTIONS = 4;

const initial: CallState = {
  status: 'idle',
  assistantSpeaking: false,
  muted: false,
  volume: DEFAULT_VOLUME,
  captions: [],
  micProblem: null,
  micCheck: 'idle',
  silentHint: false,
  callId: null,
  attempt: 0,
};

/** The call store (one per app). */
export const callStore = createStore<CallState>(() => initial);

/** Merges a partial update. */
export function patchCall(patch: Partial<CallState>): void {
  callStore.setState(patch);
}

/** Back to idle, keeping the visitor's volume choice. */
export function resetCall(): void {
  const { volume, micProblem, attempt } = callStore.getState();
  callStore.setState({ ...initial, volume, micProblem, attempt });
}

/** Adds a final caption line (merging a speaker's consecutive lines). */
export function addCaption(caption: Caption): void {
  const captions = [...callStore.getState().captions, caption].slice(-MAX_CAPTIONS);
  callStore.setState({ captions });
}

/** React hook: a slice of the call state. */
export function useCallState<T>(selector: (s: CallState) => T): T {
  return useStore(callStore, selector);
}
