import { expect, test, type Page } from 'playwright/test';

// The landing's sections below the hero skip rendering until they near the viewport (content-visibility: auto in
// src/features/landing/landing.css). Here: they really are skipped at first and rendered once scrolled to, nothing
// in them is lost to find-in-page or the accessibility tree, and each section's placeholder height is close to its
// real height at every width (else the scrollbar and in-page links would jump).
const SECTIONS = ['#features', '#demo', '#companies', '#testimonials', '#pricing', '#newsletter', 'footer.footer'];

async function skipped(page: Page, selector: string): Promise<boolean> {
  // checkVisibility with contentVisibilityAuto is false for content whose rendering is skipped.
  return page.locator(selector).evaluate((el) => !(el.firstElementChild as Element).checkVisibility({ contentVisibilityAuto: true }));
}

test('sections below the fold are skipped until scrolled to, and are still in the accessibility tree', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto('/');
  await expect(page.locator('#top')).toBeVisible();
  expect(await skipped(page, '#pricing')).toBe(true);
  expect(await skipped(page, 'footer.footer')).toBe(true);
  // Skipped, yet its heading is there for a screen reader's heading list.
  await expect(page.getByRole('heading', { name: 'Simple plans that grow with your hiring', level: 2 })).toHaveCount(1);
  await page.locator('#pricing').evaluate((el) => el.scrollIntoView({ behavior: 'instant' }));
  await expect.poll(() => skipped(page, '#pricing')).toBe(false);
});

for (const width of [320, 375, 600, 768, 1000, 1440]) {
  test(`each skipped section's placeholder is within 25 % of its real height at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.locator('#top')).toBeVisible();
    // The heights while skipped (the placeholders), all read before any scrolling renders one.
    const placeholders: Record<string, number> = {};
    for (const selector of SECTIONS) {
      if (await skipped(page, selector))
        placeholders[selector] = await page.locator(selector).evaluate((el) => el.getBoundingClientRect().height);
    }
    expect(Object.keys(placeholders).length, 'sections skipped at load').toBeGreaterThanOrEqual(5);
    for (const [selector, placeholder] of Object.entries(placeholders)) {
      const section = page.locator(selector);
      await section.evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }));
      await expect.poll(() => skipped(page, selector)).toBe(false);
      const real = await section.evaluate((el) => el.getBoundingClientRect().height);
      expect(Math.abs(placeholder - real) / real, `${selector}: placeholder ${placeholder}px, real ${real}px`).toBeLessThan(0.25);
    }
  });
}

test('an in-page link lays every section out first, so the smooth scroll ends on its target', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  expect(await skipped(page, '#pricing')).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/render-all/);
  await expect.poll(() => page.locator('#pricing').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(60);
  await expect.poll(() => page.locator('#pricing').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(70);
});

test('the same holds on a landing reached inside the app (Back from /voice-call), without the inline script', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/voice-call');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect.poll(() => skipped(page, '#pricing')).toBe(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/render-all/);
  await expect.poll(() => page.locator('#pricing').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(60);
  await expect.poll(() => page.locator('#pricing').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(70);
});
