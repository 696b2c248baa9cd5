import { describe, expect, it } from 'vitest';
import { parseConfig } from './config-utils.ts';

describe('config-utils', () => {
  it('defaults every value to the local services of the page origin', () => {
    const { config, problems } = parseConfig({}, 'http://localhost:4173');
    expect(problems).toEqual([]);
    expect(config.emailjs.origin).toBe('http://localhost:4173/emailjs');
    expect(config.emailjs.publicKey).toBe('local-emailjs-key');
    expect(config.provider.baseUrl).toBe('http://localhost:4173/provider');
    expect(config.provider.publicKey).toBe('local-public-key');
    expect(config.provider.assistantId).toBe('local-recruiter');
  });

  it('takes values from env and trims them', () => {
    const { config } = parseConfig({ VITE_EMAILJS_PUBLIC_KEY: '  abc ', VITE_CONTACT_PHONE: '+1 555' }, 'http://x');
    expect(config.emailjs.publicKey).toBe('abc');
    expect(config.contactPhone).toBe('+1 555');
  });

  it('lists every invalid value at once', () => {
    const { problems } = parseConfig(
      { VITE_SCHEDULING_URL: 'cal.com/x', VITE_OWNER_EMAIL: 'nobody', VITE_VAPI_BASE_URL: 'ftp://x' },
      'http://localhost',
    );
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/VITE_SCHEDULING_URL/);
    expect(problems.join('\n')).toMatch(/VITE_OWNER_EMAIL/);
    expect(problems.join('\n')).toMatch(/VITE_VAPI_BASE_URL/);
  });
});
