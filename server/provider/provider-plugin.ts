import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { PROVIDER_ROUTES, type ProviderRouteKey, type RouteDef } from '../../src/protocol/provider-routes.ts';
import type { ServicesContext } from '../services-context.ts';
import { applyCors } from '../lib/cors.ts';
import { checkAuth } from './auth.ts';
import { callHandlers } from './call-routes.ts';
import { errorBody, providerErrorHandler } from './errors.ts';
import { genericHandler } from './generic-routes.ts';
import { admitCall } from './public-view.ts';
import { createWebCallBody, feedbackBody, objectBody } from './schemas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which provider key a route accepts (from the route table). */
    auth?: RouteDef['auth'];
  }
}

const BODY_SCHEMAS: Partial<Record<ProviderRouteKey, object>> = {
  'call.createWeb': createWebCallBody,
  'call.feedback': feedbackBody,
};

// Generic create/update bodies must be JSON objects; GET/DELETE and actions take what they get.
function schemaFor(key: ProviderRouteKey, def: RouteDef): object | undefined {
  if (BODY_SCHEMAS[key]) return BODY_SCHEMAS[key];
  if (def.multipart) return undefined;
  return def.op === 'create' || def.op === 'update' || def.op === 'replace' ? objectBody : undefined;
}

/** The Vapi-compatible provider API: every route of PROVIDER_ROUTES, bearer auth, JSON errors, CORS. */
export async function providerPlugin(app: FastifyInstance, ctx: ServicesContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 50 } });
  app.setErrorHandler(providerErrorHandler);
  app.setNotFoundHandler((req, reply) => {
    void reply.code(404).send(errorBody(404, `Cannot ${req.method} ${req.url.split('?')[0]}`));
  });
  applyCors(app, 'Authorization, Content-Type');
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const auth = req.routeOptions.config.auth;
    if (auth) checkAuth(req, auth, ctx.keys);
  });

  const special = callHandlers(ctx);
  for (const [key, def] of Object.entries(PROVIDER_ROUTES) as [ProviderRouteKey, RouteDef][]) {
    const handler = special[key] ?? genericHandler(def, ctx);
    const schema = schemaFor(key, def);
    // Public routes take small bodies and a per-client rate of their own; a web call must fit the call caps.
    const isPublic = def.auth === 'public';
    const publicCreate = isPublic && def.op === 'create';
    app.route({
      method: def.method,
      url: def.path,
      config: { auth: def.auth, ...(publicCreate ? { rateLimit: { max: ctx.limits.publicCreatePerMinute, timeWindow: 60_000 } } : {}) },
      bodyLimit: isPublic ? ctx.limits.publicBodyBytes : undefined,
      schema: schema ? { body: schema } : undefined,
      preHandler: key === 'call.createWeb' ? async (req) => admitCall(ctx, req) : undefined,
      handler: async (req, reply) => {
        const out = await handler(req, reply);
        if (def.op === 'create') void reply.code(201);
        return out;
      },
    });
  }
}
