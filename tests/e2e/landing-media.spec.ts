import { readFile } from 'node:fs/promises';
import { expect, test } from 'playwright/test';
import { mediaStates, playingSources, trackMedia } from './landing-helpers.ts';

test.describe('hero video', () => {
  test('replaces the poster with a video on click that starts muted, unmutes once playing and toggles on click', async ({ page }) => {
    await trackMedia(page);
    await page.goto('/');
    const hero = page.locator('#top');
    await expect(hero.locator('video')).toHaveCount(0);
    const poster = hero.getByRole('button', { name: 'Play the Vaiu product video' });
    await expect(poster.locator('img')).toHaveAttribute('src', /hero-poster\.webp$/);
    await expect(poster).toHaveCSS('height', '300px');

    await poster.click();
    const video = hero.locator('video');
    await expect(video).toHaveCount(1);
    await expect(poster).toHaveCount(0);
    await expect(video).toHaveJSProperty('autoplay', true);
    await expect(video).toHaveAttribute('poster', /hero-poster\.webp$/);
    await expect(page.locator('.hero-video')).toHaveCSS('height', '300px');

    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await expect(video).toHaveJSProperty('muted', false);
    const [heroMedia] = (await mediaStates(page)).filter((m) => m.src === '/media/hero.mp4');
    expect(heroMedia.mutedAtPlay).toBe(true); // it started muted, then was unmuted once playing

    await video.click();
    await expect(video).toHaveJSProperty('paused', true);
    await video.click();
    await expect(video).toHaveJSProperty('paused', false);
  });

  test('is unmuted even when playback fails', async ({ page }) => {
    await page.route('**/media/hero.mp4', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: 'Play the Vaiu product video' }).click();
    const video = page.locator('#top video');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveJSProperty('muted', false);
    await expect(video).toHaveJSProperty('paused', true);
  });
});

test.describe('demo recordings', () => {
  const card = (page: import('playwright/test').Page, id: string) => page.locator(`[data-demo="${id}"]`);

  test('plays one recording at a time, pauses on a second click and switches cards', async ({ page }) => {
    await trackMedia(page);
    await page.goto('/');
    await expect(page.locator('[data-demo]')).toHaveCount(3);
    for (const id of ['candidate-calls', 'scheduling', 'notifications'])
      await expect(card(page, id)).toHaveAttribute('aria-pressed', 'false');

    await card(page, 'candidate-calls').click();
    await expect(card(page, 'candidate-calls')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => playingSources(page)).toEqual(['/media/candidate-calls.mp3']);

    await card(page, 'scheduling').click();
    await expect(card(page, 'scheduling')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, 'candidate-calls')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => playingSources(page)).toEqual(['/media/scheduling.mp3']);

    await card(page, 'scheduling').click();
    await expect(card(page, 'scheduling')).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => playingSources(page)).toEqual([]);
    expect((await mediaStates(page)).map((m) => m.src).sort()).toEqual(['/media/candidate-calls.mp3', '/media/scheduling.mp3']);
  });

  test('resets to none when the recording ends', async ({ page }) => {
    const short = await readFile('tests/fixtures/landing-short.mp3');
    await page.route('**/media/notifications.mp3', (route) => route.fulfill({ status: 200, contentType: 'audio/mpeg', body: short }));
    await trackMedia(page);
    await page.goto('/');
    await card(page, 'notifications').click();
    await expect(card(page, 'notifications')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await mediaStates(page))[0]?.ended).toBe(true);
    await expect(card(page, 'notifications')).toHaveAttribute('aria-pressed', 'false');
  });

  test('resets to none when the recording fails to load, and plays on a later click once it is reachable', async ({ page }) => {
    let fail = true;
    let missing = 0;
    await page.route('**/media/scheduling.mp3', (route) => {
      if (!fail) return route.continue();
      missing++;
      return route.fulfill({ status: 404, body: 'missing' });
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await trackMedia(page);
    await page.goto('/');
    await card(page, 'scheduling').click();
    // The card is unpressed before the click too: wait for the 404 to be served, then for the reset it causes (on a
    // loaded machine the card can still be unpressed here because the click has not been handled yet).
    await expect.poll(() => missing).toBeGreaterThan(0);
    await expect.poll(async () => (await mediaStates(page)).find((m) => m.src === '/media/scheduling.mp3')?.failed).toBe(true);
    await expect(card(page, 'scheduling')).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);

    fail = false;
    await card(page, 'scheduling').click();
    await expect(card(page, 'scheduling')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => playingSources(page)).toEqual(['/media/scheduling.mp3']);
  });

  test('serves the three recordings as MP3s of at most 300 KB', async ({ request }) => {
    for (const id of ['candidate-calls', 'scheduling', 'notifications']) {
      const res = await request.get(`/media/${id}.mp3`);
      expect(res.status()).toBe(200);
      const body = await res.body();
      expect(body.length).toBeLessThanOrEqual(300 * 1024);
      expect(body.subarray(0, 3).toString('latin1') === 'ID3' || (body[0] === 0xff && (body[1] & 0xe0) === 0xe0)).toBe(true);
    }
    const video = await request.get('/media/hero.mp4');
    expect((await video.body()).length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });
});
