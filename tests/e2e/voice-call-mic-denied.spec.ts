import { expect, test } from 'playwright/test';
import { CHROMIUM_BASE_ARGS, requireChromium } from '../../scripts/find-chromium.mjs';
import { fillDetails, visitor } from './voice-helpers.ts';

// A fake capture device but no auto-accepting permission UI: the browser refuses the microphone. Full Chromium, not
// the headless shell the other specs drive: the shell has no permission prompt to refuse and answers getUserMedia
// with NotSupportedError, which is not what a visitor's browser does.
test.use({ launchOptions: { executablePath: requireChromium(), args: [...CHROMIUM_BASE_ARGS, '--use-fake-device-for-media-stream'] } });

test.describe('microphone permission denied', () => {
  test('explains how to allow the microphone and does not start the call', async ({ page }) => {
    await page.goto('/voice-call');
    await fillDetails(page, visitor('denied'));
    await expect(page.getByText("We can't use your microphone — allow it in your browser to talk with the assistant.")).toBeVisible();
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByText('Failed to start voice call. Please try again.')).toBeVisible();
    const help = page.getByRole('alert').filter({ hasText: 'Microphone access is blocked' });
    await expect(help).toBeVisible();
    await expect(help).toContainText('set Microphone to Allow');
    await expect(page.getByRole('button', { name: 'Start Voice Call' })).toBeEnabled();
  });
});
