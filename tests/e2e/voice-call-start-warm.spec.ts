import { expect, test, type Page } from 'playwright/test';
import { fakeMicLaunch, fillDetails, installProbe, probeCounts, visitor } from './voice-helpers.ts';

// Call-ready sooner on a slow phone (issue 10): a deep link to /voice-call fetches the call page's chunks alongside
// the entry instead of after it, and the call's transport worker starts while the visitor fills in the details.
test.use({ launchOptions: fakeMicLaunch });

/** Holds /voice-call's entry script until `until` resolves. */
async function holdEntry(page: Page, until: Promise<void>): Promise<void> {
  const html = await (await page.request.get('/voice-call', { headers: { accept: 'text/html' } })).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  await page.route(`**${entry}`, async (route) => {
    await until;
    await route.continue();
  });
}

test("a deep link fetches the call page's chunks while the entry is still on its way, and the page works", async ({ page }) => {
  // The entry is held until the page's own chunk has been requested: without the preload, that never happens.
  let pageChunk!: () => void;
  const pageChunkRequested = new Promise<void>((resolve) => (pageChunk = resolve));
  page.on('request', (r) => {
    if (/\/assets\/voice-call-page-[^/]+\.js$/.test(r.url())) pageChunk();
  });
  await holdEntry(page, pageChunkRequested);
  await page.goto('/voice-call');
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/voice-call-page-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="preload"][as="style"][href*="/assets/voice-call-page-"]')).toHaveCount(1);
  await fillDetails(page, visitor('deep-link'));
  await expect(page.getByText('We can hear you')).toBeVisible({ timeout: 20_000 });
});

test('the landing preloads nothing of the call page', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/voice-call-page|\/assets\/app-/.test(r.url())) calls.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href));
  expect(preloads.filter((h) => /voice-call-page|\/assets\/app-/.test(h))).toEqual([]);
  expect(calls).toEqual([]);
});

test('the transport worker starts with the details form, the call takes it, and Cancel ends an unused one', async ({ page }) => {
  await page.addInitScript(installProbe);
  await page.goto('/voice-call');
  const transportWorkers = async () => (await probeCounts(page)).created.workers['call-transport'] ?? 0;

  await fillDetails(page, visitor('warm'));
  // Started before 'Start Call'.
  await expect.poll(transportWorkers).toBe(1);
  await page.getByRole('button', { name: 'Start Call' }).click();
  await expect(page.getByText(/AI is speaking\.\.\.|Listening\.\.\.|Thinking…/)).toBeVisible({ timeout: 30_000 });
  // The call runs on that worker: no second one.
  expect(await transportWorkers()).toBe(1);
  await page.getByRole('button', { name: 'End call' }).click();
  await page.getByRole('dialog', { name: 'How was your experience?' }).press('Escape');
  await expect.poll(async () => (await probeCounts(page)).runningWorkers).toBe(0);

  // Opened and cancelled: the warmed-up worker is ended with the microphone.
  await page.getByRole('button', { name: 'Start Voice Call' }).click();
  await expect.poll(transportWorkers).toBe(2);
  await page
    .getByRole('dialog', { name: 'Enter Your Details' })
    .getByRole('button', { name: /Cancel|Close/ })
    .first()
    .click();
  await expect.poll(async () => (await probeCounts(page)).runningWorkers).toBe(0);
});

test("a deep link paints the call page from its HTML: 'Start Voice Call' takes a click before the JavaScript runs", async ({ page }) => {
  // The entry is held until the early click was taken.
  let release!: () => void;
  await holdEntry(page, new Promise<void>((resolve) => (release = resolve)));
  await page.goto('/voice-call', { waitUntil: 'commit' });
  const start = page.getByRole('button', { name: 'Start Voice Call' });
  await expect(start).toBeEnabled();
  await expect(page).toHaveTitle('Talk to Vaiu Voice AI');
  await start.click();
  await expect(start).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  // The page mounts and opens the details form for that click, without a second one.
  await expect(page.getByLabel('Name *')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeEnabled();
});

test("keyboard focus on the prerendered 'Start Voice Call' moves to React's button when the page mounts", async ({ page }) => {
  let release!: () => void;
  await holdEntry(page, new Promise<void>((resolve) => (release = resolve)));
  await page.goto('/voice-call', { waitUntil: 'commit' });
  const start = page.getByRole('button', { name: 'Start Voice Call' });
  await expect(start).toBeEnabled();
  // Every other control is inert until React mounts: Tab reaches the call button first.
  await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await expect(page.locator('button.vc-start[data-shell]')).toBeFocused();
  release();
  await expect(page.locator('[data-shell]')).toHaveCount(0);
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name *')).toBeFocused();
});
