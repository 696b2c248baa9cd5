// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AppToaster } from './toaster.tsx';
import { clearToasts, getToasts, toast, TOAST_DURATION, TOAST_LEAVE_MS } from '../lib/toast.ts';

afterEach(() => {
  cleanup();
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('AppToaster', () => {
  it('has its live regions before any toast, successes polite and failures assertive', () => {
    render(<AppToaster />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
    act(() => {
      toast.success('Details sent successfully!');
      toast.error('Failed to send details. Please try again.');
    });
    expect(screen.getByRole('status').textContent).toBe('Details sent successfully!');
    expect(screen.getByRole('alert').textContent).toBe('Failed to send details. Please try again.');
  });

  it('lets a toast leave after its time, and holds it while the pointer is over it', () => {
    vi.useFakeTimers();
    const { container } = render(<AppToaster />);
    act(() => toast.success('Sent'));
    fireEvent.pointerEnter(container.querySelector('.toaster')!);
    act(() => vi.advanceTimersByTime(TOAST_DURATION.success * 2));
    expect(screen.getByText('Sent').closest('.toast')!.hasAttribute('data-leaving')).toBe(false);
    fireEvent.pointerLeave(container.querySelector('.toaster')!);
    act(() => vi.advanceTimersByTime(TOAST_DURATION.success));
    expect(screen.getByText('Sent').closest('.toast')!.hasAttribute('data-leaving')).toBe(true);
    act(() => vi.advanceTimersByTime(TOAST_LEAVE_MS));
    expect(screen.queryByText('Sent')).toBeNull();
    expect(getToasts()).toEqual([]);
  });
});
