// Messages between the main thread and the voice-activity worker (onnxruntime + Silero v5 off the main thread).

/** Main → worker: load the model (URLs are absolute: a worker resolves relative ones against its own script). */
export type VadInitMessage = { type: 'init'; modelUrl: string; wasmBase: string };
/** Main → worker: the port on which the capture worklet posts 512-sample float32 16 kHz frames ({ type: 'pcm', data },
 *  transferred), straight to the worker; `P` is MessagePort. */
export type VadFramesMessage<P = unknown> = { type: 'frames'; port: P };
/** Main → worker: whether frames count (the level detector hears the visitor); inactive frames are dropped, and going
 *  inactive (the visitor went quiet) forgets the utterance and the model state. */
export type VadActiveMessage = { type: 'active'; active: boolean };
/** Everything the main thread says to the voice-activity worker. */
export type VadCommand<P = unknown> = VadInitMessage | VadFramesMessage<P> | VadActiveMessage;

/** Where a load's time went: model fetch, session creation (with onnxruntime's wasm fetch + compile), first inference. */
export type VadLoadPhases = { fetchMs: number; sessionMs: number; firstMs: number };
/** Worker → main: the model is loaded (`ms` from init to ready). */
export type VadReadyEvent = { type: 'ready'; ms: number; phases?: VadLoadPhases };
/** Worker → main: real speech started (vad-web's SpeechRealStart: past minSpeechMs, not a misfire); `inferMs` is the
 *  mean time of one frame's inference so far. */
export type VadSpeechEvent = { type: 'speech'; inferMs?: number };
/** Worker → main: frames arrive faster than the model runs (a slow device): the caller falls back. */
export type VadOverloadEvent = { type: 'overloaded'; dropped: number };
/** Worker → main: loading or inference failed. */
export type VadErrorEvent = { type: 'error'; message: string };
/** Everything the voice-activity worker says. */
export type VadEvent = VadReadyEvent | VadSpeechEvent | VadOverloadEvent | VadErrorEvent;
