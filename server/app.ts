import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { registerSite } from './site.ts';
import { registerServices, type ServicesOptions } from './services.ts';

/** Options of one server process (site + local services). */
export type ServerOptions = {
  /** Built site to serve; omit to run the services alone. */
  distDir?: string;
  /** Where durable data (outbox, call records) lives. */
  dataDir: string;
  logger?: boolean;
  /** Key overrides (default: env, then the local keys). */
  keys?: ServicesOptions['keys'];
  /** Agent timing overrides (tests only; the defaults are the product's rules). */
  agent?: ServicesOptions['agent'];
};

/** Builds the Fastify app: compression, local services, then the static site. */
export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  // Route schemas check types strictly: "3" is not an integer (no coercion).
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 1024 * 1024, ajv: { customOptions: { coerceTypes: false } } });
  await app.register(compress, { global: true, threshold: 1024 });
  await registerServices(app, { dataDir: opts.dataDir, keys: opts.keys, agent: opts.agent });
  if (opts.distDir) await registerSite(app, path.resolve(opts.distDir));
  return app;
}
