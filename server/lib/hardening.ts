import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { ServiceLimits } from '../limits.ts';
import { SERVICE_PREFIXES } from '../site.ts';
import { inlineScriptHashes, siteCspDirectives } from './csp-utils.ts';
import { jsonDepth } from './json-depth-utils.ts';

/** Every .html file under dir (the prerendered pages), for their inline-script hashes. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

const isServiceUrl = (url: string) => SERVICE_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

/**
 * Process-wide protections from Fastify's ecosystem: helmet (headers + the site's CSP), under-pressure
 * (503 before the event loop stalls), rate-limit (per client on every service route; routes may lower it),
 * and a JSON parser that refuses deep nesting with 400 before building the object.
 */
export async function registerHardening(app: FastifyInstance, limits: ServiceLimits, distDir?: string): Promise<void> {
  const hashes = distDir
    ? (await Promise.all((await htmlFiles(distDir)).map(async (f) => inlineScriptHashes(await readFile(f, 'utf8'))))).flat()
    : [];
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: siteCspDirectives([...new Set(hashes)]) },
    // Cross-origin isolation would break daily-js and the cross-origin EmailJS/provider calls.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: false, // set by the TLS proxy, which knows the real scheme
  });
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    // Shed new service work only: the cached static site is cheap, and a call already admitted keeps its socket.
    pressureHandler: async (req, reply) => {
      if (!isServiceUrl(req.url) || req.headers.upgrade === 'websocket') return undefined;
      void reply.header('Retry-After', '10');
      throw Object.assign(new Error('Service Unavailable: the server is under pressure, retry shortly'), { statusCode: 503 });
    },
  });
  await app.register(rateLimit, {
    global: true,
    max: limits.ratePerMinute,
    timeWindow: 60_000,
    // The static site is cached and cheap; the services are what a flood hurts.
    allowList: (req) => !isServiceUrl(req.url),
  });
  const parseJson = app.getDefaultJsonParser('error', 'error'); // Fastify's own (400 on __proto__ poisoning)
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepth(String(body), limits.maxJsonDepth) > limits.maxJsonDepth) {
      return done(Object.assign(new Error(`JSON nested deeper than ${limits.maxJsonDepth} levels`), { statusCode: 400 }), undefined);
    }
    parseJson(req, String(body), done);
  });
}
