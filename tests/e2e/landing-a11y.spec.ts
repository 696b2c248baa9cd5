import { expect, test, type Page } from 'playwright/test';
import { axeViolations } from './axe-helpers.ts';

const violations = (page: Page) => axeViolations(page, page.url());

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`'/' has no axe violations in the ${theme} theme at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
      await context.addInitScript((t) => localStorage.setItem('vaiu-theme', t), theme);
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }

  test(`'/' with the contact modal open has no axe violations in the ${theme} theme`, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    await context.addInitScript((t) => localStorage.setItem('vaiu-theme', t), theme);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
}

test('the mobile menu open has no axe violations', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await violations(page)).toEqual([]);
  await context.close();
});

test('every control is reachable by keyboard with a visible focus ring', async ({ page }) => {
  await page.goto('/');
  const seen = new Set<string>();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const cs = getComputedStyle(el);
      const ring = (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2) || cs.boxShadow !== 'none';
      return { name: (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40), ring };
    });
    if (!info) continue;
    expect(info.ring, `focus ring on "${info.name}"`).toBe(true);
    seen.add(info.name);
  }
  for (const name of [
    'Skip to content',
    'Features',
    'Contact',
    'Book a call',
    'Switch to dark theme',
    'Watch Demo',
    'View Pricing',
    'Play the Vaiu product video',
    'Talk to us',
    'Subscribe',
    'Talk to our Voice AI',
  ]) {
    expect(
      [...seen].some((s) => s.includes(name)),
      `reached "${name}"`,
    ).toBe(true);
  }
});
