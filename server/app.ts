import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { trustProxyFromEnv, type TrustProxy } from './config.ts';
import { registerHardening } from './lib/hardening.ts';
import { REDACT_PATHS, redactUrl } from './lib/redact-utils.ts';
import { limitsFromEnv, type ServiceLimits } from './limits.ts';
import { registerSite } from './site.ts';
import { registerServices, type ServicesOptions } from './services.ts';

/** Options of one server process (site + local services). */
export type ServerOptions = {
  /** Built site to serve; omit to run the services alone. */
  distDir?: string;
  /** Where durable data (outbox, call records) lives. */
  dataDir: string;
  /** Log (pino) to stdout, or to the given stream (tests read it). */
  logger?: boolean | { stream: NodeJS.WritableStream; level?: string };
  /** Key overrides (default: env, then the local keys). */
  keys?: ServicesOptions['keys'];
  /** Agent timing overrides (tests only; the defaults are the product's rules). */
  agent?: ServicesOptions['agent'];
  /** Limit overrides (default: limitsFromEnv()). */
  limits?: Partial<ServiceLimits>;
  /** Fastify's trustProxy (default: TRUST_PROXY from env; off = forwarded headers are ignored). */
  trustProxy?: TrustProxy;
};

function loggerOptions(opt: ServerOptions['logger']) {
  if (!opt) return false;
  const serializers = {
    // The default request serializer, minus any key in the query string.
    req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
  };
  const base = { redact: { paths: REDACT_PATHS, censor: '[redacted]' }, serializers };
  return opt === true ? base : { ...base, level: opt.level ?? 'info', stream: opt.stream };
}

/** Builds the Fastify app: timeouts, hardening, compression, local services, then the static site. */
export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const limits = { ...limitsFromEnv(), ...opts.limits };
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    bodyLimit: 1024 * 1024,
    // Route schemas check types strictly: "3" is not an integer (no coercion).
    ajv: { customOptions: { coerceTypes: false } },
    trustProxy: opts.trustProxy ?? trustProxyFromEnv(),
    // Node enforces the larger of headersTimeout and requestTimeout, checked every connectionsCheckingInterval:
    // headers ≤ request and a 1 s check make a slow body really close on time.
    requestTimeout: limits.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
    },
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // close() ends every connection (live calls are ended cleanly first by a preClose hook).
    forceCloseConnections: true,
  });
  await registerHardening(app, limits, opts.distDir && path.resolve(opts.distDir));
  await app.register(compress, { global: true, threshold: 1024 });
  await registerServices(app, { dataDir: opts.dataDir, keys: opts.keys, agent: opts.agent, limits });
  if (opts.distDir) await registerSite(app, path.resolve(opts.distDir));
  return app;
}
