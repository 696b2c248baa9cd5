import { describe, expect, it } from 'vitest';
import { detailsComplete, leadEmailParams, micProblemOf, sameLead, trimDetails, RATINGS } from './details-utils.ts';

describe('details-utils', () => {
  it.each([
    [{ name: 'Ada', email: 'ada@example.com', phone: '+44 1' }, true],
    [{ name: '', email: 'ada@example.com', phone: '+44 1' }, false],
    [{ name: 'Ada', email: '   ', phone: '+44 1' }, false],
    [{ name: 'Ada', email: 'ada@example.com', phone: '' }, false],
  ])('detailsComplete(%o) is %s', (d, expected) => {
    expect(detailsComplete(d)).toBe(expected);
  });

  it('trims every field', () => {
    expect(trimDetails({ name: ' Ada ', email: ' a@b.co', phone: '1 ' })).toEqual({ name: 'Ada', email: 'a@b.co', phone: '1' });
  });

  it('builds the lead payload of docs/product.md §3 with the timezone', () => {
    const now = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(leadEmailParams({ name: 'Ada', email: 'a@b.co', phone: '1' }, 'leads@vaiu.ai', now, 'Europe/London')).toEqual({
      user_name: 'Ada',
      user_email: 'a@b.co',
      user_phone: '1',
      call_date: now.toLocaleString(),
      timezone: 'Europe/London',
      to_email: 'leads@vaiu.ai',
    });
  });

  it('rates from 1 Poor to 5 Excellent', () => {
    expect(RATINGS.map((r) => `${r.value}:${r.label}`)).toEqual(['1:Poor', '2:Fair', '3:Good', '4:Very Good', '5:Excellent']);
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['NotFoundError', 'unavailable'],
    ['NotReadableError', 'unavailable'],
  ])('maps a getUserMedia %s to a %s microphone', (name, problem) => {
    expect(micProblemOf({ name })).toBe(problem);
  });

  it('treats any other failure as an unavailable microphone', () => {
    expect(micProblemOf(new Error('boom'))).toBe('unavailable');
    expect(micProblemOf(undefined)).toBe('unavailable');
  });

  const lead = { name: 'Ada', email: 'Ada@Example.com', phone: '+44 1' };
  it.each([
    [null, lead, false],
    [lead, { ...lead }, true],
    [lead, { name: ' Ada ', email: 'ada@example.com ', phone: '+44 1' }, true],
    [lead, { ...lead, name: 'Ada L' }, false],
    [lead, { ...lead, phone: '+44 2' }, false],
    [lead, { ...lead, email: 'ada@example.org' }, false],
  ])('sameLead(%o, %o) is %s', (sent, d, expected) => {
    expect(sameLead(sent, d)).toBe(expected);
  });
});
