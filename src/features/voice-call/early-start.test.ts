// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EARLY_FOCUS_FLAG, EARLY_START_FLAG, takeEarlyFocus, takeEarlyStart } from './early-start.ts';

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

describe('takeEarlyFocus', () => {
  it('is true once when the prerendered button had focus and nothing has it now, then false', () => {
    (window as unknown as Record<string, unknown>)[EARLY_FOCUS_FLAG] = true;
    expect(takeEarlyFocus()).toBe(true);
    expect(takeEarlyFocus()).toBe(false);
  });

  it('is false when the visitor has already focused something else', () => {
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    (window as unknown as Record<string, unknown>)[EARLY_FOCUS_FLAG] = true;
    expect(takeEarlyFocus()).toBe(false);
    input.remove();
  });
});
