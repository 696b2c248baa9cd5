import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { parseClientFrame, type EndedReason } from '../../src/protocol/messages.ts';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';
import { CLOSE_CODES, parseResumeFrame } from '../../src/protocol/resume-messages.ts';
import type { ServicesContext } from '../services-context.ts';
import type { LiveCall } from './live-calls.ts';
import { sendCallSummary } from './call-summary.ts';
import { FrameGuard } from './frame-guard.ts';
import { PcmAssembler } from '../../src/protocol/pcm-assembler.ts';
import type { AgentIO, RecruiterAgent } from './recruiter-agent.ts';

// Close codes by which the visitor's side ends the call.
const CUSTOMER_CLOSE_CODES: ReadonlySet<number> = new Set([1000, 1001]);

/** Whether `given` is the call's resume token (constant-time compare). */
export function tokenMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * One web call's link to its agent across sockets: the agent outlives an unexpected drop for the grace period,
 * and a new socket with the call's resume token carries on the same call (same agent, same record).
 */
export class CallLink implements LiveCall {
  /** The unguessable token the client presents to resume (sent once, on the first socket; never logged). */
  readonly token = randomBytes(32).toString('base64url');
  agent: RecruiterAgent | null = null;
  private socket: WebSocket | null = null;
  private pending: [Buffer, boolean][] = [];
  private readonly pcm = new PcmAssembler();
  private graceTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private pinged = false;
  private guard: FrameGuard | null = null;
  private lastFrameAt = 0;
  /** Drops survived so far. */
  drops = 0;

  /** What the agent talks through: always the current socket (nothing is queued while the link is down). */
  readonly io: AgentIO;

  constructor(
    private readonly ctx: ServicesContext,
    private readonly rec: CallRecord,
    private readonly log: FastifyBaseLogger,
  ) {
    this.io = {
      sendText: (t) => void (this.socket?.readyState === 1 && this.socket.send(t)),
      sendAudio: (f) => void (this.socket?.readyState === 1 && this.socket.send(f, { binary: true })),
      close: (code, reason) => this.socket?.close(code, reason),
      saveRecord: async (r, durable) => void (await ctx.calls.saveOrKeep(r, durable)),
      callDir: ctx.calls.dir(rec.id),
      // Per-message lines are debug; the call's one info line comes from the call store when it ends.
      log: { info: (m) => log.debug(m), warn: (m) => log.warn(m) },
      ended: (r) => ctx.outbox.track(sendCallSummary(ctx.outbox, r)),
      track: (work) => void ctx.outbox.track(work),
    };
  }

  /** Whether a socket is attached now. */
  get connected(): boolean {
    return this.socket !== null;
  }

  /** Attaches the first socket. */
  attach(socket: WebSocket): void {
    this.use(socket);
  }

  /** A reconnect: with the right token the socket takes over (a stale one is closed); false when refused. */
  resume(socket: WebSocket, token: string): boolean {
    if (!this.agent || !tokenMatches(this.token, token)) return false;
    const old = this.socket;
    this.socket = null;
    if (old) {
      this.agent.suspend();
      old.close(CLOSE_CODES.replaced, 'replaced by a resumed connection');
    }
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = null;
    this.use(socket);
    this.drops++;
    this.log.info(`call ${this.rec.id}: resumed (drop ${this.drops})`);
    socket.send(JSON.stringify({ type: 'resumed' }));
    this.agent.resume();
    return true;
  }

  /**
   * Starts the agent: its raw `listening` stays the first frame, the resume token comes right after it — before the
   * greeting's first line, so a drop during that line can be resumed (sent after the line, a drop between the two
   * left the page without a token, and its call ended as lost) — and early frames are replayed once it has started.
   */
  started(agent: RecruiterAgent): void {
    this.agent = agent;
    agent.start(() => this.io.sendText(JSON.stringify({ type: 'session', resumeToken: this.token })));
    for (const [d, b] of this.pending.splice(0)) this.handle(d, b);
  }

  /**
   * The visitor hung up by the page's beacon as it unloaded (`CALL_HANG_UP_PATH`): with the right resume token the
   * call ends as the visitor's, at once, whether or not its socket is still up; false when refused.
   */
  hangUp(token: string): boolean {
    if (!this.agent || this.agent.done || !tokenMatches(this.token, token)) return false;
    this.log.info(`call ${this.rec.id}: hung up as the page closed`);
    void this.end('customer-ended-call');
    return true;
  }

