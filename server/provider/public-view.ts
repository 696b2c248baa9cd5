import type { FastifyRequest } from 'fastify';
import type { ServicesContext } from '../services-context.ts';
import { HttpError } from './errors.ts';

// What a browser needs to run a web call; server secrets, headers, credentials and tools never leave the server.
const PUBLIC_ASSISTANT_FIELDS = [
  'id',
  'name',
  'firstMessage',
  'firstMessageMode',
  'endCallMessage',
  'voicemailMessage',
  'silenceTimeoutSeconds',
  'maxDurationSeconds',
  'backgroundSound',
];

/** The assistant as a web call's response shows it: only the whitelisted, non-secret fields. */
export function publicAssistantView(assistant: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!assistant || typeof assistant !== 'object') return {};
  return Object.fromEntries(PUBLIC_ASSISTANT_FIELDS.filter((k) => k in assistant).map((k) => [k, assistant[k]]));
}

/** Admission of a new call: 503 when the server holds maxLiveCalls open calls, 429 when this client holds its share. */
export function admitCall(ctx: ServicesContext, req: FastifyRequest): void {
  if (ctx.calls.openCount() >= ctx.limits.maxLiveCalls) {
    throw new HttpError(503, `The server is at its limit of ${ctx.limits.maxLiveCalls} open calls. Try again shortly.`);
  }
  if (ctx.calls.openCount(req.ip) >= ctx.limits.maxLiveCallsPerClient) {
    throw new HttpError(
      429,
      `Too many open calls from this client (limit ${ctx.limits.maxLiveCallsPerClient}). End one or try again shortly.`,
    );
  }
}
