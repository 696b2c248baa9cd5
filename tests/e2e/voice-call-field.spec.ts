// Field events on a live call against the real local services: a lost microphone, going offline, keyboard-only use.
import { expect, test, type Page } from 'playwright/test';
import { callUi, fakeMicLaunch, fillDetails, keepMicStreams, recordCallUi, startCall, visitor } from './voice-helpers.ts';
import { axeViolations } from './axe-helpers.ts';
import { NOTICE_TEXT } from '../../src/features/voice-call/call-notices-utils.ts';

test.use({ launchOptions: fakeMicLaunch });

/** Whether keyboard focus is inside the in-call controls. */
const focusInControls = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="group"][aria-label="Call controls"]'));

test.describe('a live call in the field', () => {
  test('names the microphone within 3 s when its live track ends, and the call stays up', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(keepMicStreams);
    await page.goto('/voice-call');
    await startCall(page, visitor('mic-ended'));
    const ended = await page.evaluate(() => {
      const streams = (window as unknown as { __micStreams: MediaStream[] }).__micStreams;
      const track = streams.flatMap((s) => s.getAudioTracks()).find((t) => t.readyState === 'live');
      if (!track) return false;
      // What an unplugged device does: the track stops and fires 'ended'.
      track.stop();
      track.dispatchEvent(new Event('ended'));
      return true;
    });
    expect(ended).toBe(true);
    const notice = page.locator('[data-notice="mic"]');
    await expect(notice).toBeVisible({ timeout: 3_000 });
    await expect(notice).toContainText('Microphone disconnected');
    await expect(notice).toBeInViewport();
    await expect(page.getByRole('button', { name: 'End call' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeHidden();
  });

  test('shows an offline notice within 3 s of going offline for 6 s, and the call survives', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.addInitScript(recordCallUi);
    await page.goto('/voice-call');
    await startCall(page, visitor('offline'));
    const captions = page.getByRole('log', { name: 'Live captions' });
    await expect(captions).toContainText("I'm the Vaiu recruiting assistant", { timeout: 15_000 });
    const before = await captions.locator('p').count();

    await context.setOffline(true);
    const offline = page.locator('[data-notice="offline"]');
    await expect(offline).toBeVisible({ timeout: 3_000 });
    await expect(offline).toHaveText(NOTICE_TEXT.offline);
    await expect(offline).toBeInViewport();
    await page.waitForTimeout(6_000); // the outage itself, not an assertion
    await context.setOffline(false);

    await expect(offline).toBeHidden({ timeout: 10_000 });
    await expect(page.locator('[data-notice="reconnecting"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'End call' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeHidden();
    // The conversation goes on: a new line arrives after the outage.
    await expect.poll(() => captions.locator('p').count(), { timeout: 30_000 }).toBeGreaterThan(before);
    expect((await callUi(page)).announced).toContain(NOTICE_TEXT.offline);
  });

  test('keyboard only: focus goes into the call controls on connect and back to Start Voice Call at the end', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/voice-call');
    const start = page.getByRole('button', { name: 'Start Voice Call' });
    await expect(start).toBeVisible();
    for (let i = 0; i < 10 && !(await start.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(start).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Enter Your Details' });
    await expect(dialog.getByLabel('Name *')).toBeFocused();
    const d = visitor('keys');
    await page.keyboard.type(d.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(d.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(d.phone);
    await page.keyboard.press('Enter');

    await expect.poll(() => focusInControls(page), { timeout: 30_000 }).toBe(true);
    await expect(page.getByRole('button', { name: 'Mute' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'End call' })).toBeFocused();
    await page.keyboard.press('Enter');
    const rating = page.getByRole('dialog', { name: 'How was your experience?' });
    await expect(rating).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rating).toBeHidden();
    await expect(start).toBeFocused();
  });

  test('on a 375×667 phone: controls stay in view for the call, captions scroll in their box, toasts clear the header', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/voice-call');
    await fillDetails(page, visitor('phone'));
    await page.getByRole('button', { name: 'Start Call' }).click();
    const toast = page.getByText('Details sent successfully!');
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    for (const name of ['Back', 'Get in touch']) {
      const b = (await page.getByRole(name === 'Back' ? 'button' : 'link', { name }).boundingBox())!;
      const overlaps =
        toastBox.x < b.x + b.width &&
        b.x < toastBox.x + toastBox.width &&
        toastBox.y < b.y + b.height &&
        b.y < toastBox.y + toastBox.height;
      expect(overlaps, `toast over '${name}'`).toBe(false);
    }
    const captions = page.getByRole('log', { name: 'Live captions' });
    // Three agent lines: the greeting, then the next questions as the fake microphone answers.
    await expect.poll(() => captions.locator('p').count(), { timeout: 45_000 }).toBeGreaterThanOrEqual(3);
    for (const control of [
      page.getByRole('button', { name: 'Mute' }),
      page.getByRole('button', { name: 'End call' }),
      page.getByRole('slider', { name: 'Volume' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expect(captions.locator('p').last()).toBeInViewport();
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight + 1)).toBe(true);
  });

  test("offers 'Tap to resume audio' when the browser suspends the call's audio, and resumes on the tap", async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      const contexts: AudioContext[] = [];
      (window as unknown as { __contexts: AudioContext[] }).__contexts = contexts;
      const AC = window.AudioContext;
      window.AudioContext = class extends AC {
        constructor(o?: AudioContextOptions) {
          super(o);
          contexts.push(this);
        }
      };
    });
    await page.goto('/voice-call');
    await startCall(page, visitor('suspended'));
    // What a phone does on an interruption (a call, another app taking audio): the context is suspended.
    await page.evaluate(() =>
      Promise.all(
        (window as unknown as { __contexts: AudioContext[] }).__contexts.filter((c) => c.state === 'running').map((c) => c.suspend()),
      ),
    );
    const notice = page.locator('[data-notice="audio"]');
    await expect(notice).toBeVisible({ timeout: 5_000 });
    await expect(notice).toBeInViewport();
    await notice.getByRole('button', { name: 'Tap to resume audio' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('button', { name: 'End call' })).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no axe violations with the device picker open (${theme})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/voice-call');
      await page.evaluate((t) => localStorage.setItem('vaiu-theme', t), theme);
      await page.reload();
      await fillDetails(page, visitor(`picker-${theme}`));
      await expect(page.getByRole('dialog', { name: 'Enter Your Details' }).getByLabel('Microphone')).toBeVisible();
      expect(await axeViolations(page, 'details picker')).toEqual([]);
      await page.getByRole('button', { name: 'Start Call' }).click();
      await expect(page.getByText(/AI is speaking\.\.\.|Listening\.\.\./)).toBeVisible({ timeout: 15_000 });
      const toggle = page.getByRole('button', { name: 'Devices' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const mic = page.getByRole('combobox', { name: 'Microphone' });
      await expect(mic).toBeVisible();
      expect(await mic.locator('option').count()).toBeGreaterThan(0);
      await page.waitForTimeout(500); // let the toasts settle so they are checked too
      expect(await axeViolations(page, 'in-call picker')).toEqual([]);
    });
  }
});
