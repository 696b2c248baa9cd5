import { expect, test, type Page } from 'playwright/test';
import { callRecord as record, trackCalls } from './call-records.ts';
import { fakeMicLaunch, installProbe, probeCounts, startCall } from './voice-helpers.ts';

const captions = (page: Page) => page.getByRole('log', { name: 'Live captions' });

test.use({ launchOptions: fakeMicLaunch });

test.describe('voice call controls', () => {
  // Unmuted, the fake microphone speaks every 5.7 s, so the agent (re-prompting after 8 s of silence) never re-prompts.
  test('mutes the microphone: the agent hears silence and re-prompts, then hears the answer after unmute', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/voice-call');
    await startCall(page);
    const mute = page.getByRole('button', { name: 'Mute' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(captions(page)).toContainText('Are you still there?', { timeout: 30_000 });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    // After unmuting the visitor's answer is heard: the agent goes on with its next line — or first asks for the
    // spelling when the unmute cut the name's sentence and the name was not heard for sure (as voice-call-flow allows).
    await expect
      .poll(async () => (await captions(page).textContent())?.split('Are you still there?')[1] ?? '', { timeout: 20_000 })
      .toMatch(
        /Which role|years of experience|salary expectations|currently employed|notice period|which month|everything I need|say that again|spell your name/,
      );
  });

  test('sets the volume with a labelled 0-100 slider that starts at 80', async ({ page }) => {
    await page.goto('/voice-call');
    await startCall(page);
    const slider = page.getByRole('slider', { name: 'Volume' });
    await expect(slider).toHaveValue('80');
    await expect(slider).toHaveAttribute('min', '0');
    await expect(slider).toHaveAttribute('max', '100');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('78');
    await slider.fill('25');
    await expect(slider).toHaveAttribute('aria-valuetext', '25%');
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('100');
  });

  test('ends the call when the visitor presses End call', async ({ page, request }) => {
    const ids = trackCalls(page);
    await page.addInitScript(installProbe);
    await page.goto('/voice-call');
    await startCall(page);
    await page.getByRole('button', { name: 'End call' }).click();
    const rating = page.getByRole('dialog', { name: 'How was your experience?' });
    await expect(rating).toBeVisible();
    await expect.poll(async () => (await record(request, ids[0])).endedReason).toBe('customer-ended-call');
    await expect.poll(async () => (await probeCounts(page)).liveTracks).toBe(0);
    await rating.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Start Voice Call' })).toBeEnabled();
  });

  test('Back during a call ends it and returns to the previous page', async ({ page, request }) => {
    const ids = trackCalls(page);
    await page.addInitScript(installProbe);
    await page.goto('/');
    await page.getByRole('link', { name: /Talk to our Voice AI/ }).click();
    await expect(page).toHaveURL(/\/voice-call$/);
    await startCall(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await record(request, ids[0])).endedReason).toBe('customer-ended-call');
    await expect.poll(async () => (await probeCounts(page)).liveTracks).toBe(0);
    // Polled: the engine stops the tracks first and closes the context ~30 ms later (after the worklets stop).
    await expect.poll(async () => (await probeCounts(page)).openContexts).toBe(0);
  });

  test('Back with no history goes to the landing page; Get in touch opens the scheduling page in a new tab', async ({ page }) => {
    await page.goto('/voice-call');
    await expect(page.getByRole('heading', { level: 1, name: 'Vaiu Voice AI Assistant' })).toBeVisible();
    const touch = page.getByRole('link', { name: 'Get in touch' });
    await expect(touch).toHaveAttribute('href', 'https://cal.com/vaiu/intro-call');
    await expect(touch).toHaveAttribute('target', '_blank');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
