// The embeddable voice-call engine (docs/engine.md): plain TypeScript, no React, no store.
export { createVoiceCall, type VoiceCallOptions } from './create-voice-call.ts';
export type { VoiceCall, VoiceCallDeps } from './call/voice-call.ts';
export type { CallError, CallErrorKind, CallErrorType, StartStage, VoiceCallEvents, DeviceList, CallDevice } from './call/call-types.ts';
export type { CallState, CallEndReason, StateChange } from './call/call-state.ts';
export type { WebCall, WebCallRequest } from './call/web-call.ts';
export type { AgentMessage, ClientMessage, TranscriptMessage } from '../protocol/messages.ts';
export type { EventSource, Listener, Unsubscribe } from './events.ts';
