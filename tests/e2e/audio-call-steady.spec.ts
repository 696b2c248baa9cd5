// The steady state of a live call costs no compositor frame that the visualizer does not ask for: no CSS animation
// loops on /voice-call while the agent speaks or listens (docs/architecture.md §2). A looping animation (the old
// pulsing speaking dot) makes both compositors produce a frame at display rate for the whole call.
import { expect, test, type Page } from 'playwright/test';
import { fakeMicLaunch, startCall } from './voice-helpers.ts';

test.use({ launchOptions: fakeMicLaunch });

/** Running CSS animations that repeat forever on the call page's own elements, as "name on class". (The app's
 *  toaster lives outside .vc-page: its toasts are short-lived.) */
function loopingAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity)
      .filter((a) => ((a.effect as KeyframeEffect).target as Element | null)?.closest('.vc-page'))
      .map(
        (a) =>
          `${(a as CSSAnimation).animationName ?? 'animation'} on ${((a.effect as KeyframeEffect).target as Element | null)?.className}`,
      ),
  );
}

test('no CSS animation loops on the page while the agent speaks or listens', async ({ page }) => {
  await page.goto('/voice-call');
  await startCall(page);
  await expect(page.getByText('AI is speaking...')).toBeVisible({ timeout: 30_000 });
  expect(await loopingAnimations(page)).toEqual([]);
  await expect(page.getByText(/^(Listening\.\.\.|Thinking…)$/)).toBeVisible({ timeout: 30_000 });
  expect(await loopingAnimations(page)).toEqual([]);
});
