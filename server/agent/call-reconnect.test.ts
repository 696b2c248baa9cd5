import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ResumableSocket, type LinkEvent, type SocketLike } from '../../workers/resumable-socket.ts';
import { startTcpProxy, type TcpProxy } from '../../tests/helpers/tcp-proxy.ts';
import { createWebCall, getCall, startServer, type TestServer } from '../test-helpers/start-server.ts';

// The browser transport's socket logic against the real server, through a proxy the test cuts.
// Drops here are resets (seen at once); long stale limits keep a loaded machine's pauses from counting as drops.
const FAST = { pingMs: 100, staleMs: 5000, maxLeadMs: 600, backoff: { baseMs: 50, maxMs: 200, jitter: 0.3 } };
const open = (url: string, protocols?: string[]) => new WebSocket(url, protocols) as unknown as SocketLike;

function client(url: string, timing: Partial<typeof FAST> = {}) {
  const events: LinkEvent[] = [];
  const texts: string[] = [];
  let audioFrames = 0;
  let clears = 0;
  const socket = new ResumableSocket(
    url,
    open,
    {
      onText: (t) => texts.push(t),
      onAudio: () => void audioFrames++,
      onClear: () => void clears++,
      onLink: (e) => events.push(e),
    },
    { ...FAST, ...timing },
  );
  const count = (type: LinkEvent['type']) => events.filter((e) => e.type === type).length;
  return { socket, events, texts, count, frames: () => audioFrames, clears: () => clears };
}

