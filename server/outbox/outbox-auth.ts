import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { ServiceKeys } from '../config.ts';

/** Name of the outbox session cookie (HttpOnly, SameSite=Strict, Path=/outbox). */
export const OUTBOX_COOKIE = 'vaiu_outbox';
const SESSION_SECONDS = 8 * 3600;

// The cookie carries a MAC derived from the private key, never the key itself.
const sessionToken = (keys: ServiceKeys) => createHmac('sha256', keys.privateKey).update('vaiu outbox session v1').digest('base64url');

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether the request carries the outbox session cookie or `Authorization: Bearer <private key>`. */
export function isOutboxOwner(req: FastifyRequest, keys: ServiceKeys): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (bearer !== undefined) return same(bearer, keys.privateKey);
  const c = req.cookies[OUTBOX_COOKIE];
  return c !== undefined && same(c, sessionToken(keys));
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The login form (no key in any URL: it is posted in the body and answered with an HttpOnly cookie). */
export function loginPage(message = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Vaiu outbox: sign in</title><meta name="robots" content="noindex">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:28rem}input,button{font:inherit;padding:.4rem .6rem}</style></head>
<body><h1>Vaiu outbox</h1><p>Enter the private key (<code>LOCAL_PRIVATE_KEY</code>) to read leads and calls.</p>
${message ? `<p role="alert">${esc(message)}</p>` : ''}
<form method="post" action="/outbox/login"><label>Private key <input name="key" type="password" autocomplete="current-password" required autofocus></label>
<button type="submit">Sign in</button></form></body></html>`;
}

/** Cookie parsing, the login form's body parser and the /outbox/login and /outbox/logout routes. */
export async function registerOutboxAuth(app: FastifyInstance, keys: ServiceKeys, loginPerMinute: number): Promise<void> {
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 4096 });
  const html = (reply: FastifyReply, code: number, body: string) =>
    reply.code(code).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);
  app.post('/outbox/login', { config: { rateLimit: { max: loginPerMinute, timeWindow: 60_000 } } }, async (req, reply) => {
    const key = (req.body as { key?: unknown } | undefined)?.key;
    if (typeof key !== 'string' || !same(key, keys.privateKey)) return html(reply, 401, loginPage('That key is not the private key.'));
    void reply.setCookie(OUTBOX_COOKIE, sessionToken(keys), {
      path: '/outbox',
      httpOnly: true,
      sameSite: 'strict',
      secure: req.protocol === 'https',
      maxAge: SESSION_SECONDS,
    });
    return reply.code(303).header('Location', '/outbox').send();
  });
  app.post('/outbox/logout', async (_req, reply) => {
    void reply.clearCookie(OUTBOX_COOKIE, { path: '/outbox' });
    return reply.code(303).header('Location', '/outbox').send();
  });
}
