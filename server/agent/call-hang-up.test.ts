import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangUpUrlOf } from '../../src/protocol/provider-routes.ts';
import { CallClient, speech } from '../test-helpers/call-client.ts';
import { createWebCall, getCall, startServer, type TestServer } from '../test-helpers/start-server.ts';

// The hang-up a closing page sends by beacon (CALL_HANG_UP_PATH): the resume token as a plain-text body ends the live
// call as the visitor's at once — also one whose socket has dropped, which would otherwise wait out the grace period
// (a minute here, longer than any poll below) and end as connection-lost.
const hangUp = (webCallUrl: string, body: string) =>
  fetch(hangUpUrlOf(webCallUrl), { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body });

async function liveCall(base: string) {
  const { id, webCallUrl } = await createWebCall(base);
  const client = await CallClient.open(webCallUrl);
  await client.waitFor(speech('assistant', 'started'));
  await expect.poll(() => client.sessionTokens).toHaveLength(1);
  return { id, webCallUrl, client, token: client.sessionTokens[0] };
}

describe('hang-up beacon (real server)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({ agent: { maxPromptMs: 400, repromptAfterMs: 60_000, resumeGraceMs: 60_000 } });
  });
  afterAll(async () => srv.close());

  it('ends a live call as the visitor ended it; the socket gets the ended status and a normal close', async () => {
    const { id, webCallUrl, client, token } = await liveCall(srv.base);
    const res = await hangUp(webCallUrl, token);
    expect(res.status).toBe(204);
    await expect.poll(async () => (await getCall(srv.base, id)).endedReason).toBe('customer-ended-call');
    expect((await client.closed).code).toBe(1000);
    expect(client.texts.some((t) => t.includes('"status":"ended"'))).toBe(true);
    expect((await hangUp(webCallUrl, token)).status).toBe(404); // once
  });

  it('ends a call whose socket dropped at once, not after the grace period', async () => {
    const { id, webCallUrl, client, token } = await liveCall(srv.base);
    client.ws.terminate();
    await expect.poll(async () => (await getCall(srv.base, id)).status).toBe('in-progress');
    expect((await hangUp(webCallUrl, token)).status).toBe(204);
    await expect.poll(async () => (await getCall(srv.base, id)).endedReason).toBe('customer-ended-call');
  });

  it('refuses a wrong, empty or oversized token, and an unknown call, alike; the call goes on', async () => {
    const { id, webCallUrl, client, token } = await liveCall(srv.base);
    const other = await createWebCall(srv.base);
    const wrong = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const [url, body, status] of [
      [webCallUrl, wrong, 404],
      [webCallUrl, '', 404],
      [other.webCallUrl, token, 404], // another call (not connected) with this call's token
      [webCallUrl.replace(id, '00000000-0000-4000-8000-000000000000'), token, 404],
      [webCallUrl, 'x'.repeat(10_000), 413],
    ] as const) {
      const res = await hangUp(url, body);
      expect(res.status).toBe(status);
      expect(await res.text()).not.toContain(token);
    }
    expect((await getCall(srv.base, id)).status).toBe('in-progress');
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.ws.close(1000);
  });

  it('any other body, of any type, is refused with a 4xx and leaves the call live', { timeout: 60_000 }, async () => {
    const { id, webCallUrl, client, token } = await liveCall(srv.base);
    const types = fc.constantFrom('text/plain', 'application/json', 'application/octet-stream', 'multipart/form-data', 'x/y');
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 400 }), types, async (body, type) => {
        fc.pre(body.trim() !== token);
        const res = await fetch(hangUpUrlOf(webCallUrl), { method: 'POST', headers: { 'content-type': type }, body });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    expect((await getCall(srv.base, id)).status).toBe('in-progress');
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    client.ws.close(1000);
  });
});
