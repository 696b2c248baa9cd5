import { execFileSync, spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxLogin, startServer, type TestServer } from '../test-helpers/start-server.ts';
import { OutboxStore } from './outbox-store.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer();
});
afterAll(async () => srv.close());

const SEND = '/emailjs/api/v1.0/email/send';
const valid = {
  lib_version: '4.4.1',
  user_id: 'local-emailjs-key',
  service_id: 'local-outbox',
  template_id: 'newsletter',
  template_params: { subscriber_email: 'a@b.co', to_email: 'leads@vaiu.ai' },
};
const send = (body: unknown, raw = false) =>
  fetch(`${srv.base}${SEND}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
const outboxFiles = async (dir = srv.dataDir) => (await readdir(path.join(dir, 'outbox'))).filter((n) => n.endsWith('.json'));

describe('EmailJS-compatible send', () => {
  it('answers 200 OK only once the message is on disk', async () => {
    const before = (await outboxFiles()).length;
    const res = await send(valid);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    const files = await outboxFiles();
    expect(files).toHaveLength(before + 1);
    const newest = files.sort().at(-1)!;
    const msg = JSON.parse(await readFile(path.join(srv.dataDir, 'outbox', newest), 'utf8'));
    expect(msg).toMatchObject({
      via: 'send',
      service_id: 'local-outbox',
      template_id: 'newsletter',
      template_params: valid.template_params,
    });
  });

  it.each([
    ['user_id', 400, 'The user_id parameter is required'],
    ['service_id', 400, 'The service_id parameter is required'],
    ['template_id', 400, 'The template_id parameter is required'],
  ])('answers a missing %s with %i and plain text', async (field, status, text) => {
    const res = await send({ ...valid, [field]: undefined });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(text);
  });

  it('rejects a wrong public key, a wrong access token, bad params and malformed JSON, then still accepts mail', async () => {
    const before = (await outboxFiles()).length;
    const wrongKey = await send({ ...valid, user_id: 'nope' });
    expect(wrongKey.status).toBe(400);
    expect(await wrongKey.text()).toMatch(/Public Key is invalid/);
    expect((await send({ ...valid, accessToken: 'nope' })).status).toBe(403);
    expect((await send({ ...valid, template_params: 'x' })).status).toBe(400);
    expect((await send('{"user_id":', true)).status).toBe(400);
    expect((await send({ ...valid, template_params: { big: 'x'.repeat(300_000) } })).status).toBe(413);
    expect(await outboxFiles()).toHaveLength(before);
    expect((await send({ ...valid, accessToken: 'local-private-key' })).status).toBe(200);
  });

  it('accepts multipart send-form: the other fields become template params', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      user_id: 'local-emailjs-key',
      service_id: 'local-outbox',
      template_id: 'voice-lead',
      lib_version: '4.4.1',
      user_name: 'Ann',
      user_email: 'ann@x.io',
    }))
      form.append(k, v);
    form.append('cv', new Blob(['%PDF-1.4 hello']), 'cv.pdf');
    const res = await fetch(`${srv.base}/emailjs/api/v1.0/email/send-form`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const [latest] = await new OutboxStore(srv.dataDir).list();
    expect(latest).toMatchObject({
      via: 'send-form',
      template_id: 'voice-lead',
      template_params: { user_name: 'Ann', user_email: 'ann@x.io', cv: { filename: 'cv.pdf', bytes: 14 } },
    });
    expect(latest.template_params).not.toHaveProperty('user_id');
    const truncated = await fetch(`${srv.base}/emailjs/api/v1.0/email/send-form`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF',
    });
    expect(truncated.status).toBe(400);
    expect(await truncated.text()).toMatch(/^Malformed form data/);
    const noForm = await fetch(`${srv.base}/emailjs/api/v1.0/email/send-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noForm.status).toBe(400);
  });

  it('answers the CORS preflight and allows any origin', async () => {
    const pre = await fetch(`${srv.base}${SEND}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i);
    const res = await fetch(`${srv.base}${SEND}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      body: JSON.stringify(valid),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://elsewhere.example');
  });
});

describe('outbox', () => {
  it('shows the messages to the site owner as an HTML table, newest first, and 401 without the key', async () => {
    await send({ ...valid, template_params: { subscriber_email: 'first@x.io' } });
    await send({ ...valid, template_params: { subscriber_email: '<b>second</b>@x.io' } });
    expect((await fetch(`${srv.base}/outbox`)).status).toBe(401);
    expect((await fetch(`${srv.base}/outbox`, { headers: { authorization: 'Bearer local-public-key' } })).status).toBe(401);
    const page = await fetch(`${srv.base}/outbox`, { headers: { cookie: await outboxLogin(srv.base) } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<table>');
    expect(html.indexOf('&#60;b&#62;second')).toBeGreaterThan(-1); // escaped, not markup
    expect(html.indexOf('&#60;b&#62;second')).toBeLessThan(html.indexOf('first@x.io'));
  });

  it('prints the outbox for the site owner with npm run outbox, newest first', async () => {
    await send({ ...valid, template_id: 'voice-lead', template_params: { user_name: 'Newest Lead' } });
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'print-outbox.ts')], {
      env: { ...process.env, DATA_DIR: srv.dataDir },
      encoding: 'utf8',
    });
    const count = (await new OutboxStore(srv.dataDir).list()).length;
    expect(out).toContain(`${count} messages`);
    expect(out.split('\n')[2]).toMatch(/template voice-lead/);
    expect(out).toContain('user_name: Newest Lead');
  });

  it('lists only complete messages: a half-written temp file is ignored and removed on start', async () => {
    const dir = path.join(srv.dataDir, 'outbox');
    const count = (await new OutboxStore(srv.dataDir).list()).length;
    await writeFile(path.join(dir, '.tmp-crashed-writer'), '{"id":"half","template_par');
    expect(await new OutboxStore(srv.dataDir).list()).toHaveLength(count);
    const next = await startServer({ dataDir: srv.dataDir });
    await next.close();
    expect((await readdir(dir)).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  it('keeps only whole messages when the writing process is killed mid-write', { timeout: 30_000 }, async () => {
    const dataDir = path.join(srv.dataDir, 'crash');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, '../test-helpers/outbox-writer.ts'), dataDir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (d: Buffer) => Number(d.toString().trim().split('\n').at(-1)) >= 5 && resolve()),
    );
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const names = await readdir(path.join(dataDir, 'outbox'));
    const complete = names.filter((n) => n.endsWith('.json'));
    for (const n of complete) expect(JSON.parse(await readFile(path.join(dataDir, 'outbox', n), 'utf8')).template_id).toBe('crash');
    expect(names.every((n) => n.endsWith('.json') || n.startsWith('.tmp-'))).toBe(true);
    const store = new OutboxStore(dataDir);
    await store.init();
    expect(await store.list()).toHaveLength(complete.length);
    expect((await readdir(store.dir)).length).toBe(complete.length);
  });
});
