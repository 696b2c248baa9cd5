import { expect, test, type Page } from 'playwright/test';
import { axeViolations } from './axe-helpers.ts';
import { fakeMicLaunch, fillDetails, startCall, visitor } from './voice-helpers.ts';

test.use({ launchOptions: fakeMicLaunch });

// Checked once the page's animations settle: the rating modal's labels read as low-contrast early in its 250-ms
// fade-in (reproduced with the fade slowed tenfold), which failed this test on loaded CI machines.
async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page, label)).toEqual([]);
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('vaiu-theme', t), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The page is lazily loaded: check it, not the 'Loading…' fallback.
  await expect(page.getByRole('button', { name: 'Start Voice Call' })).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`/voice-call accessibility, ${theme} theme`, () => {
    test('has no axe violations idle, with the details modal open, during a call, and with the rating modal open', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/voice-call');
      await setTheme(page, theme);
      await expectNoAxeViolations(page, 'idle');

      await fillDetails(page, visitor(`a11y-${theme}`));
      await expect(page.getByText('We can hear you')).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page, 'details modal');
      await page.getByRole('button', { name: 'Start Call' }).click();
      await expect(page.getByText(/AI is speaking\.\.\.|Listening\.\.\./)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('log', { name: 'Live captions' })).toBeVisible();
      await expect(page.getByTestId('call-state')).toHaveText('Call connected. The assistant can hear you.');
      await page.waitForTimeout(500); // let the toasts settle so they are checked too
      await expectNoAxeViolations(page, 'in call');

      await page.getByRole('button', { name: 'End call' }).click();
      await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeVisible();
      await expect(page.getByTestId('call-state')).toHaveText('Call ended.');
      await expectNoAxeViolations(page, 'rating modal');
    });

    test('has no axe violations with the Get in Touch modal open', async ({ page }) => {
      await page.goto(`/harness/call.html?theme=${theme}`);
      const dialog = page.getByRole('dialog', { name: 'Get in Touch' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'hello@vaiu.ai' })).toHaveAttribute('href', 'mailto:hello@vaiu.ai');
      await expect(dialog.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute('href', 'tel:+442079460958');
      await expectNoAxeViolations(page, 'get in touch');
    });
  });
}

test.describe('/voice-call by keyboard and on a phone', () => {
  test('runs a call with the keyboard alone', async ({ page }) => {
    await page.goto('/voice-call');
    await page.getByRole('button', { name: 'Start Voice Call' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Enter Your Details' });
    await expect(dialog).toBeVisible();
    // Focus moved into the dialog: type into the fields in order.
    await expect(dialog.getByLabel('Name *')).toBeFocused();
    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+44 1');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'End call' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Mute' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'End call' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Start Voice Call' })).toBeEnabled();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`fits a 375 px phone without horizontal scrolling (${theme})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/voice-call');
      await setTheme(page, theme);
      await expect(page.getByText('Start a call to see audio visualization')).toBeVisible();
      await page.screenshot({ path: `test-results/voice-call-375-idle-${theme}.png` });
      await startCall(page, visitor(`phone-${theme}`));
      await expect(page.getByRole('button', { name: 'End call' })).toBeVisible();
      await page.screenshot({ path: `test-results/voice-call-375-call-${theme}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      for (const name of ['Back', 'Mute', 'End call']) {
        const box = await page.getByRole('button', { name }).boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
        expect(box!.height).toBeGreaterThanOrEqual(40);
      }
    });
  }
});
