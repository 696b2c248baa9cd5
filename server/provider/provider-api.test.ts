import { VapiClient } from '@vapi-ai/server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, PROVIDER_ROUTES, type CallRecord, type ProviderRouteKey } from '../../src/protocol/provider-routes.ts';
import { createWebCall, PRIVATE, PUBLIC, startServer, type TestServer } from '../test-helpers/start-server.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer();
});
afterAll(async () => srv.close());

const post = (path: string, body: string, headers: Record<string, string> = PUBLIC) =>
  fetch(`${srv.base}/provider${path}`, { method: 'POST', headers, body });

// After every bad input the process still answers a valid request.
async function stillServes(): Promise<void> {
  const { id } = await createWebCall(srv.base);
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
}

describe('provider API errors', () => {
  it.each([
    ['no Authorization header', { 'content-type': 'application/json' }, /Missing Authorization/],
    ['a wrong key', { authorization: 'Bearer nope', 'content-type': 'application/json' }, /Invalid Key/],
    ['a malformed header', { authorization: 'Token local-public-key', 'content-type': 'application/json' }, /Malformed/],
  ])('answers 401 JSON for %s', async (_name, headers, message) => {
    const res = await post('/call/web', '{"assistantId":"local-recruiter"}', headers);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.stringMatching(message) });
    await stillServes();
  });

  it('accepts the public key only where the real provider does', async () => {
    const pub = await fetch(`${srv.base}/provider/assistant`, { headers: PUBLIC });
    expect(pub.status).toBe(401);
    expect((await fetch(`${srv.base}/provider/assistant`, { headers: PRIVATE })).status).toBe(200);
    expect((await post('/call/web', '{"assistantId":"local-recruiter"}', PRIVATE)).status).toBe(201);
  });

  it('requires an assistant, squad or workflow for a web call (docs/product.md §5)', async () => {
    const res = await post('/call/web', '{}');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Assistant or Squad or Workflow must be provided.',
    });
    expect((await post('/call/web', '{"squad":{"members":[]}}')).status).toBe(201);
    expect((await post('/call/web', '{"assistantId":"no-such-assistant"}')).status).toBe(400);
    await stillServes();
  });

  it.each([
    ['malformed JSON', '{"assistantId":', 400],
    ['a JSON array', '[1,2]', 400],
    ['a wrong type', '{"assistantId":123}', 400],
    ['a wrong nested type', '{"assistantId":"local-recruiter","assistantOverrides":{"variableValues":"x"}}', 400],
    ['an oversized body', JSON.stringify({ assistant: { blob: 'x'.repeat(1_100_000) } }), 413],
  ])('answers %s with a JSON %i', async (_name, body, status) => {
    const res = await post('/call/web', body);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
    await stillServes();
  });

  it('answers unknown routes and ids with JSON 404', async () => {
    const unknown = await fetch(`${srv.base}/provider/no/such/route`, { headers: PRIVATE });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const missing = await fetch(`${srv.base}/provider/assistant/nope`, { headers: PRIVATE });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404 });
    expect((await fetch(`${srv.base}/provider/call/not-a-uuid`, { headers: PRIVATE })).status).toBe(404);
    expect((await fetch(`${srv.base}/__stats`)).status).toBe(404); // bench-only, off unless VAIU_STATS=1
    await stillServes();
  });

  it('answers a truncated multipart upload with a JSON 4xx, not a 500', async () => {
    const res = await fetch(`${srv.base}/provider/file`, {
      method: 'POST',
      headers: { authorization: PRIVATE.authorization, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nabc',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/multipart/) });
    const json = await fetch(`${srv.base}/provider/file`, { method: 'POST', headers: PRIVATE, body: '{}' });
    expect(json.status).toBe(415);
    await stillServes();
  });

  it('answers an unsupported content type with JSON 415', async () => {
    const res = await post('/call/web', 'assistantId=local-recruiter', { ...PUBLIC, 'content-type': 'text/csv' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ statusCode: 415 });
    await stillServes();
  });
});

describe('CORS', () => {
  it('answers the preflight of a cross-origin web call with the Authorization header allowed', async () => {
    const pre = await fetch(`${srv.base}/provider/call/web`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://site.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://site.example');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const denied = await fetch(`${srv.base}/provider/assistant`, { headers: { origin: 'https://site.example' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('https://site.example'); // the page can read the error
  });
});

describe('web calls', () => {
  it('returns a websocket URL on the request host, the local voice and no video recording', async () => {
    const res = await fetch(`http://localhost:${srv.port}/provider/call/web`, {
      method: 'POST',
      headers: PUBLIC,
      body: JSON.stringify({
        assistantId: 'local-recruiter',
        assistantOverrides: { variableValues: { name: 'Bo', email: 'bo@x.io', phone: '1' } },
      }),
    });
    expect(res.status).toBe(201);
    const call = (await res.json()) as Record<string, unknown> & { id: string };
    expect(call).toMatchObject({
      webCallUrl: `ws://localhost:${srv.port}/provider/call/${call.id}/transport`,
      artifactPlan: { videoRecordingEnabled: false },
      assistant: { voice: { provider: 'local' } },
      transport: { provider: 'vapi.websocket' },
      status: 'queued',
      createdAt: expect.any(String),
    });
    const rec = (await (await fetch(`${srv.base}/provider/call/${call.id}`, { headers: PRIVATE })).json()) as CallRecord;
    expect(rec).toMatchObject({ id: call.id, status: 'queued', customer: { name: 'Bo', email: 'bo@x.io', phone: '1' }, answers: [] });
    expect((await fetch(`${srv.base}/provider/call/${call.id}`, { headers: PUBLIC })).status).toBe(401);
  });

  it('stores the visitor rating with the public key and rejects ratings outside 1..5', async () => {
    const { id } = await createWebCall(srv.base);
    for (const rating of [0, 6, 2.5, '3', null]) {
      const res = await post(`/call/${id}/feedback`, JSON.stringify({ rating }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: 400 });
    }
    expect((await post(`/call/00000000-0000-4000-8000-000000000000/feedback`, '{"rating":4}')).status).toBe(404);
    expect((await post(`/call/${id}/feedback`, '{"rating":4}')).status).toBe(200);
    const rec = (await (await fetch(`${srv.base}/provider/call/${id}`, { headers: PRIVATE })).json()) as CallRecord;
    expect(rec.feedback).toMatchObject({ rating: 4 });
  });
});

describe('route table', () => {
  it('serves every route of the table with the private key (no 404 for a route, JSON bodies)', async () => {
    const ids: Record<string, string> = { id: 'x', testSuiteId: 's', memberId: 'm', provider: 'p', resourceName: 'r' };
    for (const key of Object.keys(PROVIDER_ROUTES) as ProviderRouteKey[]) {
      const def = PROVIDER_ROUTES[key];
      const path = (buildPath as (k: string, p?: object) => string)(key, ids);
      const multipart = 'multipart' in def && def.multipart;
      const body =
        def.method === 'GET' || def.method === 'DELETE'
          ? undefined
          : multipart
            ? new FormData()
            : '{"name":"n","assistantId":"local-recruiter"}';
      if (body instanceof FormData) body.append('file', new Blob(['hello']), 'a.txt');
      const headers: Record<string, string> = multipart || !body ? { authorization: PRIVATE.authorization } : PRIVATE;
      const res = await fetch(`${srv.base}/provider${path}`, { method: def.method, headers, body });
      // Item routes on the made-up id 'x' answer 404 from the handler (JSON), never "route not found".
      const json = (await res.json()) as { message?: string };
      expect(res.status, `${key} ${def.method} ${path}`).toBeLessThan(500);
      if (res.status === 404) expect(json.message, key).not.toMatch(/^Cannot /);
    }
  });

  it('builds paths with encoded params', () => {
    expect(buildPath('testSuiteRun.get', { testSuiteId: 'a b', id: 'c/d' })).toBe('/test-suite/a%20b/run/c%2Fd');
    expect(buildPath('call.createWeb')).toBe('/call/web');
  });
});

describe('@vapi-ai/server-sdk against the local provider', () => {
  it('creates, lists, gets, updates and deletes an assistant', async () => {
    const vapi = new VapiClient({ token: 'local-private-key', baseUrl: `${srv.base}/provider` });
    const created = await vapi.assistants.create({ name: 'Screening bot', firstMessage: 'Hi there' });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created).toMatchObject({ name: 'Screening bot', orgId: expect.any(String), createdAt: expect.any(String) });
    const list = await vapi.assistants.list();
    expect(list.map((a) => a.id)).toContain(created.id);
    expect(list.map((a) => a.id)).toContain('local-recruiter');
    expect(await vapi.assistants.get({ id: created.id })).toMatchObject({ id: created.id, name: 'Screening bot' });
    const updated = await vapi.assistants.update({ id: created.id, name: 'Renamed' });
    expect(updated).toMatchObject({ id: created.id, name: 'Renamed', firstMessage: 'Hi there' });
    expect((await vapi.assistants.delete({ id: created.id })).id).toBe(created.id);
    await expect(vapi.assistants.get({ id: created.id })).rejects.toMatchObject({ statusCode: 404 });
    const bad = new VapiClient({ token: 'wrong', baseUrl: `${srv.base}/provider`, maxRetries: 0 });
    await expect(bad.assistants.list()).rejects.toMatchObject({ statusCode: 401 });
  });
});
