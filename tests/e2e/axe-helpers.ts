// Axe in the e2e tests: the violations of the page as it settles, worded for a readable failure.
import type { Page } from 'playwright/test';

/** Axe on the page once its finite animations have finished: the list of violations, worded for a readable failure. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // A modal fading in is checked as it ends up, not half-transparent: axe measured the rating buttons' contrast
  // mid-fade on a loaded machine and reported it. Looping animations (a spinner) never finish and are not waited for,
  // nor is a paused one past a few seconds.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${label}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
