import http from 'node:http';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxStore } from './outbox/outbox-store.ts';
import { createWebCall, PRIVATE, PUBLIC, startServer, type TestServer } from './test-helpers/start-server.ts';

/** POST /provider/call/web from a given loopback address (127.0.0.x are all this machine: distinct clients). */
function callFrom(port: number, localAddress: string): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, localAddress, method: 'POST', path: '/provider/call/web', headers: PUBLIC },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] as string | undefined }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ assistantId: 'local-recruiter' }));
  });
}

describe('rate and call limits', () => {
  it('answers 429 with Retry-After past the per-client rate of a public create route', async () => {
    const srv = await startServer({ limits: { publicCreatePerMinute: 3 } });
    try {
      const seen = [];
      for (let i = 0; i < 5; i++) seen.push(await callFrom(srv.port, '127.0.0.1'));
      expect(seen.map((s) => s.status)).toEqual([201, 201, 201, 429, 429]);
      expect(Number(seen[3].retryAfter)).toBeGreaterThan(0);
      expect((await callFrom(srv.port, '127.0.0.2')).status).toBe(201); // another client is not affected
    } finally {
      await srv.close();
    }
  });

  it('caps open calls per client (429) and overall (503)', async () => {
    const srv = await startServer({ limits: { maxLiveCallsPerClient: 2, maxLiveCalls: 3 } });
    try {
      const a = [await callFrom(srv.port, '127.0.0.1'), await callFrom(srv.port, '127.0.0.1'), await callFrom(srv.port, '127.0.0.1')];
      expect(a.map((s) => s.status)).toEqual([201, 201, 429]);
      expect((await callFrom(srv.port, '127.0.0.3')).status).toBe(201);
      expect((await callFrom(srv.port, '127.0.0.4')).status).toBe(503);
    } finally {
      await srv.close();
    }
  });
});

describe('input limits', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer();
  });
  afterAll(async () => srv.close());

  const count = async () =>
    ((await (await fetch(`${srv.base}/provider/assistant?limit=1000`, { headers: PRIVATE })).json()) as unknown[]).length;

  it('refuses JSON nested 10 000 deep with a 400 and a reason, stores nothing, and the list still answers', async () => {
    const before = await count();
    const deep = `{"name":"deep","x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const res = await fetch(`${srv.base}/provider/assistant`, { method: 'POST', headers: PRIVATE, body: deep });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/nested deeper than 64/);
    expect(await count()).toBe(before);
  });

  it('refuses a public chat body over 64 KiB with 413 (public sessions stay small)', async () => {
    const res = await fetch(`${srv.base}/provider/chat/web`, {
      method: 'POST',
      headers: PUBLIC,
      body: JSON.stringify({ input: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it('refuses an outbox form field over 16 KiB with 413 and stores nothing', async () => {
    const before = (await new OutboxStore(srv.dataDir).list()).length;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      user_id: 'local-emailjs-key',
      service_id: 's',
      template_id: 't',
      message: 'x'.repeat(17 * 1024),
    }))
      form.append(k, v);
    const res = await fetch(`${srv.base}/emailjs/api/v1.0/email/send-form`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect((await new OutboxStore(srv.dataDir).list()).length).toBe(before);
  });

  it('still creates calls afterwards', async () => {
    expect((await createWebCall(srv.base)).id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('outbox paging and retention', () => {
  it('pages messages and calls, reading only the records of the page asked for', async () => {
    const srv = await startServer({ limits: { maxLiveCallsPerClient: 100, publicCreatePerMinute: 100 } });
    try {
      const store = new OutboxStore(srv.dataDir);
      for (let i = 0; i < 60; i++) await store.add({ via: 'send', service_id: 's', template_id: 't', template_params: { i } });
      const calls = path.join(srv.dataDir, 'calls');
      for (let i = 0; i < 50; i++) await createWebCall(srv.base);
      // The oldest call's record is a FIFO: reading it would block forever, so page 1 must never read it.
      const fifoDir = path.join(calls, '00000000-0000-4000-8000-000000000001');
      await mkdir(fifoDir);
      execFileSync('mkfifo', [path.join(fifoDir, 'call.json')]);
      await utimes(path.join(fifoDir, 'call.json'), new Date('2020-01-01'), new Date('2020-01-01'));
      const auth = { authorization: 'Bearer local-private-key' };
      const p1 = (await (await fetch(`${srv.base}/outbox/data?page=1`, { headers: auth })).json()) as {
        messages: { template_params: { i: number } }[];
        calls: unknown[];
        messagesTotal: number;
        callsTotal: number;
      };
      expect(p1.messages).toHaveLength(50);
      expect(p1.messages[0].template_params.i).toBe(59); // newest first
      expect(p1.calls).toHaveLength(50);
      expect(p1).toMatchObject({ messagesTotal: 60, callsTotal: 51 });
      await rm(fifoDir, { recursive: true });
      const p2 = (await (await fetch(`${srv.base}/outbox/data?page=2`, { headers: auth })).json()) as { messages: unknown[] };
      expect(p2.messages).toHaveLength(10);
      const html = await (await fetch(`${srv.base}/outbox?page=2`, { headers: auth })).text();
      expect(html).toContain('Page 2 of 2');
    } finally {
      await srv.close();
    }
  });

  it('removes outbox messages and call records beyond the retention count or age at start-up', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vaiu-retention-'));
    const store = new OutboxStore(dataDir);
    for (let i = 0; i < 8; i++) await store.add({ via: 'send', service_id: 's', template_id: 't', template_params: { i } });
    await writeFile(path.join(store.dir, '2020-01-01T00-00-00-000Z-000001-00000000-0000-4000-8000-000000000000.json'), '{}');
    for (let i = 0; i < 5; i++) {
      const dir = path.join(dataDir, 'calls', `00000000-0000-4000-8000-00000000000${i}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'call.json'), JSON.stringify({ id: 'x', createdAt: '2026-01-01', endedReason: 'x', answers: [] }));
    }
    const srv = await startServer({ dataDir, limits: { maxOutboxMessages: 5, maxCallRecords: 3 } });
    try {
      await expect.poll(async () => (await readdir(store.dir)).filter((n) => n.endsWith('.json')).length).toBe(5);
      await expect.poll(async () => (await readdir(path.join(dataDir, 'calls'))).filter((n) => !n.startsWith('.')).length).toBe(3);
      expect((await readdir(store.dir)).some((n) => n.startsWith('2020'))).toBe(false);
    } finally {
      await srv.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After (under-pressure) while the event loop is stalled, then recovers', async () => {
    const srv = await startServer({ limits: { maxEventLoopDelayMs: 50 } });
    try {
      let shed: Response | undefined;
      for (let i = 0; i < 20 && !shed; i++) {
        const until = Date.now() + 300; // this process is the server: stall its loop like a CPU-bound request would
        while (Date.now() < until);
        const res = await fetch(`${srv.base}/provider/assistant`, { headers: PRIVATE });
        if (res.status === 503) shed = res;
      }
      expect(shed?.status).toBe(503);
      expect(Number(shed!.headers.get('retry-after'))).toBeGreaterThan(0);
      await expect
        .poll(async () => (await fetch(`${srv.base}/provider/assistant`, { headers: PRIVATE })).status, { timeout: 10_000 })
        .toBe(200);
    } finally {
      await srv.close();
    }
  });
});
