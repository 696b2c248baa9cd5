import { expect, test } from 'playwright/test';
import { fakeMicLaunch, fillDetails, installProbe, offlineDailyRoom, probeCounts, visitor } from './voice-helpers.ts';

test.use({ launchOptions: fakeMicLaunch });

// Daily's rooms are unreachable here; this drives the real daily-js in Chromium up to its join, offline.
test.describe('Daily transport in the browser (offline)', () => {
  test('loads daily-js only for an https room, fails the join cleanly and frees everything', async ({ page }) => {
    await page.addInitScript(installProbe);
    const dailyRequests = await offlineDailyRoom(page, 'daily-1');
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/voice-call');
    expect(scripts.some((u) => u.includes('daily'))).toBe(false);
    await fillDetails(page, visitor('daily'));
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByText('Connection failed. Please try again.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Start Voice Call' })).toBeEnabled();
    expect(scripts.some((u) => /daily/.test(u))).toBe(true);
    expect(dailyRequests.length).toBeGreaterThan(0);
    await expect.poll(async () => (await probeCounts(page)).liveTracks).toBe(0);
    // Polled: the engine stops the tracks first and closes the context ~30 ms later (after the worklets stop).
    await expect
      .poll(async () => {
        const c = await probeCounts(page);
        return { openContexts: c.openContexts, audioElements: c.audioElements };
      })
      .toEqual({ openContexts: 0, audioElements: 0 });
    expect(await page.locator('iframe').count()).toBe(0);
  });
});
