// The WebSocket of a local call, made to survive drops: it pings, notices a dead link, reconnects with backoff
// and the call's resume token, and drops agent audio that arrives too late to be played in time (a burst after
// an outage). Runs in the transport worker; the socket constructor and clock are injected (tests, the bench).
import { DEFAULT_BACKOFF, backoffDelay, gradeLink, type BackoffOptions, type NetworkQuality } from '../src/protocol/link-utils.ts';
import { FINAL_CLOSE_CODES, RESUME_PROTOCOL, parseResumeFrame } from '../src/protocol/resume-messages.ts';
import { closeLive, hangUpByResume } from './hang-up.ts';

// Agent audio is PCM s16le mono 16 kHz (messages.ts TRANSPORT_SAMPLE_RATE): 32 bytes per millisecond.
const BYTES_PER_MS = 32;

/** The slice of the WebSocket API used (browser WebSocket and `ws` both fit). */
export type SocketLike = {
  binaryType: string;
  readonly readyState: number;
  send(data: string | ArrayBuffer): void;
  close(code?: number, reason?: string): void;
  onopen: ((e: unknown) => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onclose: ((e: { code: number; reason: string }) => void) | null;
  onerror: ((e: unknown) => void) | null;
};

/** Opens a socket. */
export type SocketFactory = (url: string, protocols?: string[]) => SocketLike;

/** What the link reports besides text and audio. */
export type LinkEvent =
  | { type: 'interrupted'; reason: string }
  | { type: 'resumed'; outageMs: number; discardedMs: number }
  | { type: 'attempt'; attempt: number; delayMs: number }
  | { type: 'quality'; quality: NetworkQuality }
  | { type: 'closed'; code: number; reason: string }
  /** The call's resume token, once the agent has greeted: the page hangs up with it as it closes (websocket.ts). */
  | { type: 'session'; resumeToken: string };

/** Timing of the link; tests and the bench shorten them. */
export type LinkTiming = {
  /** A ping every pingMs (also the quality sample rate). */
  pingMs: number;
  /** No frame at all for this long while open → the link is dead. */
  staleMs: number;
  /** Agent audio that would play more than this far ahead of real time is stale and dropped. */
  maxLeadMs: number;
  backoff: BackoffOptions;
};

/** Defaults: ping each second, dead after 4 s of nothing, at most 0.6 s of agent audio ahead. */
export const DEFAULT_LINK_TIMING: LinkTiming = { pingMs: 1000, staleMs: 4000, maxLeadMs: 600, backoff: DEFAULT_BACKOFF };

const OPEN = 1;
const PING_WINDOW = 5;

/** Handlers of a ResumableSocket. */
export type LinkHandlers = {
  onText(text: string): void;
  onAudio(data: ArrayBuffer): void;
  /** Drop whatever agent audio is queued for playback (it went stale). */
  onClear(): void;
  onLink(e: LinkEvent): void;
};

/** A call socket that resumes after drops; see the file comment. */
export class ResumableSocket {
  private ws: SocketLike | null = null;
  private token: string | null = null;
  private state: 'connecting' | 'open' | 'down' | 'closed' = 'connecting';
  private endedSeen = false;
  private lastFrameAt = 0;
  private downAt = 0;
  private attempt = 0;
  private playUntil = 0;
  private discardedMs = 0;
  private pingId = 0;
  private pings: { id: number; at: number; rtt?: number }[] = [];
  private ticker: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private readonly t: LinkTiming;

  constructor(
    private readonly url: string,
    private readonly open: SocketFactory,
    private readonly h: LinkHandlers,
    timing: Partial<LinkTiming> = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    this.t = { ...DEFAULT_LINK_TIMING, ...timing };
  }

  /** Audio ms dropped as stale so far (queued at a drop, or arriving too late). */
  get discarded(): number {
    return this.discardedMs;
  }

  /** Opens the first socket; resolves on open, rejects if it closes first. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = this.socket(undefined);
      ws.onopen = () => {
        this.state = 'open';
        this.lastFrameAt = this.now();
        this.ticker = setInterval(() => this.tick(), this.t.pingMs);
        resolve();
      };
      ws.onclose = (e) => {
        reject(new Error(`The call connection closed (${e.code}).`));
        this.onClose(ws, e.code, e.reason);
      };
    });
  }

  /** Sends a text frame when open (dropped while the link is down). */
  sendText(text: string): void {
    if (this.state === 'open' && this.ws?.readyState === OPEN) this.ws.send(text);
  }

  /** Sends a microphone frame when open (audio of an outage is not queued: it would arrive stale). */
  sendAudio(data: ArrayBuffer): void {
    if (this.state === 'open' && this.ws?.readyState === OPEN) this.ws.send(data);
  }

  /**
   * Closes for good (1000 = the visitor left). A visitor who hangs up while the link is down would leave the server
   * waiting out its grace period for a resume, then recording a lost call: instead the hang-up goes on resuming (the
   * attempt in flight, then new ones) for up to staleMs, and on the first that gets through it closes with 1000 — the
   * call ends as the visitor's. Resolves when that is done or the time is up (then the grace period ends the call);
   * on a live link, once the server has the close (hang-up.ts).
   */
  close(): Promise<void> {
    const ws = this.ws;
    const hangUp = this.state === 'down' || (this.state === 'connecting' && this.attempt > 0);
    const token = this.token;
    const inFlight = this.state === 'connecting' ? ws : null;
    this.finish();
    if (!hangUp || token === null || this.endedSeen) return closeLive(ws, this.t.staleMs);
    return hangUpByResume({ open: this.open, url: this.url, token, now: this.now }, inFlight, this.now() + this.t.staleMs);
  }

  private socket(protocols: string[] | undefined): SocketLike {
    const ws = this.open(this.url, protocols);
    ws.binaryType = 'arraybuffer';
    this.ws = ws;
    ws.onmessage = (e) => this.onMessage(ws, e.data);
    ws.onerror = () => undefined;
    return ws;
  }

  private onMessage(ws: SocketLike, data: unknown): void {
    if (ws !== this.ws) return;
    this.lastFrameAt = this.now();
    if (typeof data !== 'string') return this.onAudio(data as ArrayBuffer);
    const ctl = data.length < 128 ? parseResumeFrame(data) : null;
    if (!ctl) {
      if (data.includes('"status":"ended"')) this.endedSeen = true;
      return this.h.onText(data);
    }
    if (ctl.type === 'session') {
      this.token = ctl.resumeToken;
      this.h.onLink({ type: 'session', resumeToken: ctl.resumeToken });
    } else if (ctl.type === 'pong') this.onPong(ctl.id);
    else if (ctl.type === 'resumed') this.onResumed();
  }

  // Real-time budget: each frame extends the playout clock; beyond maxLeadMs ahead it would only add delay.
  private onAudio(data: ArrayBuffer): void {
    const ms = data.byteLength / BYTES_PER_MS;
    const now = this.now();
    const until = Math.max(now, this.playUntil) + ms;
    if (until - now > this.t.maxLeadMs) {
      this.discardedMs += ms;
      return;
    }
    this.playUntil = until;
    this.h.onAudio(data);
  }

  private tick(): void {
    const now = this.now();
    if (this.state !== 'open') return;
    if (now - this.lastFrameAt > this.t.staleMs) return this.drop('no frames from the server');
    this.pings.push({ id: ++this.pingId, at: now });
    if (this.pings.length > PING_WINDOW) this.pings.shift();
    this.sendText(JSON.stringify({ type: 'ping', id: this.pingId }));
    // Loss counts pings older than two periods that got no answer.
    const due = this.pings.filter((p) => now - p.at >= 2 * this.t.pingMs);
    const answered = this.pings.filter((p) => p.rtt !== undefined);
    const loss = due.length ? due.filter((p) => p.rtt === undefined).length / due.length : 0;
    const rttMs = answered.length ? answered.reduce((s, p) => s + p.rtt!, 0) / answered.length : undefined;
    this.h.onLink({ type: 'quality', quality: { quality: gradeLink(rttMs, loss), online: true, rttMs, loss, source: 'websocket' } });
  }

  private onPong(id: number): void {
    const p = this.pings.find((x) => x.id === id);
    if (p) p.rtt = this.now() - p.at;
  }

  private onClose(ws: SocketLike, code: number, reason: string): void {
    if (ws !== this.ws || this.state === 'closed') return;
    if (this.state === 'connecting' && this.attempt === 0) return this.finish({ code, reason });
    const final = FINAL_CLOSE_CODES.has(code) || this.endedSeen || this.token === null;
    if (final) return this.finish({ code, reason });
    if (this.state === 'open') return this.drop(`closed (${code})`);
    this.schedule(); // a reconnect attempt failed
  }

  // The link is dead: forget the socket, drop queued agent audio (the agent repeats its line), retry.
  private drop(reason: string): void {
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onmessage = ws.onclose = ws.onopen = null;
      ws.close(4001, 'stale');
    }
    this.state = 'down';
    this.downAt = this.now();
    this.discardedMs += Math.max(0, this.playUntil - this.downAt);
    this.playUntil = 0;
    this.h.onClear();
    this.pings = [];
    this.h.onLink({ type: 'interrupted', reason });
    this.h.onLink({ type: 'quality', quality: { quality: 'lost', online: true, loss: 1, source: 'websocket' } });
    this.schedule();
  }

  private schedule(): void {
    if (this.state === 'closed') return;
    this.state = 'down';
    const delayMs = backoffDelay(++this.attempt, this.t.backoff);
    this.h.onLink({ type: 'attempt', attempt: this.attempt, delayMs });
    this.retry = setTimeout(() => this.reconnect(), delayMs);
  }

  private reconnect(): void {
    this.retry = null;
    if (this.state === 'closed') return;
    this.state = 'connecting';
    const ws = this.socket([RESUME_PROTOCOL + this.token]);
    ws.onclose = (e) => this.onClose(ws, e.code, e.reason);
    // A connect that neither opens nor fails (a black-holed network) counts as a failed attempt.
    this.retry = setTimeout(() => {
      if (this.ws !== ws || this.state !== 'connecting') return;
      ws.onmessage = ws.onclose = ws.onopen = null;
      ws.close(4001, 'stale');
      this.schedule();
    }, this.t.staleMs);
  }

  private onResumed(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.state = 'open';
    this.attempt = 0;
    this.lastFrameAt = this.now();
    this.playUntil = 0;
    this.h.onClear();
    this.h.onLink({ type: 'resumed', outageMs: this.now() - this.downAt, discardedMs: this.discardedMs });
  }

  private finish(closed?: { code: number; reason: string }): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    if (this.ticker) clearInterval(this.ticker);
    if (this.retry) clearTimeout(this.retry);
    this.ticker = this.retry = null;
    if (this.ws) this.ws.onmessage = this.ws.onclose = this.ws.onopen = null;
    this.ws = null;
    if (closed) this.h.onLink({ type: 'closed', ...closed });
  }
}
