import net from 'node:net';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../src/protocol/provider-routes.ts';
import { CallClient, silence, speech, tone } from './test-helpers/call-client.ts';
import { createWebCall, PRIVATE, startServer, type TestServer } from './test-helpers/start-server.ts';

type Marked = CallRecord & { persistence?: string };
const getCall = async (base: string, id: string) =>
  (await (await fetch(`${base}/provider/call/${id}`, { headers: PRIVATE })).json()) as Marked;

/** Makes a call's directory impossible to create: it is moved aside and a plain file takes its name (EEXIST). */
async function breakCallDir(dataDir: string, id: string): Promise<() => Promise<void>> {
  const dir = path.join(dataDir, 'calls', id);
  await rename(dir, `${dir}.aside`).catch(() => undefined);
  await writeFile(dir, 'not a directory');
  return async () => {
    await rm(dir, { force: true });
    await rename(`${dir}.aside`, dir).catch(() => undefined);
  };
}

describe('timeouts that really fire', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({ limits: { requestTimeoutMs: 2000, headersTimeoutMs: 1000, connectionsCheckingIntervalMs: 200 } });
  });
  afterAll(async () => srv.close());

  it('answers 408 and closes a body sent at one byte per second long before it completes', { timeout: 20_000 }, async () => {
    const sock = net.connect(srv.port, '127.0.0.1');
    await new Promise((r) => sock.once('connect', r));
    sock.write(
      'POST /provider/assistant HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer local-private-key\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    let sent = 0;
    const drip = setInterval(() => {
      if (!sock.destroyed) sock.write('{'.slice(0, 1), () => sent++);
    }, 1000);
    let answer = '';
    sock.on('data', (d: Buffer) => (answer += d.toString())).on('error', () => undefined);
    await new Promise((r) => sock.once('close', r));
    clearInterval(drip);
    expect(sent).toBeLessThan(1000); // closed by the server, not by finishing the body
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(srv.app.server.headersTimeout).toBeLessThanOrEqual(srv.app.server.requestTimeout);
  });
});

describe('a failed save never crashes the process', () => {
  let srv: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vaiu-save-fail-'));
    srv = await startServer({ dataDir, agent: { maxPromptMs: 400, connectTimeoutMs: 400, resumeGraceMs: 300 } });
  });
  afterAll(async () => {
    await srv.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps recorded answers in memory when the call directory cannot be written (EEXIST), and writes them once it can',
    { timeout: 40_000 },
    async () => {
      const { id, webCallUrl } = await createWebCall(srv.base, { name: 'Grace Hopper' });
      const client = await CallClient.open(webCallUrl);
      await client.waitForNth(1, speech('assistant', 'stopped'), 'first question');
      client.sendPcm(tone(700));
      client.sendPcm(silence(1100));
      await expect.poll(async () => (await getCall(srv.base, id)).answers.length, { timeout: 15_000 }).toBe(1);

      const repair = await breakCallDir(dataDir, id);
      await client.waitForNth(2, speech('assistant', 'stopped'), 'second question');
      client.sendPcm(tone(700));
      client.sendPcm(silence(1100));
      await expect.poll(async () => (await getCall(srv.base, id)).answers.length, { timeout: 15_000 }).toBe(2);
      client.ws.terminate(); // an early close with no close frame: after the grace period the end is saved on the broken directory

      await expect.poll(async () => (await getCall(srv.base, id)).endedReason, { timeout: 10_000 }).toBe('connection-lost');
      const held = await getCall(srv.base, id);
      expect(held.answers.map((a) => a.question)).toEqual(['name', 'role']);
      expect(held.persistence).toMatch(/^unsaved: (EEXIST|ENOTDIR)/);
      expect((await createWebCall(srv.base)).id).toMatch(/^[0-9a-f-]{36}$/); // still serving

      await repair();
      await srv.close(); // close retries what was held
      const onDisk = JSON.parse(await readFile(path.join(dataDir, 'calls', id, 'call.json'), 'utf8')) as Marked;
      expect(onDisk).toMatchObject({ endedReason: 'connection-lost' });
      expect(onDisk.persistence).toBeUndefined();
      expect((await readFile(path.join(dataDir, 'calls', id, 'answer-2.wav'))).toString('ascii', 0, 4)).toBe('RIFF');
    },
  );
});

describe('the 5-minute sweep with a broken disk', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({ agent: { connectTimeoutMs: 400 } }); // the sweep runs every 200 ms
  });
  afterAll(async () => srv.close());

  it('ends a never-connected call in memory, marked unsaved, without crashing', async () => {
    const { id } = await createWebCall(srv.base);
    await breakCallDir(srv.dataDir, id);
    await expect.poll(async () => (await getCall(srv.base, id)).endedReason, { timeout: 10_000 }).toBe('customer-did-not-answer');
    expect((await getCall(srv.base, id)).persistence).toMatch(/^unsaved:/);
    expect((await createWebCall(srv.base)).id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
