import { expect, test } from 'playwright/test';

test.describe('theme', () => {
  test('starts light, toggles to dark and back, swaps the logo and is remembered across reloads', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const logo = page.locator('header .logo');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(logo).toHaveAttribute('src', '/logo-light.svg');
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(logo).toHaveAttribute('src', '/logo-dark.svg');
    await expect(page.locator('footer .logo')).toHaveAttribute('src', '/logo-dark.svg');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBg);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(logo).toHaveAttribute('src', '/logo-dark.svg');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(logo).toHaveAttribute('src', '/logo-light.svg');
  });

  test('applies a remembered dark theme before the app renders (no flash of light)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vaiu-theme', 'dark'));
    await page.goto('/', { waitUntil: 'commit' });
    // The inline head script runs before any module script: the very first parsed state is already dark.
    await page.waitForSelector('html[data-theme]', { state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the toggle, closes on a link click and scrolls there', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const links = page.locator('#site-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(links).toBeHidden();
    const pricing = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true });
    await expect(pricing).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(links).toBeVisible();
    await pricing.click();
    await expect(links).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('closes on Escape and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test("offers 'Book a call' and 'Contact' inside the menu", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Book a call' })).toBeVisible();
    await page.locator('#site-menu').getByRole('button', { name: 'Contact' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
    await expect(page.locator('#site-menu')).toBeHidden();
  });

  test('has no horizontal overflow', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
