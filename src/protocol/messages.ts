// Wire types of the call: the message vocabulary shared by Daily app messages and the WebSocket transport.
// Imported by the browser call engine and by the local agent server. No DOM or Node names here.

/** The raw text the agent sends when it is ready to hear the visitor (triggers `call-start`). */
export const LISTENING = 'listening';

/** Who said something. */
export type Role = 'assistant' | 'user';

/** Reasons a call ends (a subset of Vapi's endedReason values that this product uses). */
export type EndedReason =
  | 'customer-ended-call'
  | 'assistant-ended-call'
  | 'silence-timed-out'
  | 'customer-did-not-answer'
  | 'customer-disconnected'
  | 'connection-lost'
  | 'pipeline-error'
  | 'server-shutdown';

// ---- agent → client --------------------------------------------------------------------

/** A line of speech as text. The local agent sends only `final` transcripts of its own lines. */
export type TranscriptMessage = {
  type: 'transcript';
  role: Role;
  transcriptType: 'partial' | 'final';
  transcript: string;
};

/** Speech started/stopped on one side, as the agent sees it. */
export type SpeechUpdateMessage = { type: 'speech-update'; status: 'started' | 'stopped'; role: Role; turn?: number };

/** Call status; `ended` always carries an endedReason. */
export type StatusUpdateMessage =
  | { type: 'status-update'; status: 'queued' | 'ringing' | 'in-progress' | 'forwarding' }
  | { type: 'status-update'; status: 'ended'; endedReason: EndedReason };

/** The visitor spoke over the agent: drop any buffered agent audio now (barge-in). */
export type UserInterruptedMessage = { type: 'user-interrupted' };

/** Conversation so far (sent after each turn). */
export type ConversationUpdateMessage = {
  type: 'conversation-update';
  conversation: { role: Role; content: string }[];
};

/** Everything the agent may send as JSON. */
export type AgentMessage =
  TranscriptMessage | SpeechUpdateMessage | StatusUpdateMessage | UserInterruptedMessage | ConversationUpdateMessage;

// ---- client → agent --------------------------------------------------------------------

/** Make the assistant say a line (docs/product.md §7). */
export type SayMessage = {
  type: 'say';
  message: string;
  endCallAfterSpoken?: boolean;
  interruptionsEnabled?: boolean;
  interruptAssistantEnabled?: boolean;
};

/** Control the assistant (docs/product.md §7): say-first-message once recording runs, mute/unmute it. */
export type ControlMessage = {
  type: 'control';
  control: 'say-first-message' | 'mute-assistant' | 'unmute-assistant';
  videoRecordingStartDelaySeconds?: number;
};

/** Ask the agent to end the call now. */
export type EndCallMessage = { type: 'end-call' };

/** Everything the client may send as JSON. */
export type ClientMessage = SayMessage | ControlMessage | EndCallMessage;

// ---- guards ------------------------------------------------------------------------------

const AGENT_TYPES = new Set(['transcript', 'speech-update', 'status-update', 'user-interrupted', 'conversation-update']);
const CLIENT_TYPES = new Set(['say', 'control', 'end-call']);

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Parses a text frame from the agent: the raw LISTENING string, a known JSON message, or null (malformed). */
export function parseAgentFrame(text: string): typeof LISTENING | AgentMessage | null {
  if (text === LISTENING) return LISTENING;
  const o = parseObject(text);
  return o && typeof o.type === 'string' && AGENT_TYPES.has(o.type) ? (o as AgentMessage) : null;
}

/** Parses a text frame from the client into a known message, or null (malformed or unknown). */
export function parseClientFrame(text: string): ClientMessage | null {
  const o = parseObject(text);
  if (!o || typeof o.type !== 'string' || !CLIENT_TYPES.has(o.type)) return null;
  if (o.type === 'say' && typeof o.message !== 'string') return null;
  if (o.type === 'control' && typeof o.control !== 'string') return null;
  return o as ClientMessage;
}

/** WebSocket transport audio: raw PCM s16le, mono, 16 kHz, both directions. */
export const TRANSPORT_SAMPLE_RATE = 16000;
/** 20 ms frames: 320 samples, 640 bytes. */
export const TRANSPORT_FRAME_SAMPLES = 320;
