// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEmail } from './email.ts';
import { config } from './config.ts';

function answer(status: number, text: string) {
  return vi.fn(async () => new Response(text, { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendEmail', () => {
  it('posts the EmailJS JSON payload to the configured origin and resolves ok on 200', async () => {
    const fetchMock = answer(200, 'OK');
    vi.stubGlobal('fetch', fetchMock);
    const result = await sendEmail('newsletter', { subscriber_email: 'a@b.co' });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${config.emailjs.origin}/api/v1.0/email/send`);
    expect(JSON.parse(String(init.body))).toEqual({
      lib_version: '4.4.1',
      user_id: config.emailjs.publicKey,
      service_id: config.emailjs.serviceId,
      template_id: 'newsletter',
      template_params: { subscriber_email: 'a@b.co' },
    });
  });

  it.each([
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
  ])('maps an HTTP %i answer to a failure with its status and text', async (status, text) => {
    vi.stubGlobal('fetch', answer(status, text));
    await expect(sendEmail('newsletter', {})).resolves.toEqual({ ok: false, status, text });
  });

  it("maps fetch's own TypeError on a network failure to status 0 'Network Error'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(sendEmail('newsletter', {})).resolves.toEqual({ ok: false, status: 0, text: 'Network Error' });
  });

  it('maps a missing template id to status 0 with the required-value message, without a request', async () => {
    const fetchMock = answer(200, 'OK');
    vi.stubGlobal('fetch', fetchMock);
    const result = await sendEmail('', {});
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ status: 0, text: expect.stringContaining('template ID is required') });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
