import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.ts';
import { config } from '../../lib/config.ts';
import { sendEmail } from '../../lib/email.ts';

/** docs/product.md §8 texts of the newsletter. */
export const NEWSLETTER_TEXT = {
  invalid: 'Please enter a valid email address.',
  failed: 'Failed to subscribe. Please try again.',
  success: "Thank you for subscribing! We'll keep you updated with the latest insights.",
} as const;

/** Newsletter form state: validates, sends subscriber_email / subscription_date / to_email, toasts the outcome. */
export function useNewsletter() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const input = event.currentTarget.elements.namedItem('email');
    const valid = email.trim() !== '' && (!(input instanceof HTMLInputElement) || input.checkValidity());
    if (!valid) {
      toast.error(NEWSLETTER_TEXT.invalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setSending(true);
    try {
      const result = await sendEmail(config.emailjs.newsletterTemplateId, {
        subscriber_email: email.trim(),
        subscription_date: new Date().toLocaleString(),
        to_email: config.ownerEmail,
      });
      if (result.ok) {
        toast.success(NEWSLETTER_TEXT.success);
        setEmail('');
      } else {
        toast.error(NEWSLETTER_TEXT.failed);
      }
    } finally {
      setSending(false);
    }
  }

  return { email, setEmail, sending, onSubmit };
}
