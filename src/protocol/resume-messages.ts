// The resume protocol of the WebSocket transport (text frames outside the agent/client vocabularies of
// messages.ts). Shared by the transport worker and the local agent server; no DOM or Node names here.

/** Subprotocol prefix that carries a resume token on a reconnect (`new WebSocket(url, [RESUME_PROTOCOL + token])`). */
export const RESUME_PROTOCOL = 'vaiu-resume.';

/** Server → client, first frame of a call: the token that lets this client resume after a drop (never logged). */
export type SessionFrame = { type: 'session'; resumeToken: string };
/** Server → client, first frame of a resumed connection. */
export type ResumedFrame = { type: 'resumed' };
/** Client → server probe; the server answers with the same id at once. */
export type PingFrame = { type: 'ping'; id: number };
/** Server → client answer to a ping. */
export type PongFrame = { type: 'pong'; id: number };

/** Close codes of the resume protocol. */
export const CLOSE_CODES = {
  /** A connection to a call that already has one (and presents no valid token). */
  alreadyConnected: 4409,
  /** Wrong or missing resume token for a call waiting to be resumed. */
  badToken: 4403,
  /** The call has ended (including a grace period that ran out). */
  ended: 4410,
  /** No such call. */
  notFound: 4404,
  /** This connection was replaced by a resumed one. */
  replaced: 4000,
} as const;

/** Close codes after which reconnecting is pointless. */
export const FINAL_CLOSE_CODES: ReadonlySet<number> = new Set([
  1000,
  CLOSE_CODES.badToken,
  CLOSE_CODES.ended,
  CLOSE_CODES.notFound,
  CLOSE_CODES.replaced,
]);

/** Reads a resume-protocol frame (cheap prefix test first: audio-rate traffic passes through). */
export function parseResumeFrame(text: string): SessionFrame | ResumedFrame | PingFrame | PongFrame | null {
  if (!text.startsWith('{"type":"')) return null;
  const t = text.slice(9, 17);
  if (!(t.startsWith('session') || t.startsWith('resumed') || t.startsWith('ping') || t.startsWith('pong'))) return null;
  try {
    const o = JSON.parse(text) as { type?: unknown; id?: unknown; resumeToken?: unknown };
    if ((o.type === 'ping' || o.type === 'pong') && typeof o.id === 'number') return { type: o.type, id: o.id };
    if (o.type === 'session' && typeof o.resumeToken === 'string') return { type: 'session', resumeToken: o.resumeToken };
    if (o.type === 'resumed') return { type: 'resumed' };
  } catch {
    // not ours
  }
  return null;
}
