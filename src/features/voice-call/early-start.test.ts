// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EARLY_START_FLAG, takeEarlyStart } from './early-start.ts';

describe('takeEarlyStart', () => {
  it('is true once after an early click, then false', () => {
    (window as unknown as Record<string, unknown>)[EARLY_START_FLAG] = true;
    expect(takeEarlyStart()).toBe(true);
    expect(takeEarlyStart()).toBe(false);
  });

  it('is false without one', () => {
    expect(takeEarlyStart()).toBe(false);
  });
});
