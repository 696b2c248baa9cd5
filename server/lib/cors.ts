import type { FastifyInstance } from 'fastify';

/** Allows any origin in this scope and answers every preflight (the services may be called cross-origin). */
export function applyCors(app: FastifyInstance, allowHeaders: string): void {
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('Access-Control-Allow-Origin', req.headers.origin ?? '*').header('Vary', 'Origin');
  });
  app.options('/*', async (_req, reply) => {
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
      .header('Access-Control-Allow-Headers', allowHeaders)
      .header('Access-Control-Max-Age', '600')
      .send();
  });
}