  /** Ends the call (server shutdown, delete, grace expiry). */
  end(reason: EndedReason, connected = true, closeCode = 1000): Promise<void> {
    this.stopTimers();
    return this.agent?.end(reason, connected && this.socket !== null, closeCode) ?? Promise.resolve();
  }

  private use(socket: WebSocket): void {
    this.socket = socket;
    this.lastFrameAt = Date.now();
    const guard = new FrameGuard(socket, this.rec.id, this.ctx.limits.maxFramesPerSecond, this.log);
    this.guard = guard;
    // Handlers are attached before any await so no early frame is lost.
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      if (this.socket !== socket || !guard.admit()) return;
      this.lastFrameAt = Date.now();
      this.handle(data, isBinary);
    });
    socket.on('error', (err) => this.log.warn(`call ${this.rec.id}: socket error ${err.message}`));
    socket.on('close', (code) => this.onClose(socket, code));
  }

  private handle(data: Buffer, isBinary: boolean): void {
    if (!isBinary && data.length < 64) {
      const ctl = parseResumeFrame(data.toString('utf8'));
      if (ctl?.type === 'ping') return this.pong(ctl.id);
    }
    if (!this.agent) return void this.pending.push([data, isBinary]);
    if (isBinary) return this.agent.onAudio(this.pcm.push(data));
    const msg = parseClientFrame(data.toString('utf8'));
    if (msg) this.agent.onMessage(msg);
    else this.guard?.malformed(data.length);
  }

  // Pings prove the client is alive; once it pings, silence from it for clientIdleMs counts as a drop.
  private pong(id: number): void {
    this.io.sendText(JSON.stringify({ type: 'pong', id }));
    if (this.pinged) return;
    this.pinged = true;
    const every = Math.max(100, this.ctx.agent.clientIdleMs / 4);
    this.idleTimer = setInterval(() => {
      if (this.socket && Date.now() - this.lastFrameAt > this.ctx.agent.clientIdleMs) this.socket.terminate();
    }, every);
  }

  private onClose(socket: WebSocket, code: number): void {
    if (this.socket !== socket) return; // replaced by a resumed socket
    this.socket = null;
    const agent = this.agent;
    // Only a normal close (1000: the visitor ended; 1001: the page went away) ends the call. Anything else —
    // 1006, or a close frame the client sent to a link it had given up on (it can arrive after an outage) —
    // waits for a resume.
    if (agent && !agent.done && !CUSTOMER_CLOSE_CODES.has(code)) return this.park(agent);
    this.stopTimers();
    this.ctx.live.delete(this.rec.id);
    if (agent) return agent.onSocketClosed(code);
    if (this.rec.endedReason) return; // ended already (pipeline-error)
    // Closed before the agent started: the record still gets its endedReason.
    this.endUnstarted(code === 1006 ? 'customer-disconnected' : 'customer-ended-call');
  }

  /** Ends a call whose agent never started (closed early, or its voice failed to load): the record, then the summary. */
  endUnstarted(endedReason: EndedReason): void {
    Object.assign(this.rec, { status: 'ended', endedReason, endedAt: new Date().toISOString() });
    void this.ctx.outbox.track(
      this.ctx.calls
        .saveOrKeep(this.rec)
        .then(() => sendCallSummary(this.ctx.outbox, this.rec))
        .catch((e: Error) => this.log.warn(`call ${this.rec.id}: summary not written: ${e.message}`)),
    );
  }

  // An abrupt drop: the agent pauses and the call waits for a resume; after the grace period it ends as lost.
  private park(agent: RecruiterAgent): void {
    agent.suspend();
    this.log.info(`call ${this.rec.id}: connection dropped, waiting ${this.ctx.agent.resumeGraceMs} ms for a resume`);
    this.graceTimer = setTimeout(() => {
      this.graceTimer = null;
      this.ctx.live.delete(this.rec.id);
      void this.end('connection-lost', false);
    }, this.ctx.agent.resumeGraceMs);
  }

  private stopTimers(): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    if (this.idleTimer) clearInterval(this.idleTimer);
    this.graceTimer = this.idleTimer = null;
  }
}
