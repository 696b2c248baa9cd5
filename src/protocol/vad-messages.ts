// Messages between the main thread and the voice-activity worker (onnxruntime + Silero v5 off the main thread).

/** Main → worker: load the model (URLs are absolute: a worker resolves relative ones against its own script). */
export type VadInitMessage = { type: 'init'; modelUrl: string; wasmBase: string };
/** Main → worker: one 512-sample 16 kHz frame from vad-web's worklet (transferred). */
export type VadFrameMessage = { type: 'frame'; data: ArrayBuffer };
/** Main → worker: the visitor went quiet; forget the utterance and the model state. */
export type VadResetMessage = { type: 'reset' };
/** Everything the main thread says to the voice-activity worker. */
export type VadCommand = VadInitMessage | VadFrameMessage | VadResetMessage;

/** Worker → main: the model is loaded (`ms` from init to ready). */
export type VadReadyEvent = { type: 'ready'; ms: number };
/** Worker → main: real speech started (vad-web's SpeechRealStart: past minSpeechMs, not a misfire). */
export type VadSpeechEvent = { type: 'speech' };
/** Worker → main: frames arrive faster than the model runs (a slow device): the caller falls back. */
export type VadOverloadEvent = { type: 'overloaded'; dropped: number };
/** Worker → main: loading or inference failed. */
export type VadErrorEvent = { type: 'error'; message: string };
/** Everything the voice-activity worker says. */
export type VadEvent = VadReadyEvent | VadSpeechEvent | VadOverloadEvent | VadErrorEvent;
