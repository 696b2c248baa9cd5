// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { EmailResult } from '../../lib/email.ts';

const sendEmail = vi.fn<(template: string, params: Record<string, string>) => Promise<EmailResult>>();
const toast = { success: vi.fn(), error: vi.fn() };
vi.mock('../../lib/email.ts', () => ({ sendEmail: (t: string, p: Record<string, string>) => sendEmail(t, p) }));
vi.mock('../../lib/toast.ts', () => ({ toast }));

const { Newsletter } = await import('./newsletter.tsx');
const { NEWSLETTER_TEXT } = await import('./use-newsletter.ts');
const { config } = await import('../../lib/config.ts');

const input = () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;

beforeEach(() => {
  sendEmail.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});
afterEach(cleanup);

describe('Newsletter', () => {
  it('toasts the invalid-email text and sends nothing when the email is empty', async () => {
    render(<Newsletter />);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(NEWSLETTER_TEXT.invalid));
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it('toasts the invalid-email text for a malformed address', async () => {
    render(<Newsletter />);
    fireEvent.change(input(), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(NEWSLETTER_TEXT.invalid));
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it("disables the button as 'Subscribing...' while sending, then thanks and clears the field", async () => {
    let resolve!: (r: EmailResult) => void;
    sendEmail.mockReturnValue(new Promise((r) => (resolve = r)));
    render(<Newsletter />);
    fireEvent.change(input(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const busy = await screen.findByRole('button', { name: 'Subscribing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(sendEmail).toHaveBeenCalledWith(config.emailjs.newsletterTemplateId, {
      subscriber_email: 'ada@example.com',
      subscription_date: expect.any(String),
      to_email: config.ownerEmail,
    });
    resolve({ ok: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(NEWSLETTER_TEXT.success));
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
    expect(input().value).toBe('');
  });

  it('toasts the failure text, keeps the address and re-enables the button when the send fails', async () => {
    sendEmail.mockResolvedValue({ ok: false, status: 429, text: 'Too Many Requests' });
    render(<Newsletter />);
    fireEvent.change(input(), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(NEWSLETTER_TEXT.failed));
    expect(input().value).toBe('ada@example.com');
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
