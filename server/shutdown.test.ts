import net from 'node:net';
import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { CallClient, ended } from './test-helpers/call-client.ts';
import { createWebCall } from './test-helpers/start-server.ts';
import { listening, spawnMain, type MainProcess } from './test-helpers/spawn-main.ts';

// The real entry point (server/main.ts) in a child process, on this worktree's spare ports.
const PORT = Number(process.env.VAIU_TEST_PORT ?? 4211);
const GOOD_KEYS = {
  LOCAL_PUBLIC_KEY: 'pk_9f2c61d4b7e84a0d',
  LOCAL_PRIVATE_KEY: 'sk_5a1e7c3b9d2f4e68a0c1',
  LOCAL_EMAILJS_KEY: 'ej_0b8d6f4a2c1e3579',
};

let proc: MainProcess | undefined;
afterEach(async () => {
  if (proc && proc.child.exitCode === null) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
  if (proc) await rm(proc.dataDir, { recursive: true, force: true });
  proc = undefined;
});

describe('production mode', () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['HOST=0.0.0.0', { HOST: '0.0.0.0' }],
    ['a default private key', { NODE_ENV: 'production', ...GOOD_KEYS, LOCAL_PRIVATE_KEY: 'local-private-key' }],
  ])('refuses to start with %s on missing or default keys, naming the variables', async (_name, env) => {
    proc = await spawnMain(PORT, env);
    expect(await proc.exited).toBe(1);
    const err = proc.stderr.join('');
    expect(err).toMatch(/Refusing to start in production mode/);
    expect(err).toMatch(/LOCAL_PRIVATE_KEY/);
    if (!('LOCAL_PUBLIC_KEY' in env)) expect(err).toMatch(/LOCAL_PUBLIC_KEY is not set/);
  });

  it('starts with real keys and says where the outbox is and how it is protected', async () => {
    proc = await spawnMain(PORT, { NODE_ENV: 'production', HOST: '127.0.0.1', ...GOOD_KEYS });
    await listening(proc);
    const out = proc.stdout.join('');
    expect(out).toContain(proc.dataDir);
    expect(out).toMatch(/sign in with LOCAL_PRIVATE_KEY/);
    expect((await fetch(`${proc.base}/outbox`)).status).toBe(401);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
  });
});

describe('graceful shutdown', () => {
  it('ends a live call as server-shutdown, drops a slow upload and exits 0 on SIGTERM', { timeout: 30_000 }, async () => {
    proc = await spawnMain(PORT);
    await listening(proc);
    const { webCallUrl } = await createWebCall(proc.base);
    const client = await CallClient.open(webCallUrl);
    await client.waitFor((m) => m.type === 'status-update' && m.status === 'in-progress', 'in-progress');
    // A client that announced a body and trickles it: it must not hold the shutdown open.
    const slow = net.connect(PORT, '127.0.0.1');
    await new Promise((r) => slow.once('connect', r));
    slow.write('POST /provider/call/web HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
    const slowClosed = new Promise((r) => slow.once('close', r));
    slow.on('error', () => undefined).resume();

    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    await slowClosed;
    expect(client.messages.find(ended)).toMatchObject({ endedReason: 'server-shutdown' });
    expect((await client.closed).code).toBe(1001);
  });
});
