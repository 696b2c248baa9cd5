// Messages of the analysis worklet: to/from the main thread (slow state) and to the visualizer (per frame).
// No DOM, WebWorker or AudioWorklet names here: this folder is compiled under every global scope.
import type { CaptureOptions } from './pcm-messages.ts';

/** Which voice a message is about: the assistant (remote audio, input 1) or the visitor (microphone, input 0). */
export type Voice = 'assistant' | 'visitor';

/** Settings of the analysis worklet (its processorOptions). */
export type AnalysisOptions = {
  /** Level reports to the main thread at most this often (docs/product.md §9: 100 ms → 10 Hz). */
  levelIntervalMs: number;
  /** Spectra to the visualizer this often (about one per display frame). */
  spectrumIntervalMs: number;
  /** Whether level reports start on (default true); the engine turns them on only while someone listens. */
  levels?: boolean;
};

/** The worklet is constructed and answering (module loaded, options read). */
export type AnalysisReadyMessage = { type: 'ready'; sampleRate: number };
/** Speech started or ended on one voice, at `time` audio-clock seconds (the decisive quantum). */
export type SpeechMessage = { type: 'speech'; voice: Voice; speaking: boolean; time: number };
/** Peak summed levels of the last interval (raw, not normalised), at ≤ 10 Hz. */
export type LevelsMessage = { type: 'levels'; assistant: number; visitor: number; time: number };
/** Everything the analysis worklet says to the main thread. */
export type AnalysisEvent = AnalysisReadyMessage | SpeechMessage | LevelsMessage;

/** Main thread → worklet: send spectra to this port from now on (transferred). `P` is MessagePort. */
export type ConnectVisualizerMessage<P = unknown> = { type: 'connect-visualizer'; port: P };
/** Main thread → worklet: frame the microphone (input 0) for the transport and post each frame, transferred, on
 *  this port as { type: 'pcm', data } (the capture tap: no separate capture worklet node). `P` is MessagePort. */
export type ConnectCaptureMessage<P = unknown> = { type: 'connect-capture'; port: P; options: CaptureOptions };
/** Main thread → worklet: stop processing (the node is being torn down). */
export type StopMessage = { type: 'stop' };
/** Main thread → worklet: report levels (≤ 10 Hz) or not — each report costs the main thread a task. */
export type LevelsSwitchMessage = { type: 'levels'; on: boolean };
/** Everything the main thread says to the analysis worklet. */
export type AnalysisCommand<P = unknown> = ConnectVisualizerMessage<P> | ConnectCaptureMessage<P> | StopMessage | LevelsSwitchMessage;

/** Worklet → visualizer, about one per display frame: byte spectra (fft 512 → 256 bins) and normalised levels. */
export type SpectrumFrame = {
  type: 'spectrum';
  time: number;
  assistant: Uint8Array;
  visitor: Uint8Array;
  assistantLevel: number;
  visitorLevel: number;
  assistantSpeaking: boolean;
  visitorSpeaking: boolean;
};

/** Visualizer → worklet, on the same port: send spectra every `every` display frames from now on (1 = each
 *  frame; the visualizer's cheaper quality levels draw at 30 or 20 Hz, so spectra are not computed in vain). */
export type SpectrumRateMessage = { type: 'spectrum-rate'; every: number };
