import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';
import { RESUME_PROTOCOL } from '../../src/protocol/resume-messages.ts';
import { CallClient, ended, silence, speech } from '../test-helpers/call-client.ts';
import { createWebCall, getCall, PRIVATE, startServer, type TestServer } from '../test-helpers/start-server.ts';

const listCalls = async (base: string) => (await (await fetch(`${base}/provider/call`, { headers: PRIVATE })).json()) as CallRecord[];

async function endedRecord(base: string, id: string): Promise<CallRecord> {
  await expect.poll(async () => (await getCall(base, id)).endedReason, { timeout: 15_000 }).toBeTruthy();
  return getCall(base, id);
}

// The token comes right after `listening`, before the greeting, once per call.
function tokenOf(client: CallClient): string {
  expect(client.sessionTokens).toHaveLength(1);
  return client.sessionTokens[0];
}

describe('call resume protocol (real server, real sockets)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({ agent: { maxPromptMs: 400, repromptAfterMs: 60_000, resumeGraceMs: 10_000 } });
  });
  afterAll(async () => srv.close());

  it('issues an unguessable token per call, after listening, and never puts it in the call record', async () => {
    const a = await createWebCall(srv.base);
    const b = await createWebCall(srv.base);
    const ca = await CallClient.open(a.webCallUrl);
    const cb = await CallClient.open(b.webCallUrl);
    await ca.waitFor(speech('assistant', 'started'));
    await cb.waitFor(speech('assistant', 'started'));
    expect(ca.texts[0]).toBe('listening');
    // Before the greeting's first line: a drop during it can be resumed.
    expect(ca.texts[1]).toMatch(/^\{"type":"session"/);
    const [ta, tb] = [tokenOf(ca), tokenOf(cb)];
    expect(ta).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    expect(ta).not.toBe(tb);
    expect(JSON.stringify(await getCall(srv.base, a.id))).not.toContain(ta);
    ca.ws.close(1000);
    cb.ws.close(1000);
  });

  it('resumes a dropped call as the same call: agent carries on, answers kept, one record', async () => {
    const before = (await listCalls(srv.base)).length;
    const { id, webCallUrl } = await createWebCall(srv.base);
    const first = await CallClient.open(webCallUrl);
    await first.waitFor(speech('assistant', 'stopped'));
    first.sendPcm(new Int16Array(8000).map((_, i) => Math.round(9000 * Math.sin(i / 3)))); // a 0.5 s answer
    first.sendPcm(silence(1100));
    await first.waitForNth(2, speech('assistant', 'started'), 'second question');
    const token = tokenOf(first);
    first.ws.terminate(); // abrupt drop mid-line
    await expect.poll(async () => (await getCall(srv.base, id)).status).toBe('in-progress');
    const second = await CallClient.open(webCallUrl, [RESUME_PROTOCOL + token]);
    expect(second.ws.protocol).toBe(RESUME_PROTOCOL + token);
    await expect.poll(() => second.texts[0]).toBe('{"type":"resumed"}');
    // The interrupted line is spoken again, from its start.
    await second.waitFor(speech('assistant', 'started'));
    expect(second.assistantLines()[0]).toBe(first.assistantLines().at(-1));
    second.ws.close(1000);
    const rec = await endedRecord(srv.base, id);
    expect(rec.endedReason).toBe('customer-ended-call');
    expect(rec.answers).toHaveLength(1);
    expect((await listCalls(srv.base)).length).toBe(before + 1);
  });

  it('waits for a resume after a close frame the client sent to a link it gave up on (4001), not only after 1006', async () => {
    // A browser that went offline closes its dead socket with 4001; that close frame can reach the server after the
    // outage, and must not end the call as if the visitor had hung up.
    const { id, webCallUrl } = await createWebCall(srv.base);
    const first = await CallClient.open(webCallUrl);
    await first.waitFor(speech('assistant', 'started'));
    const token = tokenOf(first);
    first.ws.close(4001, 'stale');
    await first.closed;
    expect((await getCall(srv.base, id)).status).toBe('in-progress');
    const second = await CallClient.open(webCallUrl, [RESUME_PROTOCOL + token]);
    await expect.poll(() => second.texts[0]).toBe('{"type":"resumed"}');
    second.ws.close(1000);
    expect((await endedRecord(srv.base, id)).endedReason).toBe('customer-ended-call');
  });

  it('refuses a wrong token (4403) and a tokenless reconnect (4409) while waiting, then still takes the right one', async () => {
    const { id, webCallUrl } = await createWebCall(srv.base);
    const first = await CallClient.open(webCallUrl);
    await first.waitFor(speech('assistant', 'started'));
    const token = tokenOf(first);
    first.ws.terminate();
    const wrong = await CallClient.open(webCallUrl, [RESUME_PROTOCOL + token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))]);
    expect((await wrong.closed).code).toBe(4403);
    const none = await CallClient.open(webCallUrl);
    expect(await none.closed).toEqual({ code: 4409, reason: 'resume token required' });
    const right = await CallClient.open(webCallUrl, [RESUME_PROTOCOL + token]);
    await right.waitFor(speech('assistant', 'started'));
    right.ws.close(1000);
    expect((await endedRecord(srv.base, id)).endedReason).toBe('customer-ended-call');
  });

  it('lets a resume take over a half-open connection the server still holds', async () => {
    const { id, webCallUrl } = await createWebCall(srv.base);
    const stale = await CallClient.open(webCallUrl);
    await stale.waitFor(speech('assistant', 'started'));
    const fresh = await CallClient.open(webCallUrl, [RESUME_PROTOCOL + tokenOf(stale)]);
    expect((await stale.closed).code).toBe(4000);
    await fresh.waitFor(speech('assistant', 'started'));
    fresh.ws.close(1000);
    expect((await endedRecord(srv.base, id)).endedReason).toBe('customer-ended-call');
  });

  it('ends as connection-lost after the grace period and then refuses the token (4410)', async () => {
    const own = await startServer({ agent: { maxPromptMs: 400, resumeGraceMs: 200 } });
    try {
      const { id, webCallUrl } = await createWebCall(own.base);
      const client = await CallClient.open(webCallUrl);
      await client.waitFor(speech('assistant', 'started'));
      const token = tokenOf(client);
      client.ws.terminate();
      const rec = await endedRecord(own.base, id);
      expect(rec).toMatchObject({ status: 'ended', endedReason: 'connection-lost' });
      const late = await CallClient.open(webCallUrl, [RESUME_PROTOCOL + token]);
      expect((await late.closed).code).toBe(4410);
    } finally {
      await own.close();
    }
  });

  it('answers pings at once and treats a pinging client that goes silent as dropped (then resumable)', async () => {
    const own = await startServer({ agent: { maxPromptMs: 400, repromptAfterMs: 60_000, resumeGraceMs: 5_000, clientIdleMs: 300 } });
    try {
      const { id, webCallUrl } = await createWebCall(own.base);
      const client = await CallClient.open(webCallUrl);
      client.ws.send(JSON.stringify({ type: 'ping', id: 7 }));
      await expect.poll(() => client.texts).toContain('{"type":"pong","id":7}');
      // Now silent (a half-open link): the server cuts it and waits for a resume.
      const { code } = await client.closed;
      expect(code).toBe(1006);
      expect((await getCall(own.base, id)).status).toBe('in-progress');
      const back = await CallClient.open(webCallUrl, [RESUME_PROTOCOL + tokenOf(client)]);
      await back.waitFor(speech('assistant', 'started'));
      expect(back.ws.readyState).toBe(WebSocket.OPEN);
      back.ws.send(JSON.stringify({ type: 'end-call' }));
      await back.closed;
      expect(back.messages.find(ended)).toMatchObject({ endedReason: 'customer-ended-call' });
    } finally {
      await own.close();
    }
  });
});
