import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { CALL_HANG_UP_PATH, CALL_TRANSPORT_PATH } from '../../src/protocol/provider-routes.ts';
import { CLOSE_CODES, RESUME_PROTOCOL } from '../../src/protocol/resume-messages.ts';
import { errorBody } from '../provider/errors.ts';
import type { ServicesContext } from '../services-context.ts';
import { CallLink } from './call-link.ts';
import { loadPrompts } from './prompts.ts';
import type { Recognizer } from './recognition/recognizer.ts';
import { startRecognizer } from './recognition/start-recognizer.ts';
import { RecruiterAgent } from './recruiter-agent.ts';

/** Close codes of refused connections (4xxx: application-defined). */
export const CLOSE_NOT_FOUND = CLOSE_CODES.notFound;
/** A second connection to a call that already has one. */
export const CLOSE_ALREADY_CONNECTED = CLOSE_CODES.alreadyConnected;
/** A connection to a call that has ended (or whose grace period ran out). */
export const CLOSE_ENDED = CLOSE_CODES.ended;
/** A resume with a wrong token. */
export const CLOSE_BAD_TOKEN = CLOSE_CODES.badToken;

// A reconnect carries its token as a subprotocol: a header, so it never appears in the logged URL.
function resumeTokenOf(req: FastifyRequest): string | null {
  const header = req.headers['sec-websocket-protocol'];
  const offered = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((p) => p.trim());
  const p = offered.find((x) => x.startsWith(RESUME_PROTOCOL));
  return p ? p.slice(RESUME_PROTOCOL.length) : null;
}

function connect(ctx: ServicesContext, socket: WebSocket, req: FastifyRequest, recognizer: Recognizer | null): void {
  const { id } = req.params as { id: string };
  const rec = ctx.calls.peek(id);
  if (!rec) return socket.close(CLOSE_NOT_FOUND, 'call not found');
  if (rec.status === 'ended') return socket.close(CLOSE_ENDED, 'call has ended');
  const token = resumeTokenOf(req);
  const existing = ctx.live.get(id);
  if (existing instanceof CallLink) {
    if (token !== null) {
      if (existing.resume(socket, token)) return;
      return socket.close(CLOSE_BAD_TOKEN, 'wrong resume token');
    }
    return socket.close(CLOSE_ALREADY_CONNECTED, existing.connected ? 'call already has a connection' : 'resume token required');
  }
  const link = new CallLink(ctx, rec, req.log);
  const added = ctx.live.add(id, link);
  if (added === 'busy') return socket.close(CLOSE_ALREADY_CONNECTED, 'call already has a connection');
  if (added === 'used') return socket.close(CLOSE_ENDED, 'call has ended');
  link.attach(socket);
  loadPrompts(ctx.agent.promptsDir, ctx.agent.maxPromptMs).then(
    (prompts) => {
      if (!link.connected) return;
      link.started(new RecruiterAgent(link.io, rec, prompts, ctx.agent, recognizer));
    },
    (err: Error) => {
      req.log.error(err);
      link.endUnstarted('pipeline-error');
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
  // The page's last word as it closes: a live call whose resume token is the body ends as the visitor's. A wrong
  // token, an unknown or ended call all get the same 404 (nothing to learn by guessing); the global per-client rate
  // limit bounds the guesses, and a token is 256 random bits.
  app.post(CALL_HANG_UP_PATH, { bodyLimit: HANG_UP_BODY_BYTES }, async (req, reply) => {
    const link = ctx.live.get((req.params as { id: string }).id);
    const token = typeof req.body === 'string' ? req.body.trim() : '';
    if (!(link instanceof CallLink) || !link.hangUp(token)) return reply.code(404).send(errorBody(404, 'No live call to hang up.'));
    return reply.code(204).send();
  });
}

/** A hang-up's body is one resume token (43 characters). */
const HANG_UP_BODY_BYTES = 256;
