import type { AudioEngine } from './audio-engine.ts';
import { Emitter } from './emitter.ts';

/** Lifecycle of every AudioEngine.create(): starting, then created or failed. */
export type EngineLifecycleEvents = { starting: null; created: AudioEngine; failed: Error };

/**
 * Process-wide lifecycle events, so slow-state stores can follow any engine without the engine importing them
 * (imports flow stores → engine). Holds no AudioWorkletNode code: safe to import anywhere.
 */
export const engineLifecycle = new Emitter<EngineLifecycleEvents>();
