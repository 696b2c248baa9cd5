import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.ts';
import { config } from '../../lib/config.ts';
import { sendEmail } from '../../lib/email.ts';
import { logger } from '../../lib/logger.ts';

/** The landing contact form's fields (docs/product.md §3). */
export type ContactValues = { firstName: string; lastName: string; email: string; phone: string; message: string };

/** docs/product.md §8 success text, and our failure text (delivery failed: the form keeps its content). */
export const CONTACT_TEXT = {
  success: "Thank you for your message! We'll get back to you soon.",
  failed: 'Your message could not be sent. Please try again.',
} as const;

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/**
 * Contact form state. Submit logs the message locally (docs/product.md §7) and delivers it through the email service when
 * a contact template is configured; on success: toast, reset, close. On failure nothing is lost: the form and
 * the modal stay, with an error toast.
 */
export function useContactForm(onDone: () => void) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [sending, setSending] = useState(false);

  const setField = (name: keyof ContactValues, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    logger.info('contact form submitted', values);
    setSending(true);
    try {
      if (config.emailjs.contactTemplateId) {
        const result = await sendEmail(config.emailjs.contactTemplateId, {
          first_name: values.firstName,
          last_name: values.lastName,
          from_email: values.email,
          phone: values.phone,
          message: values.message,
          sent_date: new Date().toLocaleString(),
          to_email: config.ownerEmail,
        });
        if (!result.ok) {
          toast.error(CONTACT_TEXT.failed);
          return;
        }
      }
      toast.success(CONTACT_TEXT.success);
      setValues(EMPTY);
      onDone();
    } finally {
      setSending(false);
    }
  }

  return { values, setField, sending, onSubmit };
}
