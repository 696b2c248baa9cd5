import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { registerSite } from './site.ts';

/** Options of one server process (site + local services). */
export type ServerOptions = {
  /** Built site to serve; omit to run the services alone. */
  distDir?: string;
  /** Where durable data (outbox, call records) lives. */
  dataDir: string;
  logger?: boolean;
};

/** Builds the Fastify app: compression, local services, then the static site. */
export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 1024 * 1024 });
  await app.register(compress, { global: true, threshold: 1024 });
  if (opts.distDir) await registerSite(app, path.resolve(opts.distDir));
  return app;
}
