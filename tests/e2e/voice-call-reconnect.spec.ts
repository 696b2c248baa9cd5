// The call over a link the test controls: a TCP proxy in front of ALL traffic (page, REST, the worker's WebSocket).
import { expect, test as base } from 'playwright/test';
import {
  callUi,
  fakeMicLaunch,
  outboxFor,
  recordCallUi,
  startCall,
  startLocalServices,
  visitor,
  type LocalServices,
} from './voice-helpers.ts';
import { axeViolations } from './axe-helpers.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';
import { callRecord, trackCalls } from './call-records.ts';
import { NOTICE_TEXT } from '../../src/features/voice-call/call-notices-utils.ts';

// One server and one proxy per worker; each test starts with the proxy letting everything through.
const test = base.extend<{ link: TcpProxy }, { services: LocalServices; tcpProxy: TcpProxy }>({
  services: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const services = await startLocalServices();
      await use(services);
      await services.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  tcpProxy: [
    async ({ services }, use) => {
      const proxy = await startTcpProxy(services.port);
      await use(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],
  link: async ({ tcpProxy }, use) => {
    tcpProxy.allow();
    await use(tcpProxy);
    tcpProxy.allow();
  },
  baseURL: async ({ tcpProxy }, use) => use(`http://127.0.0.1:${tcpProxy.port}`),
});

test.use({ launchOptions: fakeMicLaunch });

test.describe('a call over a link that fails', () => {
  test('drops every socket once: Reconnecting…, then the conversation carries on with its captions and one lead email', async ({
    page,
    link,
    services,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(recordCallUi);
    await page.goto('/voice-call');
    const d = visitor('drop');
    await startCall(page, d);
    const captions = page.getByRole('log', { name: 'Live captions' });
    await expect(captions).toContainText("I'm the Vaiu recruiting assistant", { timeout: 15_000 });
    const before = await captions.locator('p').count();
    const opened = link.accepted;

    link.dropAll();
    // The notice may be brief (the first retry is quick): the recorder keeps every notice that was shown.
    await expect.poll(async () => (await callUi(page)).notices, { timeout: 5_000 }).toContain('reconnecting');
    expect((await callUi(page)).announced).toContain(NOTICE_TEXT.reconnecting);
    // Same call, new sockets through the proxy; earlier captions still on screen while it recovers.
    await expect(captions).toContainText("I'm the Vaiu recruiting assistant");
    await expect.poll(() => link.accepted, { timeout: 20_000 }).toBeGreaterThan(opened);
    await expect.poll(() => captions.locator('p').count(), { timeout: 20_000 }).toBeGreaterThan(before);
    await expect(page.locator('[data-notice="reconnecting"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'End call' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeHidden();
    expect(outboxFor(d.email, services.dataDir)).toHaveLength(1);
  });

  // The visitor hangs up while the page is reconnecting: the call ends for them at once, and the server hears it on the
  // hang-up's own resume — the record says they ended it, not a lost connection after the server's 30-s grace.
  // Closing the tab takes the transport worker with the page, and with it the socket's close when the link is slow:
  // here the close never arrives (the proxy holds the call's WebSocket). The page's beacon, on a connection of its own,
  // hangs up: the record ends as the visitor ended it at once, not as a lost connection after the 30-s grace.
  test('closing the tab on a stalled link: the beacon hangs up, and the record ends as the visitor ended it', async ({
    page,
    link,
    request,
  }) => {
    const ids = trackCalls(page);
    await page.goto('/voice-call');
    await startCall(page, visitor('tab'));
    // The greeting's caption comes after the resume token the beacon carries.
    await expect(page.getByRole('log', { name: 'Live captions' })).toContainText("I'm the Vaiu recruiting assistant", { timeout: 15_000 });
    link.stall(60_000, (head) => head.includes('/transport'));
    await page.close();
    await expect.poll(async () => (await callRecord(request, ids[0])).endedReason, { timeout: 10_000 }).toBe('customer-ended-call');
  });

  test('End call while Reconnecting…: the rating at once, and the record ends as the visitor ended it', async ({ page, link, request }) => {
    test.setTimeout(90_000);
    const ids = trackCalls(page);
    await page.goto('/voice-call');
    await startCall(page, visitor('hangup'));
    await expect(page.getByRole('log', { name: 'Live captions' })).toContainText("I'm the Vaiu recruiting assistant", { timeout: 15_000 });
    link.refuse();
    link.dropAll();
    await expect(page.locator('[data-notice="reconnecting"]')).toBeVisible({ timeout: 5_000 });
    await page.getByRole('button', { name: 'End call' }).click();
    await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeVisible();
    // Still refused when the visitor hung up; the network is back within the hang-up's time (the link's stale limit).
    const refused = link.refused;
    await expect.poll(() => link.refused).toBeGreaterThan(refused);
    link.allow();
    await expect.poll(async () => (await callRecord(request, ids[0])).endedReason).toBe('customer-ended-call');
  });

  test('refuses connections until the page gives up: the call ends naming the lost connection, keeps its captions, and Call again sends no second lead email', async ({
    page,
    link,
    services,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/voice-call');
    const d = visitor('lost');
    await startCall(page, d);
    const captions = page.getByRole('log', { name: 'Live captions' });
    await expect(captions).toContainText("I'm the Vaiu recruiting assistant", { timeout: 15_000 });

    // An outage longer than any budget: refused until the page has given up (the server's grace, 30 s, runs out too).
    link.refuse();
    link.dropAll();
    const reconnecting = page.locator('[data-notice="reconnecting"]');
    await expect(reconnecting).toBeVisible({ timeout: 5_000 });
    await expect(reconnecting).toBeInViewport();
    expect(await axeViolations(page, 'reconnecting')).toEqual([]);

    // The client gives up within its budget (45 s; 60 s allowed for a loaded machine) while every connection is refused.
    await expect(page.getByText(NOTICE_TEXT.connectionLost, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Connection failed. Please try again.')).toHaveCount(0);
    const rating = page.getByRole('dialog', { name: 'How was your experience?' });
    await expect(rating).toBeVisible();
    expect(await axeViolations(page, 'ended, connection lost, rating')).toEqual([]);
    await rating.getByRole('button', { name: 'Good', exact: true }).click();
    await expect(rating).toBeHidden();
    const transcript = page.getByRole('log', { name: 'Transcript of the call' });
    await expect(transcript).toContainText("I'm the Vaiu recruiting assistant");
    await expect(page.getByRole('link', { name: 'Download transcript (.txt)' })).toHaveAttribute('download', /^vaiu-call-.*\.txt$/);
    expect(await axeViolations(page, 'ended, connection lost')).toEqual([]);

    // After the outage: Call again reuses the details — the same lead, no second email.
    expect(link.refused).toBeGreaterThan(0);
    link.allow();
    await page.getByRole('button', { name: 'Call again' }).click();
    await expect(page.getByText(/AI is speaking\.\.\.|Listening\.\.\./)).toBeVisible({ timeout: 20_000 });
    expect(outboxFor(d.email, services.dataDir)).toHaveLength(1);
  });
});
