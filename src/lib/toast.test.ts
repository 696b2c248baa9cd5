import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToasts,
  dismissToast,
  getToasts,
  MAX_TOASTS,
  pauseToasts,
  resumeToasts,
  subscribeToasts,
  toast,
  TOAST_DURATION,
  TOAST_LEAVE_MS,
} from './toast.ts';

const shown = () => getToasts().map((t) => `${t.kind}:${t.message}${t.leaving ? ' (leaving)' : ''}`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts (docs/product.md §9)', () => {
  it('keeps a success 3000 ms and an error 4000 ms, then lets each leave and removes it', () => {
    toast.success('Sent');
    toast.error('Failed');
    expect(shown()).toEqual(['success:Sent', 'error:Failed']);
    vi.advanceTimersByTime(TOAST_DURATION.success - 1);
    expect(shown()).toEqual(['success:Sent', 'error:Failed']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(['success:Sent (leaving)', 'error:Failed']);
    vi.advanceTimersByTime(TOAST_LEAVE_MS);
    expect(shown()).toEqual(['error:Failed']);
    vi.advanceTimersByTime(TOAST_DURATION.error - TOAST_DURATION.success - TOAST_LEAVE_MS);
    expect(shown()).toEqual(['error:Failed (leaving)']);
    vi.advanceTimersByTime(TOAST_LEAVE_MS);
    expect(shown()).toEqual([]);
  });

  it('does not stack the same text: the one showing starts its time over', () => {
    toast.error('Failed');
    vi.advanceTimersByTime(3000);
    toast.error('Failed');
    expect(shown()).toEqual(['error:Failed']);
    vi.advanceTimersByTime(TOAST_DURATION.error - 1);
    expect(shown()).toEqual(['error:Failed']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(['error:Failed (leaving)']);
  });

  it(`shows at most ${MAX_TOASTS}: a further one pushes the oldest out`, () => {
    for (const m of ['a', 'b', 'c', 'd']) toast.success(m);
    expect(shown()).toEqual(['success:a (leaving)', 'success:b', 'success:c', 'success:d']);
    vi.advanceTimersByTime(TOAST_LEAVE_MS);
    expect(shown()).toEqual(['success:b', 'success:c', 'success:d']);
  });

  it('holds the time while paused (pointer over the toaster) and goes on with what was left', () => {
    toast.success('Sent');
    vi.advanceTimersByTime(1000);
    pauseToasts();
    vi.advanceTimersByTime(10_000);
    toast.error('Failed'); // a toast arriving while paused waits too
    vi.advanceTimersByTime(10_000);
    expect(shown()).toEqual(['success:Sent', 'error:Failed']);
    resumeToasts();
    vi.advanceTimersByTime(TOAST_DURATION.success - 1000 - 1);
    expect(shown()).toEqual(['success:Sent', 'error:Failed']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(['success:Sent (leaving)', 'error:Failed']);
  });

  it('tells subscribers of every change with a new array, and dismisses on request', () => {
    const seen: unknown[] = [];
    const off = subscribeToasts(() => seen.push(getToasts()));
    toast.success('Sent');
    const [t] = getToasts();
    dismissToast(t.id);
    dismissToast(t.id); // twice is harmless
    vi.advanceTimersByTime(TOAST_LEAVE_MS);
    off();
    toast.success('Again');
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    expect(seen[2]).toEqual([]);
  });
});