describe('resumable call socket (real server, real proxy)', () => {
  let srv: TestServer;
  let proxy: TcpProxy;
  beforeAll(async () => {
    srv = await startServer({ agent: { maxPromptMs: 3000, repromptAfterMs: 60_000, resumeGraceMs: 2_000, clientIdleMs: 5_000 } });
    proxy = await startTcpProxy(srv.port);
  });
  afterAll(async () => {
    await proxy.close();
    await srv.close();
  });
  const viaProxy = (url: string) => url.replace(`:${srv.port}/`, `:${proxy.port}/`);
  // A live call whose every socket is then dropped and every new connection refused, once the client has retried.
  async function refusedCall(timing: Partial<typeof FAST> = {}, attempts = 1) {
    const { id, webCallUrl } = await createWebCall(srv.base);
    const c = client(viaProxy(webCallUrl), timing);
    await c.socket.connect();
    await expect.poll(() => c.frames()).toBeGreaterThan(5);
    proxy.refuse();
    proxy.dropAll();
    await expect.poll(() => c.count('attempt')).toBeGreaterThan(attempts);
    return { id, c };
  }

  it('survives a drop of every socket: reconnecting, resumed on the same call, agent audio flowing again', async () => {
    const { id, webCallUrl } = await createWebCall(srv.base);
    const c = client(viaProxy(webCallUrl));
    await c.socket.connect();
    await expect.poll(() => c.frames()).toBeGreaterThan(10);
    await expect.poll(() => c.count('quality')).toBeGreaterThan(1);
    proxy.dropAll();
    await expect.poll(() => c.count('interrupted')).toBe(1);
    await expect.poll(() => c.count('resumed')).toBe(1);
    const before = c.frames();
    await expect.poll(() => c.frames()).toBeGreaterThan(before + 10);
    expect(c.clears()).toBeGreaterThanOrEqual(2); // at the drop and at the resume
    expect(c.count('closed')).toBe(0);
    c.socket.close();
    await expect.poll(async () => (await getCall(srv.base, id)).endedReason).toBe('customer-ended-call');
  });

  it('gives up with the server-refused code once the grace period has run out while the network refuses', async () => {
    const { id, c } = await refusedCall({}, 2);
    expect(c.count('interrupted')).toBe(1);
    await expect.poll(async () => (await getCall(srv.base, id)).endedReason, { timeout: 10_000 }).toBe('connection-lost');
    proxy.allow();
    await expect.poll(() => c.events.find((e) => e.type === 'closed'), { timeout: 10_000 }).toMatchObject({ code: 4410 });
    expect(c.count('resumed')).toBe(0);
  });

  // Without the hang-up's resume the server waited out its grace period and recorded a lost call. The visitor hangs up
  // while every connection is still refused; the network comes back within the hang-up's time (staleMs).
  it('a hang-up while the link is down reaches the server once it is back: the call ends as the visitor ended it', async () => {
    const { id, c } = await refusedCall();
    const refused = proxy.refused;
    const closing = c.socket.close();
    await expect.poll(() => proxy.refused).toBeGreaterThan(refused + 1); // the hang-up retries while refused
    proxy.allow();
    await closing;
    await expect.poll(async () => (await getCall(srv.base, id)).endedReason).toBe('customer-ended-call');
    expect(c.count('resumed')).toBe(0); // the hang-up's resume is not the call coming back
  });

  // The page terminates the transport worker once close() resolves, and with it any frame still queued. The
  // connection is cut at that moment here: close() must not resolve before the server has the end-call and the close
  // (it did at once, and the server, seeing the link drop, waited out its grace period and recorded a lost call).
  it('a hang-up on a live link resolves once the server has it: cut right after, the call still ends as the visitor ended it', async () => {
    const { id, webCallUrl } = await createWebCall(srv.base);
    const c = client(viaProxy(webCallUrl));
    await c.socket.connect();
    await expect.poll(() => c.frames()).toBeGreaterThan(5);
    c.socket.sendText(JSON.stringify({ type: 'end-call' }));
    await c.socket.close();
    proxy.dropAll();
    await expect.poll(async () => (await getCall(srv.base, id)).endedReason, { timeout: 10_000 }).toBe('customer-ended-call');
  });

  // As the live link's hang-up above: the resume that carries a hang-up must not resolve before its close is through.
  it("a hang-up's resume resolves once the server has its close: cut right after, the call still ends as the visitor ended it", async () => {
    const { id, c } = await refusedCall();
    const closing = c.socket.close();
    proxy.allow();
    await closing;
    proxy.dropAll();
    await expect.poll(async () => (await getCall(srv.base, id)).endedReason, { timeout: 10_000 }).toBe('customer-ended-call');
  });

  it('a hang-up while the network stays out gives up after the stale limit; the grace period ends the call', async () => {
    const { id, c } = await refusedCall({ staleMs: 800 });
    await c.socket.close();
    await expect.poll(async () => (await getCall(srv.base, id)).endedReason, { timeout: 10_000 }).toBe('connection-lost');
    proxy.allow();
  });

  it('drops agent audio that arrives in a burst instead of queueing it', async () => {
    const discarded: number[] = [];
    const h = { onText: () => undefined, onAudio: () => undefined, onClear: () => undefined, onLink: () => undefined };
    let now = 0;
    let onmessage: SocketLike['onmessage'] = null;
    const fake = {
      binaryType: '',
      readyState: 1,
      send: () => undefined,
      close: () => undefined,
      onopen: null,
      onclose: null,
      onerror: null,
    } as unknown as SocketLike;
    Object.defineProperty(fake, 'onmessage', { set: (f) => (onmessage = f), get: () => onmessage });
    const s = new ResumableSocket(
      'ws://x',
      () => fake,
      h,
      { maxLeadMs: 100 },
      () => now,
    );
    void s.connect();
    // 20 frames of 20 ms at once (400 ms) while the clock stands still: only 100 ms may be queued.
    for (let i = 0; i < 20; i++) onmessage!({ data: new ArrayBuffer(640) });
    discarded.push(s.discarded);
    now = 1000; // on time again: frames are kept
    for (let i = 0; i < 3; i++) onmessage!({ data: new ArrayBuffer(640) });
    discarded.push(s.discarded);
    expect(discarded).toEqual([300, 300]);
    s.close();
  });
});
