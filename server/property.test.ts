import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_ROUTES, type RouteDef } from '../src/protocol/provider-routes.ts';
import { OutboxStore } from './outbox/outbox-store.ts';
import { startServer, type TestServer } from './test-helpers/start-server.ts';

// Property tests over every provider route and the outbox: whatever a client sends (any JSON, malformed text,
// deep nesting, odd ids and queries, any key), the server never answers 500, never stores a malformed resource
// and its lists keep answering. Each property is bounded by a run count and a time limit.
const ROUTES = Object.values(PROVIDER_ROUTES) as RouteDef[];
const AUTH = { private: 'Bearer local-private-key', public: 'Bearer local-public-key', none: undefined, junk: 'Bearer x y' };

const deep = fc.integer({ min: 60, max: 12_000 }).map((n) => `{"name":"deep","x":${'['.repeat(n)}${']'.repeat(n)}}`);
const bodyArb = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc
    .record({ assistantId: fc.oneof(fc.constant('local-recruiter'), fc.string()), assistantOverrides: fc.jsonValue({ maxDepth: 3 }) })
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  deep,
  fc.constant(undefined),
);
const queryArb = fc.dictionary(fc.constantFrom('limit', 'page', 'key', 'id', 'createdAtGt', '__proto__'), fc.string({ maxLength: 20 }), {
  maxKeys: 3,
});
const idArb = fc.oneof(fc.constant('local-recruiter'), fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }));

describe('property: no route answers 500 or stores a malformed resource', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({ limits: { ratePerMinute: 1e6, publicCreatePerMinute: 1e6, maxLiveCalls: 1e6, maxLiveCallsPerClient: 1e6 } });
  });
  afterAll(async () => srv.close());

  const listsAnswer = async () => {
    for (const p of ['/assistant', '/call', '/squad']) {
      const res = await fetch(`${srv.base}/provider${p}?limit=1000`, { headers: { authorization: AUTH.private } });
      expect(res.status).toBe(200);
      const items = (await res.json()) as Record<string, unknown>[];
      for (const r of items)
        expect(typeof r === 'object' && r !== null && typeof r.id === 'string' && typeof r.createdAt === 'string').toBe(true);
    }
  };

  it('provider API: any route, id, query, body and key', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES.filter((r) => !r.multipart)),
        idArb,
        queryArb,
        bodyArb,
        fc.constantFrom(...Object.values(AUTH)),
        async (def, id, query, body, auth) => {
          const url = `${srv.base}/provider${def.path.replace(/:[A-Za-z]+/g, encodeURIComponent(id))}?${new URLSearchParams(query)}`;
          const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
          if (auth) headers.authorization = auth;
          const res = await fetch(url, {
            method: def.method,
            headers,
            body: def.method === 'GET' || def.method === 'DELETE' ? undefined : body,
          });
          const text = await res.text();
          expect(res.status, `${def.method} ${def.path} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status === 201) expect(typeof JSON.parse(text).id).toBe('string');
          await listsAnswer();
        },
      ),
      { numRuns: 300, interruptAfterTimeLimit: 60_000 },
    );
  });

  it('outbox send: any JSON body is stored as a well-formed message or refused with a 4xx', { timeout: 120_000 }, async () => {
    const store = new OutboxStore(srv.dataDir);
    const fields = fc.record(
      {
        user_id: fc.oneof(fc.constant('local-emailjs-key'), fc.string()),
        service_id: fc.oneof(fc.constant('s'), fc.string(), fc.integer()),
        template_id: fc.oneof(fc.constant('t'), fc.string()),
        template_params: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.string(), fc.string())),
        accessToken: fc.oneof(fc.constant('local-private-key'), fc.string()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fields.map((f) => JSON.stringify(f)),
          bodyArb,
        ),
        async (body) => {
          const res = await fetch(`${srv.base}/emailjs/api/v1.0/email/send`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          expect(res.status).toBeLessThan(500);
          const page = await store.page(0, 5);
          for (const m of page.messages)
            expect(typeof m.template_params === 'object' && m.template_params !== null && !Array.isArray(m.template_params)).toBe(true);
          const outbox = await fetch(`${srv.base}/outbox/data`, { headers: { authorization: AUTH.private } });
          expect(outbox.status).toBe(200);
        },
      ),
      { numRuns: 200, interruptAfterTimeLimit: 40_000 },
    );
  });
});
