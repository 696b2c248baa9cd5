import { describe, expect, it } from 'vitest';
import type { CallError } from '../../engine/call/call-types.ts';
import { errorOutcome } from './call-error-utils.ts';

const err = (e: Partial<CallError>): CallError => ({ type: 'call-error', message: 'x', ...e });

describe('errorOutcome', () => {
  it.each([
    ['a lost link in a live call (state-change ends it)', err({ kind: 'network' }), 'active', { reset: false }],
    ['connection-lost while reconnecting', err({ reason: 'connection-lost' }), 'reconnecting', { reset: false }],
    ['a second report of a failure after the reset', err({ type: 'start-method-error' }), 'idle', { reset: false }],
    ['a refused connection', err({ type: 'call-error' }), 'active', { reset: true, notice: 'connection-failed' }],
    ['a failed join', err({ type: 'daily-call-join-error', kind: 'network' }), 'connecting', { reset: true, notice: 'connection-failed' }],
    ['a failed start', err({ type: 'start-method-error' }), 'connecting', { reset: true, notice: 'start-failed' }],
    ['missing details, even when idle', err({ type: 'validation-error' }), 'idle', { reset: true, notice: 'start-failed' }],
    ['another error in a live call', err({ type: 'audio-processing-setup-error' }), 'active', { reset: true, notice: null }],
  ] as const)('%s', (_label, error, status, outcome) => {
    expect(errorOutcome(error, status)).toEqual(outcome);
  });
});
