import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxLogin, PRIVATE, PUBLIC, startServer, type TestServer } from './test-helpers/start-server.ts';

describe('secrets', () => {
  let srv: TestServer;
  let logs = '';
  beforeAll(async () => {
    const stream = { write: (s: string) => void (logs += s) } as unknown as NodeJS.WritableStream;
    srv = await startServer({ logger: { stream, level: 'debug' } });
  });
  afterAll(async () => srv.close());

  it('never shows the public key an assistant secret or credential through /call/web', async () => {
    const secrets = ['srv-secret-1', 'Bearer hdr-secret-2', 'url-secret-3', 'cred-secret-4'];
    const created = await fetch(`${srv.base}/provider/assistant`, {
      method: 'POST',
      headers: PRIVATE,
      body: JSON.stringify({
        name: 'Screener',
        firstMessage: 'Hi',
        server: { url: 'https://hooks.example', secret: secrets[0], headers: { Authorization: secrets[1] } },
        serverUrlSecret: secrets[2],
        credentials: [{ provider: 'x', apiKey: secrets[3] }],
      }),
    });
    const { id } = (await created.json()) as { id: string };
    const res = await fetch(`${srv.base}/provider/call/web`, {
      method: 'POST',
      headers: PUBLIC,
      body: JSON.stringify({ assistantId: id }),
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    for (const s of secrets) expect(text).not.toContain(s.replace('Bearer ', ''));
    expect(JSON.parse(text).assistant).toMatchObject({ name: 'Screener', firstMessage: 'Hi' });
  });

  it('never writes a key to the log (query key=, Authorization, cookies)', async () => {
    const cookie = await outboxLogin(srv.base);
    await fetch(`${srv.base}/outbox?key=local-private-key`);
    await fetch(`${srv.base}/outbox`, { headers: { cookie } });
    await fetch(`${srv.base}/provider/assistant?key=local-private-key`, { headers: PRIVATE });
    expect(logs).toContain('/outbox?key=[redacted]');
    expect(logs).not.toContain('local-private-key');
    expect(logs).not.toContain(cookie.split('=')[1]);
  });

  it('opens the outbox with a login form and an HttpOnly cookie, never with a key in the URL', async () => {
    expect((await fetch(`${srv.base}/outbox?key=local-private-key`)).status).toBe(401);
    const form = await fetch(`${srv.base}/outbox`);
    expect(form.status).toBe(401);
    expect(await form.text()).toMatch(/<form method="post" action="\/outbox\/login">/);
    const wrong = await fetch(`${srv.base}/outbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'key=local-public-key',
      redirect: 'manual',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const ok = await fetch(`${srv.base}/outbox/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'key=local-private-key',
      redirect: 'manual',
    });
    expect(ok.status).toBe(303);
    const setCookie = ok.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/outbox/);
    expect(setCookie).not.toContain('local-private-key');
    const page = await fetch(`${srv.base}/outbox`, { headers: { cookie: setCookie.split(';')[0] } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toMatch(/key=/);
    const bearer = await fetch(`${srv.base}/outbox/data`, { headers: { authorization: 'Bearer local-private-key' } });
    expect(bearer.status).toBe(200);
  });
});

describe('headers', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer();
  });
  afterAll(async () => srv.close());

  it('sends helmet security headers and a CSP that allows wasm but no inline script without its hash', async () => {
    const res = await fetch(`${srv.base}/provider/assistant`, { headers: PRIVATE });
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('TRUST_PROXY', () => {
  const forwarded = { ...PUBLIC, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'voice.example.com' };
  const webCallUrl = async (base: string) =>
    (
      (await (
        await fetch(`${base}/provider/call/web`, {
          method: 'POST',
          headers: forwarded,
          body: JSON.stringify({ assistantId: 'local-recruiter' }),
        })
      ).json()) as { webCallUrl: string }
    ).webCallUrl;

  it('follows X-Forwarded-Proto/Host behind a trusted proxy (wss:// behind TLS)', async () => {
    const srv = await startServer({ trustProxy: '127.0.0.1' });
    try {
      expect(await webCallUrl(srv.base)).toMatch(/^wss:\/\/voice\.example\.com\/provider\/call\/[0-9a-f-]{36}\/transport$/);
    } finally {
      await srv.close();
    }
  });

  it('ignores forwarded headers from clients when no proxy is trusted', async () => {
    const srv = await startServer({ trustProxy: false });
    try {
      expect(await webCallUrl(srv.base)).toMatch(new RegExp(`^ws://127\\.0\\.0\\.1:${srv.port}/provider/call/[0-9a-f-]{36}/transport$`));
    } finally {
      await srv.close();
    }
  });
});
