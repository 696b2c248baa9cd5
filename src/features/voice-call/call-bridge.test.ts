import { describe, expect, it } from 'vitest';
import { micNoticeOf, networkState, pageEndReason, statePatch } from './call-bridge.ts';

describe('call-bridge', () => {
  it.each([
    [{ state: 'reconnecting', previous: 'connected' }, 'active', 'reconnecting'],
    [{ state: 'connected', previous: 'reconnecting' }, 'reconnecting', 'active'],
    [{ state: 'ended', previous: 'reconnecting', reason: 'connection-lost' }, 'reconnecting', 'ended'],
    [{ state: 'ended', previous: 'connected', reason: 'customer-ended' }, 'active', 'ended'],
    [{ state: 'ended', previous: 'connected', reason: 'assistant-ended' }, 'connecting', 'ended'],
  ] as const)('moves the page on %j from %s to %s', (change, status, next) => {
    expect(statePatch(change, status)?.status).toBe(next);
  });

  it.each([
    ['a failed start (the error path toasts and resets)', { state: 'ended', previous: 'connecting', reason: 'start-failed' }, 'connecting'],
    ['an ending after the page already reset', { state: 'ended', previous: 'connected', reason: 'provider-error' }, 'idle'],
    ['connected at the end of the start flow (call-start sets active)', { state: 'connected', previous: 'connecting' }, 'connecting'],
    ['reconnecting after the page left the call', { state: 'reconnecting', previous: 'connected' }, 'ended'],
  ] as const)('leaves the page alone on %s', (_label, change, status) => {
    expect(statePatch(change, status)).toBeNull();
  });

  it('keeps the ending reason and clears the in-call notices', () => {
    expect(statePatch({ state: 'ended', previous: 'reconnecting', reason: 'connection-lost' }, 'reconnecting')).toMatchObject({
      endReason: 'connection-lost',
      micNotice: null,
      audioSuspended: false,
      thinking: false,
    });
  });

  it.each([
    ['connection-lost', 'connection-lost'],
    ['mic-lost', 'mic-lost'],
    ['customer-ended', 'other'],
    ['silence-timed-out', 'other'],
    [undefined, 'other'],
  ] as const)('words end reason %s as %s', (reason, page) => {
    expect(pageEndReason(reason)).toBe(page);
  });

  it.each([
    [{ quality: 'good', online: true }, 'good'],
    [{ quality: 'poor', online: true }, 'poor'],
    [{ quality: 'lost', online: false }, 'offline'],
    [{ quality: 'lost', online: true }, 'good'],
  ] as const)('maps network quality %j to %s', (q, state) => {
    expect(networkState(q)).toBe(state);
  });

  it.each([
    [
      { status: 'lost', label: 'USB Mic' },
      { kind: 'lost', label: 'USB Mic' },
    ],
    [
      { status: 'switched', device: { deviceId: 'b', label: 'Built-in', kind: 'audioinput' } },
      { kind: 'switched', label: 'Built-in' },
    ],
    [{ status: 'none-left', message: 'x' }, { kind: 'none' }],
  ] as const)('turns microphone event %j into notice %j', (e, notice) => {
    expect(micNoticeOf(e)).toEqual(notice);
  });
});
