import { expect, test } from 'playwright/test';

test.describe('landing page sections', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('shows the six About feature cards and six bottlenecks', async ({ page }) => {
    const features = page.locator('#features');
    await expect(features.locator('.feature-card h3')).toHaveText([
      'Smart Candidate Calls',
      'Intelligent Scheduling',
      'Result Notifications',
      'ATS Integration',
      'Multilingual Support',
      'Timezone Sync',
    ]);
    await expect(features.getByRole('heading', { name: 'Recruitment Bottlenecks We Solve' })).toBeVisible();
    await expect(features.locator('.bottleneck-list li')).toHaveCount(6);
  });

  test('shows the stats with tabular numbers, six company names and three testimonials', async ({ page }) => {
    const values = page.locator('.stat-value');
    await expect(values).toHaveText(['500+', '5000+', '70%']);
    await expect(page.locator('.stat-label')).toHaveText(['employee-size companies', 'candidates called', 'time saved']);
    // Polled: in one CI run a single read returned an empty string, most likely a prerendered node replaced while
    // React hydrated (a detached node has no computed style); the style itself is in the inlined stylesheet.
    await expect.poll(() => values.first().evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain('tabular-nums');
    await expect(page.locator('.logo-wall-item')).toHaveCount(6);
    await expect(page.locator('#testimonials figure')).toHaveCount(3);
  });

  test('lists the three plans exactly, Professional is Most Popular and every button is Talk to us', async ({ page }) => {
    const plans = page.locator('#pricing .plan');
    await expect(plans.locator('h3')).toHaveText(['Starter', 'Professional', 'Enterprise']);
    await expect(plans.locator('.plan-price')).toHaveText(['$99/month', '$299/month', 'Custom']);
    await expect(plans.nth(0).locator('.plan-features li')).toHaveText([
      'Up to 100 candidate calls/month',
      'Basic AI voice agent',
      'Email support',
      'Calendar integration',
      'Basic ATS sync',
    ]);
    await expect(plans.nth(1).locator('.plan-features li')).toHaveText([
      'Up to 500 calls/month',
      'Advanced AI voice agent',
      'Priority support',
      'Advanced ATS integration',
      'Multilingual support',
      'API access',
    ]);
    await expect(plans.nth(2).locator('.plan-features li')).toHaveText([
      'Unlimited calls',
      'Custom AI training',
      'Dedicated support',
      'White-label',
      'Advanced integrations',
      'Custom features',
    ]);
    await expect(page.getByText('Most Popular')).toHaveCount(1);
    await expect(plans.nth(1).getByText('Most Popular')).toBeVisible();
    const buttons = plans.getByRole('link', { name: 'Talk to us' });
    await expect(buttons).toHaveCount(3);
    for (const b of await buttons.all()) {
      await expect(b).toHaveAttribute('target', '_blank');
      await expect(b).toHaveAttribute('rel', /noopener/);
      await expect(b).toHaveAttribute('href', /^https?:\/\//);
    }
  });

  test("'Talk to us' opens the scheduling page in a new tab with no opener", async ({ page, context }) => {
    const href = await page.locator('#pricing').getByRole('link', { name: 'Talk to us' }).first().getAttribute('href');
    await context.route(href!, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Scheduling</title>' }));
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('#pricing').getByRole('link', { name: 'Talk to us' }).first().click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test("'Book a call' opens the scheduling page in a new tab with no opener", async ({ page, context }) => {
    const book = page.getByRole('link', { name: 'Book a call' });
    const href = await book.getAttribute('href');
    await context.route(href!, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Scheduling</title>' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), book.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('scrolling', () => {
    for (const [name, id] of [
      ['Watch Demo', 'demo'],
      ['View Pricing', 'pricing'],
    ] as const) {
      test(`'${name}' scrolls to the ${id} section`, async ({ page }) => {
        await page.getByRole('button', { name }).click();
        await expect(page.locator(`#${id}`)).toBeInViewport();
        await expect.poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(80);
        await expect(page.locator(`#${id}`)).toBeFocused();
      });
    }

    for (const [name, id] of [
      ['Features', 'features'],
      ['Demo', 'demo'],
      ['Customers', 'testimonials'],
      ['Pricing', 'pricing'],
    ] as const) {
      test(`the navbar link '${name}' scrolls to #${id} below the sticky bar`, async ({ page }) => {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect
          .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
          .toBeGreaterThanOrEqual(60);
        await expect.poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(70);
      });
    }
  });

  test("the floating 'Talk to our Voice AI' button navigates to /voice-call without a reload", async ({ page }) => {
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const cta = page.getByRole('link', { name: 'Talk to our Voice AI' });
    await expect(cta).toHaveCSS('position', 'fixed');
    await page.mouse.wheel(0, 3000);
    await expect(cta).toBeInViewport();
    await cta.click();
    await expect(page).toHaveURL(/\/voice-call$/);
    await expect(page.getByRole('heading', { name: 'Vaiu Voice AI Assistant' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('footer shows the contact email, phone and location', async ({ page }) => {
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(footer.getByRole('link', { name: /\+?\d[\d\s]+/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(footer.locator('address span')).toHaveText(/\w+, \w+/);
  });
});

test.describe('decorative sky', () => {
  test('generates 50 particles and 100 star dots on load, animated by CSS in five layers', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.sky .particle')).toHaveCount(50);
    await expect(page.locator('.sky .star')).toHaveCount(100);
    await expect(page.locator('.sky')).toHaveAttribute('aria-hidden', 'true');
    const animations = (sel: string) => page.locator(sel).evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(await animations('.sky .star-layer')).toEqual(['star-twinkle', 'star-twinkle', 'star-twinkle']);
    expect(await animations('.sky .particle-layer')).toEqual(['particle-drift', 'particle-drift']);
    expect(await page.locator('.sky').evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(5);
    // Stepped (a few redraws a second, not 60: sky.css), and paused while the hero is out of view.
    const timing = await page
      .locator('.sky .sky-layer')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationTimingFunction));
    expect(timing.every((t) => t.startsWith('steps('))).toBe(true);
    const states = () => page.locator('.sky').evaluate((el) => [...new Set(el.getAnimations({ subtree: true }).map((a) => a.playState))]);
    expect(await states()).toEqual(['running']);
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await expect.poll(states).toEqual(['paused']);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(states).toEqual(['running']);
  });

  test('positions differ between loads (generated, not hard-coded)', async ({ page }) => {
    await page.goto('/');
    const first = await page.locator('.sky .star').first().getAttribute('style');
    await page.reload();
    const second = await page.locator('.sky .star').first().getAttribute('style');
    expect(first).not.toBe(second);
  });

  test('stands still under prefers-reduced-motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('.sky .star')).toHaveCount(100);
    const names = await page.locator('.sky *').evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).animationName))]);
    expect(names).toEqual(['none']);
    expect(await page.locator('.sky').evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    await context.close();
  });
});
