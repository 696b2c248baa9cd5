import { expect, test, type Page } from 'playwright/test';
import { answerEmail } from './landing-helpers.ts';

// '/' paints from its prerendered HTML before the entry script runs (scripts/vite-defer-entry.ts); React then
// hydrates the same nodes. A button clicked or a form submitted in between is queued and replayed once React owns the
// page (scripts/vite-prerender-landing.ts, src/app/early-events.ts).

/** Holds the entry script until the returned release() is called; resolves once the page asked for it. */
async function holdEntry(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let requested!: () => void;
  const asked = new Promise<void>((r) => (requested = r));
  await page.route('**/assets/index-*.js', async (route) => {
    requested();
    await gate;
    await route.continue();
  });
  return { requested: asked, release };
}

const queued = (page: Page) => page.evaluate(() => (window as unknown as { __vaiuEarly?: { queue: unknown[] } }).__vaiuEarly?.queue.length);

test('controls used before React runs answer once it has hydrated the page, on the same nodes', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  const entry = await holdEntry(page);
  // Not 'load': the held entry's preload keeps the load event back.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await entry.requested;
  await page.evaluate(() => ((window as unknown as { __h1: Element | null }).__h1 = document.querySelector('h1')));
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.getByRole('button', { name: 'Play the Vaiu product video' }).click();
  expect(await queued(page)).toBe(2);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  entry.release();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(page.locator('header .logo')).toHaveAttribute('src', '/logo-dark.svg');
  await expect(page.locator('video.hero-video-element')).toHaveCount(1);
  // Hydrated, not replaced: the heading painted from HTML is the node React now owns.
  expect(await page.evaluate(() => (window as unknown as { __h1: Element | null }).__h1 === document.querySelector('h1'))).toBe(true);
  expect(await queued(page)).toBe(0);
  expect(problems).toEqual([]);
});

test('a remembered dark theme: the switch is labelled right before React runs and works after', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vaiu-theme', 'dark'));
  const entry = await holdEntry(page);
  // Not 'load': the held entry's preload keeps the load event back.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await entry.requested;
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toHaveAttribute('title', 'Switch to light theme');
  entry.release();
  // After hydration (the light prerender adopted, then the visitor's theme) the logo and label still say dark.
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  await expect(page.locator('#demo')).toBeFocused();
  await expect(page.locator('header .logo')).toHaveAttribute('data-theme-variant', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('header .logo')).toHaveAttribute('src', '/logo-light.svg');
});

test('the entry script runs only after the first contentful paint', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __fcpBeforeEntry?: boolean };
    // The entry's first act is hydrating #root; a MutationObserver cannot see that, so read the paint entry when the
    // entry's <script> element is added to the page.
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes))
          if (n instanceof HTMLScriptElement && /\/assets\/index-/.test(n.src) && w.__fcpBeforeEntry === undefined)
            w.__fcpBeforeEntry = performance.getEntriesByName('first-contentful-paint').length > 0;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __fcpBeforeEntry?: boolean }).__fcpBeforeEntry)).toBe(true);
});

test('an email typed and submitted before React runs is kept and sent once React owns the page', async ({ page }) => {
  const bodies = await answerEmail(page, 403, 'Forbidden');
  const entry = await holdEntry(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await entry.requested;
  await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  entry.release();
  await expect(page.getByText('Failed to subscribe. Please try again.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
  expect(bodies.map((b) => (b.template_params as { subscriber_email: string }).subscriber_email)).toEqual(['ada@example.com']);
});
