// The harness's audio state for React (harness-only; the product's call page uses the call store): engine status, who is speaking, levels at ≤ 10 Hz, the last error.
// Fast per-frame values never pass through here (they go worklet → visualizer worker).
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AudioEngine, EngineStatus } from '../src/engine/audio/audio-engine.ts';

/** The store's state. */
export type AudioState = {
  status: EngineStatus;
  assistantSpeaking: boolean;
  visitorSpeaking: boolean;
  /** 0..1 (level / 0.15, capped), updated at ≤ 10 Hz. */
  assistantLevel: number;
  /** 0..1 (level / 0.15, capped), updated at ≤ 10 Hz. */
  visitorLevel: number;
  error: string | null;
};

const initial: AudioState = {
  status: 'idle',
  assistantSpeaking: false,
  visitorSpeaking: false,
  assistantLevel: 0,
  visitorLevel: 0,
  error: null,
};

/** The audio store (vanilla zustand; read it in React through the hooks below). */
export const audioStore = createStore<AudioState>(() => initial);

/** Back to the initial state (e.g. between calls). */
export function resetAudioStore(): void {
  audioStore.setState(initial, true);
}

let current: AudioEngine | null = null;

/** Mirrors an engine's events into the store (done for every created engine); returns the unsubscribe. */
export function bindAudioEngine(engine: AudioEngine): () => void {
  current = engine;
  // Only the latest engine writes: a previous one being torn down late must not mark the new one closed.
  const set = (patch: Partial<AudioState>) => {
    if (current === engine) audioStore.setState(patch);
  };
  set({ status: 'running', error: null });
  const offs = [
    engine.on('speech-start', () => set({ assistantSpeaking: true })),
    engine.on('speech-end', () => set({ assistantSpeaking: false })),
    engine.on('visitor-speech-start', () => set({ visitorSpeaking: true })),
    engine.on('visitor-speech-end', () => set({ visitorSpeaking: false })),
    engine.on('levels', (l) => {
      const s = audioStore.getState();
      // Skip no-op updates (silence keeps reporting zeros): React re-renders only on change.
      if (s.assistantLevel !== l.assistant || s.visitorLevel !== l.visitor) set({ assistantLevel: l.assistant, visitorLevel: l.visitor });
    }),
    engine.on('error', (e) => set({ error: e.message })),
    engine.on('status', (status) =>
      set(
        status === 'closed' ? { status, assistantSpeaking: false, visitorSpeaking: false, assistantLevel: 0, visitorLevel: 0 } : { status },
      ),
    ),
  ];
  return () => offs.forEach((off) => off());
}

/** How an engine is made: AudioEngine.create, loaded on demand (tests pass their own). */
export type CreateEngine = (opts?: { latencyHint?: AudioContextLatencyCategory }) => Promise<AudioEngine>;

const createLazily: CreateEngine = async (opts) => {
  // The engine (and its AudioWorkletNode subclasses) is only needed once the harness starts one.
  const { AudioEngine } = await import('../src/engine/audio/audio-engine.ts');
  return AudioEngine.create(opts);
};

/** Creates an AudioEngine; the store follows it: 'starting', then 'running' (bound) or 'error'. */
export async function startAudioEngine(
  opts?: { latencyHint?: AudioContextLatencyCategory },
  create: CreateEngine = createLazily,
): Promise<AudioEngine> {
  audioStore.setState({ ...initial, status: 'starting' }, true);
  try {
    const engine = await create(opts);
    bindAudioEngine(engine);
    return engine;
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    audioStore.setState({ status: 'error', error: err.message });
    throw err;
  }
}

/** React hook: a slice of the audio store. */
export function useAudioState<T>(select: (s: AudioState) => T): T {
  return useStore(audioStore, select);
}

/** React hook: engine status. */
export const useAudioStatus = () => useAudioState((s) => s.status);
/** React hook: is the assistant speaking? */
export const useAssistantSpeaking = () => useAudioState((s) => s.assistantSpeaking);
/** React hook: is the visitor speaking? */
export const useVisitorSpeaking = () => useAudioState((s) => s.visitorSpeaking);
/** React hook: assistant level 0..1 at ≤ 10 Hz. */
export const useAssistantLevel = () => useAudioState((s) => s.assistantLevel);
/** React hook: the last audio error message, or null. */
export const useAudioError = () => useAudioState((s) => s.error);
