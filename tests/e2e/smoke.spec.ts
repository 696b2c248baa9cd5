import { expect, test } from 'playwright/test';

test.describe('site shell', () => {
  test('serves the landing page and the voice-call route from the built site', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.goto('/voice-call');
    await expect(page.getByRole('heading', { name: 'Vaiu Voice AI Assistant' })).toBeVisible();
  });

  test('answers unknown service routes with a JSON 404, not the app shell', async ({ request }) => {
    const res = await request.get('/provider/definitely-not-a-route', { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(404);
    expect((await res.json()).statusCode).toBe(404);
  });
});
