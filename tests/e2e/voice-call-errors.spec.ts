import { createServer, type AddressInfo } from 'node:net';
import { expect, test, type Page } from 'playwright/test';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { fakeMicLaunch, fillDetails, installProbe, outboxFor, probeCounts, startCall, visitor } from './voice-helpers.ts';

test.use({ launchOptions: fakeMicLaunch });

/** Counts requests to POST /provider/call/web. */
function countWebCalls(page: Page): { n: number } {
  const c = { n: 0 };
  page.on('request', (r) => {
    if (r.url().endsWith('/provider/call/web') && r.method() === 'POST') c.n++;
  });
  return c;
}

test.describe('voice call errors (docs/product.md §8 toasts)', () => {
  test('asks for every required field and starts nothing', async ({ page }) => {
    const calls = countWebCalls(page);
    await page.goto('/voice-call');
    await fillDetails(page, { name: 'Ada', email: '', phone: '+1 555' });
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByText('Please fill all required fields')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Enter Your Details' })).toBeVisible();
    expect(calls.n).toBe(0);
    await expect(page.getByLabel('Email *')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Phone Number *')).toHaveAttribute('type', 'tel');
  });

  for (const [what, fail] of [
    ['a server error', { status: 500, body: 'Internal Server Error' }],
    ['a rate limit', { status: 429, body: 'Too Many Requests' }],
    ['no network', null],
  ] as const) {
    test(`does not start the call when the lead email fails with ${what}`, async ({ page }) => {
      const calls = countWebCalls(page);
      await page.route('**/emailjs/api/v1.0/email/send', (route) =>
        fail ? route.fulfill({ status: fail.status, body: fail.body }) : route.abort('internetdisconnected'),
      );
      const d = visitor('lead-fail');
      await page.goto('/voice-call');
      await fillDetails(page, d);
      await page.getByRole('button', { name: 'Start Call' }).click();
      await expect(page.getByText('Failed to send details. Please try again.')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Enter Your Details' })).toBeVisible();
      expect(calls.n).toBe(0);
      expect(outboxFor(d.email)).toHaveLength(0);
    });
  }

  test('says the start failed when the provider refuses the web call, and returns to idle', async ({ page }) => {
    await page.addInitScript(installProbe);
    await page.route('**/provider/call/web', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"boom"}',
      }),
    );
    await page.goto('/voice-call');
    await fillDetails(page, visitor('start-fail'));
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByText('Details sent successfully!')).toBeVisible();
    await expect(page.getByText('Failed to start voice call. Please try again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Voice Call' })).toBeEnabled();
    await expect.poll(async () => (await probeCounts(page)).liveTracks).toBe(0);
    // Polled: the engine stops the tracks first and closes the context ~30 ms later (after the worklets stop).
    await expect.poll(async () => (await probeCounts(page)).openContexts).toBe(0);
  });

  test('says the connection failed when the call socket is refused, and returns to idle', async ({ page }) => {
    // The real web call, pointed at a port where nothing listens any more.
    const port = await closedPort();
    await redirectTransport(page, () => `ws://127.0.0.1:${port}/refused`);
    await page.goto('/voice-call');
    await fillDetails(page, visitor('ws-refused'));
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByText('Connection failed. Please try again.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Start Voice Call' })).toBeEnabled();
  });

  test('keeps the call through a mid-call drop: the worker resumes it, no failure toast', async ({ page }) => {
    // The socket lives in a worker (out of reach of page.routeWebSocket): relay it through a proxy we can cut.
    const proxy = await startProxy();
    try {
      await redirectTransport(page, (url) => proxy.via(url));
      await page.goto('/voice-call');
      await startCall(page, visitor('ws-drop'));
      proxy.drop();
      // The resume presents the call's token: a second relayed connection, and the call goes on.
      await expect.poll(() => proxy.connections(), { timeout: 15_000 }).toBe(2);
      await expect(page.getByRole('button', { name: 'End call' })).toBeVisible();
      await expect(page.getByText('Connection failed. Please try again.')).toBeHidden();
      await page.getByRole('button', { name: 'End call' }).click();
      await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeVisible();
    } finally {
      await proxy.close();
    }
  });
});

/** A localhost port that was just free: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Lets POST /provider/call/web through to the real server but rewrites its webCallUrl. */
async function redirectTransport(page: Page, rewrite: (url: string) => string): Promise<void> {
  await page.route('**/provider/call/web', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({ response: res, json: { ...body, webCallUrl: rewrite(body.webCallUrl) } });
  });
}

/** A WebSocket relay to the real transport whose connections can be cut abruptly. */
async function startProxy() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const port = (wss.address() as AddressInfo).port;
  const targets = new Map<string, string>();
  const open: WebSocket[] = [];
  let connections = 0;
  wss.on('connection', (client, req) => {
    connections++;
    // Subprotocols pass through: a resume offers its token as one.
    const protocols = req.headers['sec-websocket-protocol']?.split(',').map((p) => p.trim());
    const upstream = new WebSocket(targets.get(req.url ?? '')!, protocols);
    open.push(client, upstream);
    const queue: [RawData, boolean][] = [];
    client.on('message', (data, isBinary) =>
      upstream.readyState === WebSocket.OPEN ? upstream.send(data, { binary: isBinary }) : queue.push([data, isBinary]),
    );
    upstream.on('open', () => queue.splice(0).forEach(([d, b]) => upstream.send(d, { binary: b })));
    upstream.on('message', (data, isBinary) => client.readyState === WebSocket.OPEN && client.send(data, { binary: isBinary }));
    upstream.on('close', () => client.terminate());
    client.on('close', () => upstream.terminate());
  });
  return {
    via(url: string) {
      const key = `/relay/${targets.size}`;
      targets.set(key, url);
      return `ws://127.0.0.1:${port}${key}`;
    },
    // terminate(): no closing handshake, so the browser sees 1006 like a dropped network.
    drop: () => open.forEach((s) => s.terminate()),
    connections: () => connections,
    close: () => new Promise<void>((r) => wss.close(() => r())),
  };
}
