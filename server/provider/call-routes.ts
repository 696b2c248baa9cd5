import type { FastifyReply, FastifyRequest } from 'fastify';
import { CALL_TRANSPORT_PATH } from '../../src/protocol/provider-routes.ts';
import type {
  CallRecord,
  CreateWebCallRequest,
  CustomerDetails,
  ProviderRouteKey,
  WebCallResponse,
} from '../../src/protocol/provider-routes.ts';
import { TRANSPORT_SAMPLE_RATE } from '../../src/protocol/messages.ts';
import type { ServicesContext } from '../services-context.ts';
import { HttpError } from './errors.ts';
import { publicAssistantView } from './public-view.ts';

/** URL prefix of the provider API on the local server. */
export const PROVIDER_PREFIX = '/provider';

type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function customerOf(body: CreateWebCallRequest): CustomerDetails {
  const v = (body.assistantOverrides?.variableValues ?? {}) as Record<string, unknown>;
  const out: CustomerDetails = {};
  for (const k of ['name', 'email', 'phone', 'timezone'] as const) {
    if (typeof v[k] === 'string') out[k] = (v[k] as string).slice(0, 200);
  }
  return out;
}

function exists(ctx: ServicesContext, collection: string, id: string | undefined, label: string): void {
  if (id !== undefined && !ctx.resources.get(collection, id)) {
    throw new HttpError(400, `Couldn't Get ${label}. \`${label.toLowerCase()}Id\` Does Not Exist.`);
  }
}

async function found(p: Promise<CallRecord | undefined>, id: string): Promise<CallRecord> {
  const rec = await p;
  if (!rec) throw new HttpError(404, `Couldn't find call ${id}`);
  return rec;
}

/** POST /call/web: validates (docs/product.md §5), creates a queued web call served by the local agent's websocket. */
async function createWebCall(ctx: ServicesContext, req: FastifyRequest): Promise<WebCallResponse & CallRecord> {
  const body = (req.body ?? {}) as CreateWebCallRequest;
  if (!body.assistant && !body.assistantId && !body.squad && !body.squadId && !body.workflow && !body.workflowId) {
    throw new HttpError(400, 'Assistant or Squad or Workflow must be provided.');
  }
  exists(ctx, '/assistant', body.assistantId, 'Assistant');
  exists(ctx, '/squad', body.squadId, 'Squad');
  exists(ctx, '/workflow', body.workflowId, 'Workflow');
  const rec = await ctx.calls.create('webCall', body.assistantId, customerOf(body), req.ip);
  // req.protocol and req.host follow X-Forwarded-Proto/Host only with TRUST_PROXY (Fastify's trustProxy).
  const scheme = req.protocol === 'https' ? 'wss' : 'ws';
  const host = req.host || 'localhost';
  const webCallUrl = `${scheme}://${host}${PROVIDER_PREFIX}${CALL_TRANSPORT_PATH.replace(':id', rec.id)}`;
  const stored = body.assistantId ? ctx.resources.get('/assistant', body.assistantId) : body.assistant;
  return {
    ...rec,
    webCallUrl,
    artifactPlan: { videoRecordingEnabled: false },
    assistant: { ...publicAssistantView(stored), voice: { provider: 'local', voiceId: 'cmu_us_slt_arctic_hts' } },
    transport: {
      provider: 'vapi.websocket',
      websocketCallUrl: webCallUrl,
      audioFormat: { format: 'pcm_s16le', container: 'raw', sampleRate: TRANSPORT_SAMPLE_RATE },
    },
  };
}

/** Handlers of the call routes (everything else in the table is generic CRUD). */
export function callHandlers(ctx: ServicesContext): Partial<Record<ProviderRouteKey, Handler>> {
  const id = (req: FastifyRequest) => (req.params as { id: string }).id;
  const create = (type: CallRecord['type']) => async (req: FastifyRequest) => {
    const body = (req.body ?? {}) as CreateWebCallRequest;
    return ctx.calls.create(type, body.assistantId, customerOf(body));
  };
  const list = async (req: FastifyRequest) => ctx.calls.list(Number((req.query as { limit?: string }).limit) || 100);
  return {
    'call.createWeb': async (req) => createWebCall(ctx, req),
    'call.create': create('outboundPhoneCall'),
    'call.createPhone': create('outboundPhoneCall'),
    'call.list': list,
    'v2.call.list': async (req) => {
      const results = await list(req);
      return { results, metadata: { itemsPerPage: 100, currentPage: 1, totalItems: results.length } };
    },
    'v2.call.export': list,
    'call.get': async (req) => found(ctx.calls.get(id(req)), id(req)),
    'call.update': async (req) => found(ctx.calls.update(id(req), (req.body ?? {}) as object), id(req)),
    'call.delete': async (req) => {
      ctx.live.get(id(req))?.end('customer-ended-call');
      return found(ctx.calls.delete(id(req)), id(req));
    },
    'call.feedback': async (req) => {
      const rec = await found(ctx.calls.get(id(req)), id(req));
      rec.feedback = { rating: (req.body as { rating: number }).rating, at: new Date().toISOString() };
      await ctx.calls.save(rec);
      return { id: rec.id, feedback: rec.feedback };
    },
  };
}
