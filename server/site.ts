import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The call page's prerendered HTML in the build (scripts/vite-prerender-call.ts). */
const CALL_HTML = 'voice-call.html';

/** Path prefixes that belong to services, never to the SPA fallback. */
export const SERVICE_PREFIXES = ['/provider', '/emailjs', '/outbox', '/api'] as const;

/** Serves the built site from distDir: hashed assets cached for a year, HTML always revalidated, SPA fallback. */
export async function registerSite(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`no built site in ${distDir}: run "npm run build" (npm start does it for you)`);
    return;
  }
  const hasCallPage = existsSync(path.join(distDir, CALL_HTML));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: ['index.html'],
    // The build's brotli/gzip copies (scripts/vite-precompress.ts) go out as they are; a file without one is
    // compressed on the way out by @fastify/compress (server/app.ts).
    preCompressed: true,
    // Cache-Control comes from setHeaders alone: with send's default ('public, max-age=0') on top, hashed assets were
    // never cached.
    cacheControl: false,
    setHeaders(res, sentPath) {
      const filePath = sentPath.replace(/\.(?:br|gz)$/, '');
      // A copy sent compressed, or not, depends on Accept-Encoding: caches must keep them apart.
      res.setHeader('Vary', 'Accept-Encoding');
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (filePath.endsWith('.html')) {
        res.setHeader('Cache-Control', 'no-cache');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=3600');
      }
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isService = SERVICE_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (!isService && wantsHtml && !path.extname(url)) {
      // The call page has its own prerendered HTML (scripts/vite-prerender-call.ts) when the build made one.
      if (url.replace(/(.)\/$/, '$1') === '/voice-call' && hasCallPage) {
        return reply.header('Cache-Control', 'no-cache').sendFile(CALL_HTML);
      }
      // Client-side routes (/voice-call, unknown pages) get the app shell; the router decides.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${req.method} ${url} not found` });
  });
}
