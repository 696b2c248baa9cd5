import { expect, test, type Page } from 'playwright/test';
import { answerEmail, EMAIL_SEND, readOutbox } from './landing-helpers.ts';

const TEXT = {
  invalid: 'Please enter a valid email address.',
  failed: 'Failed to subscribe. Please try again.',
  subscribed: "Thank you for subscribing! We'll keep you updated with the latest insights.",
  contactOk: "Thank you for your message! We'll get back to you soon.",
};

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe('newsletter', () => {
  test("an empty email shows 'Please enter a valid email address.' and sends nothing", async ({ page }) => {
    const bodies = await answerEmail(page, 200, 'OK');
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('required', '');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(TEXT.invalid)).toBeVisible();
    expect(bodies).toEqual([]);
  });

  test('sends subscriber_email, subscription_date and to_email, shows Subscribing... while sending, then thanks', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const bodies: Array<{ template_params: Record<string, string>; template_id: string }> = [];
    await page.route(EMAIL_SEND, async (route) => {
      bodies.push(JSON.parse(route.request().postData() ?? '{}'));
      await held;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const busy = page.getByRole('button', { name: 'Subscribing...' });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByText(TEXT.subscribed)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(bodies).toHaveLength(1);
    const params = bodies[0].template_params;
    expect(Object.keys(params).sort()).toEqual(['subscriber_email', 'subscription_date', 'to_email']);
    expect(params.subscriber_email).toBe('ada@example.com');
    expect(params.to_email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    const localeNow = await page.evaluate(() => new Date().toLocaleString());
    expect(params.subscription_date.slice(0, 6)).toBe(localeNow.slice(0, 6));
  });

  for (const [what, status, text] of [
    ['a server error', 500, 'Internal Server Error'],
    ['the headless block (451)', 451, 'Unavailable For Headless Browser'],
    ['the blocklist (403)', 403, 'Forbidden'],
    ['the rate limit (429)', 429, 'Too Many Requests'],
  ] as const) {
    test(`shows the failure toast on ${what} and re-enables the button`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await answerEmail(page, status, text);
      await page.goto('/');
      await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText(TEXT.failed)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@example.com');
      expect(errors).toEqual([]);
    });
  }

  test('shows the failure toast when the network fails', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.route(EMAIL_SEND, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(TEXT.failed)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('delivers a signup through the real local outbox, which stores it', async ({ page }) => {
    const email = `signup-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(TEXT.subscribed)).toBeVisible();
    const stored = (await readOutbox()).find((m) => m.template_params.subscriber_email === email);
    expect(stored).toBeDefined();
    expect(stored!.template_id).toBe('newsletter');
    expect(Object.keys(stored!.template_params).sort()).toEqual(['subscriber_email', 'subscription_date', 'to_email']);
  });
});

test.describe('contact modal', () => {
  async function openContact(page: Page) {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog).toBeVisible();
    return { trigger, dialog };
  }

  async function fill(page: Page, tag: string) {
    const d = page.getByRole('dialog');
    await d.getByLabel('First name').fill('Grace');
    await d.getByLabel('Last name').fill('Hopper');
    await d.getByLabel('Email').fill(`${tag}@example.com`);
    await d.getByLabel('Phone').fill('+44 20 7946 0000');
    await d.getByLabel('Message').fill(`Hello from ${tag}`);
  }

  test('has the five required fields with the right types and focuses the first one', async ({ page }) => {
    const { dialog } = await openContact(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel('First name')).toBeFocused();
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Message']) {
      await expect(dialog.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(dialog.getByLabel('Message')).toHaveAttribute('rows', '5');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  });

  for (const how of ['Escape', 'backdrop', 'close button'] as const) {
    test(`closes on ${how}, restores page scroll and returns focus`, async ({ page }) => {
      const { trigger, dialog } = await openContact(page);
      if (how === 'Escape') await page.keyboard.press('Escape');
      if (how === 'backdrop') await page.mouse.click(5, 5);
      if (how === 'close button') await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
      await expect(trigger).toBeFocused();
    });
  }

  test('does not close on a click inside the panel', async ({ page }) => {
    const { dialog } = await openContact(page);
    await dialog.getByRole('heading', { name: 'Contact us' }).click();
    await expect(dialog).toBeVisible();
  });

  test('keeps Tab focus inside the dialog', async ({ page }) => {
    const { dialog } = await openContact(page);
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  });

  test('does not submit while a required field is empty', async ({ page }) => {
    const bodies = await answerEmail(page, 200, 'OK');
    const { dialog } = await openContact(page);
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog).toBeVisible();
    expect(await dialog.getByLabel('Last name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(bodies).toEqual([]);
  });

  test('delivers the message through the real outbox, thanks, resets and closes', async ({ page }) => {
    const tag = `contact-${Date.now()}`;
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    const { dialog } = await openContact(page);
    await fill(page, tag);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(TEXT.contactOk)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(logs.some((l) => l.includes('contact form submitted'))).toBe(true);
    const stored = (await readOutbox()).find((m) => m.template_params.from_email === `${tag}@example.com`);
    expect(stored?.template_id).toBe('contact');
    expect(stored?.template_params).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      phone: '+44 20 7946 0000',
      message: `Hello from ${tag}`,
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' }).click();
    await expect(page.getByRole('dialog').getByLabel('First name')).toHaveValue('');
  });

  test('keeps the modal open with everything typed when delivery fails', async ({ page }) => {
    const errors = collectPageErrors(page);
    await answerEmail(page, 500, 'Internal Server Error');
    const { dialog } = await openContact(page);
    await fill(page, 'failing');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Your message could not be sent. Please try again.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Message')).toHaveValue('Hello from failing');
    await expect(dialog.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('opens from the footer too', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('button', { name: 'Contact us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
  });
});
