import { expect, test } from 'playwright/test';

// The build prerenders '/' into index.html (scripts/vite-prerender-landing.ts): the page paints before its JS runs.
test.describe('prerendered landing page', () => {
  test("'/' shows the whole landing page from HTML alone, before any JavaScript bundle runs", async ({ page }) => {
    const poster = page.waitForRequest((r) => r.url().endsWith('/media/hero-poster.webp'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await poster;
    await expect(page.locator('h1')).toHaveText('Every candidate called. Every interview booked.');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#pricing .plan')).toHaveCount(3);
    await expect(page.locator('a.floating-cta')).toBeVisible();
    await expect(page.locator('header .logo')).toHaveAttribute('src', '/logo-light.svg');
    // Live at once (React hydrates these nodes): nothing inert, links are links, buttons can take the focus.
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await expect(page.locator('a.floating-cta')).toHaveAttribute('href', '/voice-call');
    await page.getByRole('button', { name: 'Watch Demo' }).focus();
    await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeFocused();
  });

  test('a remembered dark theme gets the dark logo before the JavaScript runs', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vaiu-theme', 'dark'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('header .logo')).toHaveAttribute('src', '/logo-dark.svg');
  });

  test('/voice-call never shows the prerendered landing page nor fetches its poster', async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(new URL(r.url()).pathname));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/voice-call', { waitUntil: 'networkidle' });
    expect(urls).not.toContain('/media/hero-poster.webp');
    // The call page's own prerendered copy (scripts/vite-prerender-call.ts), nothing of the landing.
    await expect(page.locator('#root > .vc-page')).toHaveCount(1);
    expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(1);
    await expect(page.locator('#root .hero, #root .logo')).toHaveCount(0);
    await expect(page.locator('template')).toHaveCount(0);
  });

  test('React takes over the prerendered markup without duplicating it or logging errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect(page.locator('#demo')).toBeFocused();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('header.navbar')).toHaveCount(1);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await expect(page.locator('#pricing')).toHaveCount(1);
    await expect(page.locator('.sky .star')).toHaveCount(100);
    expect(problems).toEqual([]);
  });
});
