import { config } from './config.ts';
import { logger } from './logger.ts';

/** The outcome of one email send; failures carry the service's status and text (0 = no HTTP answer). */
export type EmailResult = { ok: true } | { ok: false; status: number; text: string };

type EmailJs = typeof import('@emailjs/browser');
let ready: Promise<EmailJs> | null = null;

// @emailjs/browser is loaded on first send (kept out of the initial bundle) and init() runs exactly once:
// only init() sets the origin, and every init() overwrites all stored settings (docs/architecture.md §6).
function loadEmailJs(): Promise<EmailJs> {
  ready ??= import('@emailjs/browser')
    .then((mod) => {
      mod.init({ publicKey: config.emailjs.publicKey, blockHeadless: false }, config.emailjs.origin);
      return mod;
    })
    .catch((error: unknown) => {
      ready = null; // a failed chunk load is retried on the next send
      throw error;
    });
  return ready;
}

/** Loads @emailjs/browser now (e.g. while the visitor fills in a form), so the send does not wait for the chunk. */
export function warmEmail(): void {
  loadEmailJs().catch(() => undefined); // the send retries and reports a failed load
}

/** Maps anything @emailjs/browser (or fetch under it) rejects with to a failed EmailResult. */
export function toEmailFailure(error: unknown): { ok: false; status: number; text: string } {
  if (typeof error === 'string') return { ok: false, status: 0, text: error }; // missing key/service/template
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const text = 'text' in error && typeof error.text === 'string' ? error.text : '';
    return { ok: false, status: error.status, text }; // HTTP error: 451 / 403 / 429 / 5xx
  }
  return { ok: false, status: 0, text: 'Network Error' }; // fetch's TypeError or anything unknown
}

/** Sends a template through EmailJS (or the local outbox); never throws. */
export async function sendEmail(templateId: string, params: Record<string, string>): Promise<EmailResult> {
  try {
    const emailjs = await loadEmailJs();
    await emailjs.send(config.emailjs.serviceId, templateId, params);
    return { ok: true };
  } catch (error) {
    const failure = toEmailFailure(error);
    logger.warn('email send failed', templateId, failure.status, failure.text);
    return failure;
  }
}
