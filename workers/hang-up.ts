// How the call socket hangs up (resumable-socket.ts `close`): on a live link it waits for the server's close; during an
// outage it carries the hang-up on a resume of its own. Either way the server records the call as the visitor ended
// it, not as a lost connection after its grace period.
import { FINAL_CLOSE_CODES, RESUME_PROTOCOL, parseResumeFrame } from '../src/protocol/resume-messages.ts';
import type { SocketFactory, SocketLike } from './resumable-socket.ts';

const CLOSED = 3;
/** Pause between the resume attempts of a hang-up during an outage. */
const HANG_UP_RETRY_MS = 250;

/**
 * Closes a live socket with 1000 and resolves once its close handshake is through — the server has the hang-up and
 * every frame sent before it (the end-call message) — or after `waitMs`. The worker must live until then: one
 * terminated right after close() can take the queued frames with it, and the server, seeing the link drop without a
 * close frame, waits out its grace period and records a lost call.
 */
export function closeLive(ws: SocketLike | null, waitMs: number): Promise<void> {
  if (!ws || ws.readyState === CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      ws.onclose = null;
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    ws.onclose = done;
    ws.close(1000, 'customer-ended-call');
  });
}

/** Where and how a hang-up during an outage resumes. */
export type HangUpLink = { open: SocketFactory; url: string; token: string; now: () => number };

/**
 * One resume attempt that only carries the hang-up (the attempt already in flight, if any); another after a short
 * pause while there is time left, until `until`. Closes with 1000 on the first that gets through, and resolves once
 * that close is through (or at `until`).
 */
export function hangUpByResume(link: HangUpLink, inFlight: SocketLike | null, until: number): Promise<void> {
  return new Promise((resolve) => {
    const ws = inFlight ?? link.open(link.url, [RESUME_PROTOCOL + link.token]);
    const done = (next?: Promise<void>) => {
      clearTimeout(timer);
      ws.onmessage = ws.onclose = ws.onopen = null;
      resolve(next);
    };
    const timer = setTimeout(() => (ws.close(1000, 'customer-ended-call'), done()), Math.max(0, until - link.now()));
    ws.onmessage = (e) => {
      if (typeof e.data !== 'string' || parseResumeFrame(e.data)?.type !== 'resumed') return;
      // Resolved once the close handshake is through, as closeLive is (or at `until`, the timer): resolved at once, the
      // worker could be terminated with the close frame still queued, and the server see the resumed link drop too.
      ws.onmessage = null;
      ws.onclose = () => done();
      ws.close(1000, 'customer-ended-call');
    };
    ws.onerror = () => undefined;
    ws.onclose = (e) => {
      // Refused or reset: try again while there is time; a final code (the call is over) ends it here.
      if (FINAL_CLOSE_CODES.has(e.code) || until - link.now() <= HANG_UP_RETRY_MS) return done();
      done(new Promise<void>((r) => setTimeout(r, HANG_UP_RETRY_MS)).then(() => hangUpByResume(link, null, until)));
    };
  });
}
