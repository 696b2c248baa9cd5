import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../app.ts';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';

/** A real server on a free loopback port with its own data dir. */
export type TestServer = { app: FastifyInstance; base: string; port: number; dataDir: string; close(): Promise<void> };

/**
 * Starts buildServer (services only) on port 0; close() stops it and removes its data. Speech recognition is off
 * unless `agent.asrCommand` is given: tone bursts stand in for speech here (the scripted, unrecognized path).
 */
export async function startServer(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'vaiu-server-test-')));
  // Test files share a loaded machine and run in-process with the server: a stalled test runner must not make
  // under-pressure shed (limits.test.ts tests the shedding with its own threshold).
  const app = await buildServer({
    ...opts,
    // The neural recognizer is always waited for: what a test hears must not depend on the machine's load.
    agent: { asrCommand: 'off', asrNeuralGraceMs: 600_000, ...opts.agent },
    dataDir,
    limits: { maxEventLoopDelayMs: 60_000, ...opts.limits },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    port,
    base: `http://127.0.0.1:${port}`,
    dataDir,
    close: async () => {
      await app.close();
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Authorization headers with the local keys. */
export const PRIVATE = { authorization: 'Bearer local-private-key', 'content-type': 'application/json' };
/** Authorization with the public key. */
export const PUBLIC = { authorization: 'Bearer local-public-key', 'content-type': 'application/json' };

/** Creates a web call with the built-in assistant; returns its id and websocket URL. */
export async function createWebCall(
  base: string,
  variableValues: Record<string, string> = {},
): Promise<{ id: string; webCallUrl: string }> {
  const res = await fetch(`${base}/provider/call/web`, {
    method: 'POST',
    headers: PUBLIC,
    body: JSON.stringify({ assistantId: 'local-recruiter', assistantOverrides: { variableValues } }),
  });
  if (res.status !== 201) throw new Error(`call/web: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; webCallUrl: string };
}

/** Signs in to the outbox with the login form; returns the Cookie header to send (the key never goes in a URL). */
export async function outboxLogin(base: string, key = 'local-private-key'): Promise<string> {
  const res = await fetch(`${base}/outbox/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`outbox login: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The stored call record (private key). */
export async function getCall(base: string, id: string): Promise<CallRecord> {
  return (await (await fetch(`${base}/provider/call/${id}`, { headers: PRIVATE })).json()) as CallRecord;
}
