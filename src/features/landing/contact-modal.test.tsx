// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { EmailResult } from '../../lib/email.ts';

const sendEmail = vi.fn<(template: string, params: Record<string, string>) => Promise<EmailResult>>();
const toast = { success: vi.fn(), error: vi.fn() };
vi.mock('../../lib/email.ts', () => ({ sendEmail: (t: string, p: Record<string, string>) => sendEmail(t, p) }));
vi.mock('../../lib/toast.ts', () => ({ toast }));

const { ContactModal } = await import('./contact-modal.tsx');
const { CONTACT_TEXT } = await import('./use-contact-form.ts');
const { config } = await import('../../lib/config.ts');

function fillAndSubmit() {
  const values: Record<string, string> = {
    'First name': 'Grace',
    'Last name': 'Hopper',
    Email: 'grace@example.com',
    Phone: '+44 20 7946 0000',
    Message: 'Hello',
  };
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.submit(screen.getByRole('button', { name: 'Send message' }).closest('form')!);
}

beforeEach(() => {
  sendEmail.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ContactModal', () => {
  it('logs the message, delivers it with the contact template, thanks, resets and closes', async () => {
    sendEmail.mockResolvedValue({ ok: true });
    const onClose = vi.fn();
    render(<ContactModal open onClose={onClose} />);
    fillAndSubmit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(console.info).toHaveBeenCalledWith(
      '[vaiu]',
      'contact form submitted',
      expect.objectContaining({ firstName: 'Grace', message: 'Hello' }),
    );
    expect(sendEmail).toHaveBeenCalledWith(
      config.emailjs.contactTemplateId,
      expect.objectContaining({
        first_name: 'Grace',
        last_name: 'Hopper',
        from_email: 'grace@example.com',
        phone: '+44 20 7946 0000',
        message: 'Hello',
        to_email: config.ownerEmail,
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CONTACT_TEXT.success));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
  });

  it('keeps the modal open and every value when delivery fails', async () => {
    sendEmail.mockResolvedValue({ ok: false, status: 0, text: 'Network Error' });
    const onClose = vi.fn();
    render(<ContactModal open onClose={onClose} />);
    fillAndSubmit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(CONTACT_TEXT.failed));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
