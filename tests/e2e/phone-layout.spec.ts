import { expect, test, type Page } from 'playwright/test';
import { expectNoOverflow, interactiveBoxes, overlaps, settle } from './layout-helpers.ts';
import { fakeMicLaunch, startCall, visitor } from './voice-helpers.ts';

// The landing and the call page at 320 / 375 / 1440 px in both themes, tried as a visitor: no sideways overflow,
// no interactive elements on top of each other (bounding boxes), the floating call button off the hero on phones,
// the call header's title on one line, the five rating buttons in one layout. Screenshots go to test-results/.
test.use({ launchOptions: fakeMicLaunch });

const WIDTHS = [320, 375, 1440] as const;
const THEMES = ['light', 'dark'] as const;

async function open(page: Page, path: string, width: number, theme: string): Promise<void> {
  await page.setViewportSize({ width, height: width < 1000 ? 720 : 900 });
  await page.addInitScript((t) => localStorage.setItem('vaiu-theme', t), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The call page's prerendered copy (scripts/vite-prerender-call.ts) is replaced when React mounts: measure React's
  // page, not a node that may be detached between finding it and reading its style (a detached node's style is '').
  await expect(page.locator('[data-shell]')).toHaveCount(0);
}

/** Scrolls through the page a screen at a time, checking overlaps on each screen; the floating button too at both ends. */
async function expectNoOverlapWhileScrolling(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
  const screen = page.viewportSize()!.height;
  const bottom = height - screen;
  for (let y = 0; y < bottom + screen * 0.8; y += screen * 0.8) {
    const top = Math.min(y, bottom);
    await page.evaluate((t) => window.scrollTo({ top: t, behavior: 'instant' }), top);
    await settle(page);
    const atRest = top === 0 || top === bottom;
    // Polled: the floating button hides or shows from an IntersectionObserver callback and a React render, which on a
    // loaded machine can land after the two frames `settle` waits; an overlap that stays still fails after the timeout.
    await expect
      .poll(async () => overlaps(await interactiveBoxes(page), atRest), { message: `overlaps at scroll ${Math.round(top)}` })
      .toEqual([]);
  }
}

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test(`landing at ${width} px, ${theme}: no overflow, no overlapping controls, the call button off the hero on phones`, async ({
      page,
    }, info) => {
      test.setTimeout(60_000);
      await open(page, '/', width, theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      const cta = page.locator('a.floating-cta');
      if (width < 720) await expect(cta).toBeHidden();
      else await expect(cta).toBeVisible();
      await expectNoOverflow(page);
      await page.screenshot({ path: info.outputPath(`landing-${width}-${theme}.png`) });
      await page.locator('#companies').scrollIntoViewIfNeeded();
      await settle(page);
      await expect(cta).toBeVisible();
      await page.locator('.logo-wall').screenshot({ path: info.outputPath(`companies-${width}-${theme}.png`) });
      // Company wordmarks: each on one line and inside its tile.
      const clipped = await page
        .locator('.logo-name')
        .evaluateAll(
          (els) =>
            els.filter(
              (e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > e.parentElement!.getBoundingClientRect().right,
            ).length,
        );
      expect(clipped).toBe(0);
      await expectNoOverlapWhileScrolling(page);
    });
  }

  test(`call page at ${width} px in both themes: header title on one line, rating buttons in one layout, nothing overlaps`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await open(page, '/voice-call', width, 'light');
    const title = page.getByRole('heading', { name: 'Vaiu Voice AI Assistant' });
    await expect(title).toBeVisible();
    const lineHeight = await title.evaluate(
      (e) => parseFloat(getComputedStyle(e).lineHeight) || parseFloat(getComputedStyle(e).fontSize) * 1.5,
    );
    expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    await expectNoOverflow(page);
    expect(overlaps(await interactiveBoxes(page))).toEqual([]);
    await startCall(page, visitor(`layout-${width}`));
    await page.getByRole('button', { name: /End call/i }).click();
    const rating = page.getByRole('dialog', { name: 'How was your experience?' });
    await expect(rating).toBeVisible({ timeout: 15_000 });
    for (const theme of THEMES) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      await settle(page);
      const boxes = await rating
        .getByRole('group', { name: 'Rate the call' })
        .getByRole('button')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(5);
      // One layout, not 3 + 2: either all five in one row or one per row, all the same size.
      const rows = new Set(boxes.map((b) => Math.round(b.top))).size;
      expect([1, 5]).toContain(rows);
      for (const b of boxes) {
        expect(Math.round(b.width)).toBe(Math.round(boxes[0].width));
        expect(b.right).toBeLessThanOrEqual(width);
      }
      expect(overlaps(await interactiveBoxes(page, '[role="dialog"]'))).toEqual([]);
      await page.screenshot({ path: info.outputPath(`rating-${width}-${theme}.png`) });
    }
  });
}
