import { describe, expect, it } from 'vitest';
import { backoffDelay, gradeLink } from './link-utils.ts';

describe('link utils', () => {
  it.each([
    [50, 0, 'good'],
    [undefined, 0, 'good'],
    [400, 0.1, 'good'],
    [401, 0, 'poor'],
    [50, 0.2, 'poor'],
    [undefined, 0.5, 'poor'],
    [50, 1, 'lost'],
  ] as const)('grades rtt %s ms with loss %s as %s', (rtt, loss, grade) => {
    expect(gradeLink(rtt, loss)).toBe(grade);
  });

  const opts = { baseMs: 500, maxMs: 4000, jitter: 0.3 };
  it.each([
    [1, 0.5, 500],
    [2, 0.5, 1000],
    [3, 0.5, 2000],
    [4, 0.5, 4000],
    [9, 0.5, 4000],
    [1, 0, 350],
    [4, 0, 2800],
    [4, 0.999999, 5200],
  ])('attempt %s with random %s waits %s ms', (attempt, random, ms) => {
    expect(backoffDelay(attempt, opts, () => random)).toBe(ms);
  });

  it('keeps a phone 20 s offline retrying: the default attempts in 20 s are at least five', () => {
    let t = 0;
    let n = 0;
    while (t < 20_000) t += backoffDelay(++n, undefined, () => 0.999999);
    expect(n).toBeGreaterThanOrEqual(5);
  });
});
