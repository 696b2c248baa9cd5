import { expect, test } from 'playwright/test';

test.describe('SEO and sharing', () => {
  test('has a title, description, Open Graph and Twitter cards whose image is the served poster', async ({ page, request }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Vaiu/);
    const meta = (sel: string) => page.locator(sel).getAttribute('content');
    expect((await meta('meta[name="description"]'))!.length).toBeGreaterThan(50);
    for (const p of ['og:title', 'og:description', 'og:type', 'og:url']) expect(await meta(`meta[property="${p}"]`)).toBeTruthy();
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const og = new URL((await meta('meta[property="og:image"]'))!);
    expect(await meta('meta[name="twitter:image"]')).toBe(og.href);
    const img = await request.get(og.pathname);
    expect(img.status()).toBe(200);
    expect(img.headers()['content-type']).toContain('image/jpeg');
  });

  test('describes the organisation and its three plans in JSON-LD', async ({ page }) => {
    await page.goto('/');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    const graph = data['@graph'] as Array<Record<string, unknown>>;
    expect(graph.find((n) => n['@type'] === 'Organization')?.name).toBe('Vaiu');
    const offers = graph.find((n) => n['@type'] === 'Service')?.offers as Array<{ name: string; price?: string }>;
    expect(offers.map((o) => [o.name, o.price])).toEqual([
      ['Starter', '99'],
      ['Professional', '299'],
      ['Enterprise', undefined],
    ]);
  });

  test('serves robots.txt, sitemap.xml, the favicon and both logos', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toMatch(/User-agent: \*[\s\S]*Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/);
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/voice-call<\/loc>/);
    for (const p of ['/favicon.svg', '/logo-light.svg', '/logo-dark.svg']) {
      const res = await request.get(p);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('<svg');
    }
  });
});
