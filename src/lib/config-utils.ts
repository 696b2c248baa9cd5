/** Raw environment as Vite exposes it (all strings, any may be missing). */
export type RawEnv = Record<string, string | boolean | undefined>;

/** Typed site configuration; every value has a local default so a fresh machine works with no keys. */
export type SiteConfig = {
  emailjs: {
    publicKey: string;
    serviceId: string;
    newsletterTemplateId: string;
    leadTemplateId: string;
    /** Empty = contact form messages are only logged (docs/product.md §7); set to deliver them too. */
    contactTemplateId: string;
    /** EmailJS API origin; the local outbox by default. */
    origin: string;
  };
  provider: {
    /** Vapi-compatible REST base URL; the local provider by default. */
    baseUrl: string;
    publicKey: string;
    assistantId: string;
  };
  schedulingUrl: string;
  ownerEmail: string;
  contactEmail: string;
  contactPhone: string;
  location: string;
};

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function str(env: RawEnv, key: string, fallback: string): string {
  const v = env[key];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : fallback;
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Builds the config from env + the page origin, and lists every invalid value at once. */
export function parseConfig(env: RawEnv, origin: string): { config: SiteConfig; problems: string[] } {
  const config: SiteConfig = {
    emailjs: {
      publicKey: str(env, 'VITE_EMAILJS_PUBLIC_KEY', 'local-emailjs-key'),
      serviceId: str(env, 'VITE_EMAILJS_SERVICE_ID', 'local-outbox'),
      newsletterTemplateId: str(env, 'VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID', 'newsletter'),
      leadTemplateId: str(env, 'VITE_EMAILJS_LEAD_TEMPLATE_ID', 'voice-lead'),
      contactTemplateId: str(env, 'VITE_EMAILJS_CONTACT_TEMPLATE_ID', 'contact'),
      origin: str(env, 'VITE_EMAILJS_ORIGIN', `${origin}/emailjs`),
    },
    provider: {
      baseUrl: str(env, 'VITE_VAPI_BASE_URL', `${origin}/provider`),
      publicKey: str(env, 'VITE_VAPI_PUBLIC_KEY', 'local-public-key'),
      assistantId: str(env, 'VITE_VAPI_ASSISTANT_ID', 'local-recruiter'),
    },
    schedulingUrl: str(env, 'VITE_SCHEDULING_URL', 'https://cal.com/vaiu/intro-call'),
    ownerEmail: str(env, 'VITE_OWNER_EMAIL', 'leads@vaiu.ai'),
    contactEmail: str(env, 'VITE_CONTACT_EMAIL', 'hello@vaiu.ai'),
    contactPhone: str(env, 'VITE_CONTACT_PHONE', '+44 20 7946 0958'),
    location: str(env, 'VITE_LOCATION', 'Shoreditch, London, United Kingdom'),
  };
  const problems: string[] = [];
  for (const [key, value] of [
    ['VITE_EMAILJS_ORIGIN', config.emailjs.origin],
    ['VITE_VAPI_BASE_URL', config.provider.baseUrl],
    ['VITE_SCHEDULING_URL', config.schedulingUrl],
  ] as const) {
    if (!isHttpUrl(value)) problems.push(`${key} must be an http(s) URL (got "${value}")`);
  }
  for (const [key, value] of [
    ['VITE_OWNER_EMAIL', config.ownerEmail],
    ['VITE_CONTACT_EMAIL', config.contactEmail],
  ] as const) {
    if (!EMAIL_RE.test(value)) problems.push(`${key} must be an email address (got "${value}")`);
  }
  return { config, problems };
}
