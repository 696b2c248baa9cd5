import type { MicProblem } from '../../stores/call-store.ts';

/** The visitor's details from the 'Enter Your Details' form (docs/product.md §3: all required strings). */
export type VisitorDetails = { name: string; email: string; phone: string };

/** docs/product.md §8 toast texts of this page. */
export const MESSAGES = {
  missingDetails: 'Please fill all required fields',
  detailsFailed: 'Failed to send details. Please try again.',
  detailsSent: 'Details sent successfully!',
  callError: 'Connection failed. Please try again.',
  startFailed: 'Failed to start voice call. Please try again.',
  feedbackThanks: 'Thank you for your feedback!',
} as const;

/** Whether every required field has a non-blank value. */
export function detailsComplete(d: VisitorDetails): boolean {
  return [d.name, d.email, d.phone].every((v) => v.trim() !== '');
}

/** Trims every field. */
export function trimDetails(d: VisitorDetails): VisitorDetails {
  return { name: d.name.trim(), email: d.email.trim(), phone: d.phone.trim() };
}

/** The visitor's IANA timezone (e.g. 'Europe/London'), or 'UTC' when the browser will not say. */
export function visitorTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Builds the date and timezone machinery the lead email needs (ICU's time zone and date formats): the first
 * Intl.DateTimeFormat of a page costs 25 ms here, 67 ms in a profile of a busy call start, and it ran inside the
 * 'Start Call' click. Called in an idle moment while the details form is open (use-voice-call.ts), it is gone from the
 * click; later formats reuse what it built.
 */
export function warmLeadDetails(): void {
  visitorTimezone();
  new Date().toLocaleString();
}

/** docs/product.md §3 lead notification payload, plus the visitor's timezone. */
export function leadEmailParams(d: VisitorDetails, toEmail: string, now: Date, timezone: string): Record<string, string> {
  return {
    user_name: d.name,
    user_email: d.email,
    user_phone: d.phone,
    call_date: now.toLocaleString(),
    timezone,
    to_email: toEmail,
  };
}

/** docs/product.md §2 rating buttons, 1–5. */
export const RATINGS = [
  { value: 1, label: 'Poor', emoji: '😞' },
  { value: 2, label: 'Fair', emoji: '😐' },
  { value: 3, label: 'Good', emoji: '😊' },
  { value: 4, label: 'Very Good', emoji: '😃' },
  { value: 5, label: 'Excellent', emoji: '😍' },
] as const;

/** Maps a getUserMedia failure to what the page explains: a refused permission, or no usable microphone. */
export function micProblemOf(err: unknown): MicProblem {
  const name = err && typeof err === 'object' && 'name' in err ? String(err.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  return 'unavailable';
}

/** Whether a lead email already went out for these details (same trimmed name, phone and case-insensitive email). */
export function sameLead(sent: VisitorDetails | null, d: VisitorDetails): boolean {
  if (!sent) return false;
  const a = trimDetails(sent);
  const b = trimDetails(d);
  return a.name === b.name && a.phone === b.phone && a.email.toLowerCase() === b.email.toLowerCase();
}
