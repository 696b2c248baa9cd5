import { expect, test } from 'playwright/test';
import { fakeMicLaunch } from './voice-helpers.ts';

test.use({ launchOptions: fakeMicLaunch });

// docs/engine.md's example (docs/examples/embed-call.ts), built into harness/embed.html, run against the local
// services in real Chromium: the fake microphone, the real audio engine and the WebSocket transport.
test('the embedding example in docs/engine.md runs a call and hangs up', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/harness/embed.html');
  await page.getByRole('button', { name: 'Start' }).click();
  const log = page.locator('#log');
  await expect(log).toContainText('connected', { timeout: 30_000 });
  await expect(log).toContainText('agent speaking', { timeout: 30_000 });
  await expect(log).toContainText("assistant: Hello! I'm the Vaiu recruiting assistant", { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Hang up' })).toBeEnabled();
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(log).toContainText('ended: customer-ended', { timeout: 15_000 });
  await expect(log).not.toContainText('error:');
  expect(errors).toEqual([]);
});
