import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { parseClientFrame } from '../../src/engine/call/messages.ts';
import { CALL_TRANSPORT_PATH } from '../../src/engine/call/provider-routes.ts';
import type { ServicesContext } from '../services-context.ts';
import { FrameGuard } from './frame-guard.ts';
import { loadPrompts } from './prompts.ts';
import { sendCallSummary } from './call-summary.ts';
import type { Recognizer } from './recognition/recognizer.ts';
import { startRecognizer } from './recognition/start-recognizer.ts';
import { PcmAssembler } from './pcm-assembler.ts';
import { RecruiterAgent } from './recruiter-agent.ts';

/** Close codes of refused connections (4xxx: application-defined). */
export const CLOSE_NOT_FOUND = 4404;
/** A second connection to a call that already has one. */
export const CLOSE_ALREADY_CONNECTED = 4409;
/** A connection to a call that has ended. */
export const CLOSE_ENDED = 4410;

function connect(ctx: ServicesContext, socket: WebSocket, req: FastifyRequest, recognizer: Recognizer | null): void {
  const { id } = req.params as { id: string };
  const rec = ctx.calls.peek(id);
  if (!rec) return socket.close(CLOSE_NOT_FOUND, 'call not found');
  if (rec.status === 'ended') return socket.close(CLOSE_ENDED, 'call has ended');
  const log = req.log;
  const io = {
    sendText: (t: string) => socket.readyState === socket.OPEN && socket.send(t),
    sendAudio: (f: Buffer) => socket.readyState === socket.OPEN && socket.send(f, { binary: true }),
    close: (code: number, reason: string) => socket.close(code, reason),
    saveRecord: async (r: typeof rec, durable: boolean) => void (await ctx.calls.saveOrKeep(r, durable)),
    callDir: ctx.calls.dir(id),
    // Per-message lines are debug; the call's one info line comes from the call store when it ends.
    log: { info: (m: string) => log.debug(m), warn: (m: string) => log.warn(m) },
    ended: (r: typeof rec) => sendCallSummary(ctx.outbox, r),
  };
  let agent: RecruiterAgent | null = null;
  const pending: [Buffer, boolean][] = [];
  const pcm = new PcmAssembler();
  const guard = new FrameGuard(socket, id, ctx.limits.maxFramesPerSecond, log);
  const handle = (data: Buffer, isBinary: boolean) => {
    if (!agent) return void pending.push([data, isBinary]);
    if (isBinary) return agent.onAudio(pcm.push(data));
    const msg = parseClientFrame(data.toString('utf8'));
    if (msg) agent.onMessage(msg);
    else guard.malformed(data.length);
  };
  const live = { end: (...args: Parameters<RecruiterAgent['end']>) => agent?.end(...args) ?? Promise.resolve() };
  const added = ctx.live.add(id, live);
  if (added === 'busy') return socket.close(CLOSE_ALREADY_CONNECTED, 'call already has a connection');
  if (added === 'used') return socket.close(CLOSE_ENDED, 'call has ended');

  // Handlers are attached before any await so no early frame is lost.
  socket.on('message', (data: Buffer, isBinary: boolean) => guard.admit() && handle(data, isBinary));
  socket.on('error', (err) => log.warn(`call ${id}: socket error ${err.message}`));
  socket.on('close', (code) => {
    ctx.live.delete(id);
    if (agent) return agent.onSocketClosed(code);
    if (rec.endedReason) return; // ended already (pipeline-error)
    // Closed before the agent started: the record still gets its endedReason.
    const endedReason = code === 1006 ? 'customer-disconnected' : 'customer-ended-call';
    Object.assign(rec, { status: 'ended', endedReason, endedAt: new Date().toISOString() });
    void ctx.calls.saveOrKeep(rec);
  });
  loadPrompts(ctx.agent.promptsDir, ctx.agent.maxPromptMs).then(
    (prompts) => {
      if (socket.readyState !== socket.OPEN) return;
      agent = new RecruiterAgent(io, rec, prompts, ctx.agent, recognizer);
      agent.start();
      for (const [d, b] of pending.splice(0)) handle(d, b);
    },
    (err: Error) => {
      log.error(err);
      Object.assign(rec, { status: 'ended', endedReason: 'pipeline-error', endedAt: new Date().toISOString() });
      void ctx.calls.saveOrKeep(rec);
      socket.close(1011, 'pipeline-error');
    },
  );
}

/** The websocket transport of web calls (PCM s16le 16 kHz + JSON messages) at /call/:id/transport. */
export async function registerCallTransport(app: FastifyInstance, ctx: ServicesContext): Promise<void> {
  // Server shutdown ends live calls first (status-update ended: server-shutdown), then the plugin closes sockets.
  app.addHook('preClose', async () => ctx.live.endAll('server-shutdown'));
  const recognizer = await startRecognizer(ctx.agent, app.log);
  app.addHook('onClose', async () => recognizer?.destroy());
  // A frame over maxPayload closes the socket with 1009 (message too big).
  await app.register(websocket, { options: { maxPayload: ctx.limits.maxFrameBytes } });
  app.get(CALL_TRANSPORT_PATH, { websocket: true }, (socket, req) => connect(ctx, socket, req, recognizer));
}
