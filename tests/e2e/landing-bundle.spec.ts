import { expect, test } from 'playwright/test';

// Nothing of the call engine may load on '/': daily-js, vad-web, onnxruntime, the voice-call page chunk.
const ENGINE = /daily|vad|onnx|ort-wasm|silero|voice-call-page|call-engine|comlink/i;

test("'/' loads none of the call engine, even after scrolling and interacting", async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 6000);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' }).click();
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  const scripts = urls.filter((u) => u.endsWith('.js') || u.endsWith('.mjs') || u.endsWith('.wasm') || u.endsWith('.onnx'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => ENGINE.test(u))).toEqual([]);
});

test('the call engine loads only once /voice-call is visited', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Talk to our Voice AI' }).click();
  await expect(page).toHaveURL(/\/voice-call$/);
  await expect.poll(() => urls.some((u) => /voice-call-page/.test(u))).toBe(true);
});

// scripts/vite-eager-compile.ts: the call page's chunk is compiled whole as it loads, the landing's entry lazily.
test("the call page's chunk carries V8's compile-everything hint; the landing's entry does not", async ({ page, request }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await page.goto('/voice-call', { waitUntil: 'networkidle' });
  const pageChunk = urls.find((u) => /\/voice-call-page-[\w-]+\.js$/.test(u));
  const entry = urls.find((u) => /\/index-[\w-]+\.js$/.test(u));
  expect(pageChunk && entry).toBeTruthy();
  expect(await (await request.get(pageChunk!)).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  expect(await (await request.get(entry!)).text()).not.toContain('allFunctionsCalledOnLoad');
});
