// What the page does with a call error, given where the call stood: ignore it, or reset (and maybe toast).
import type { CallError } from '../../engine/call/call-types.ts';
import type { CallStatus } from '../../stores/call-store.ts';

/** Outcomes the page turns into toasts: a lost or refused connection, or any other failed start. */
export type ControllerNotice = { kind: 'connection-failed' | 'start-failed'; error: CallError };

/** The page's answer to an error: leave the page alone, or reset it with an optional toast. */
export type ErrorOutcome = { reset: false } | { reset: true; notice: ControllerNotice['kind'] | null };

/** Decides what an engine error does to the page in this call status. */
export function errorOutcome(error: CallError, status: CallStatus): ErrorOutcome {
  // A live call whose link could not be restored ends as 'connection lost' (state-change), not 'Connection failed'.
  if ((error.kind === 'network' || error.reason === 'connection-lost') && (status === 'active' || status === 'reconnecting'))
    return { reset: false };
  // Already back to idle: this failure was reported (a transport may report one failure twice).
  if (status === 'idle' && error.type !== 'validation-error') return { reset: false };
  if (error.type === 'call-error' || error.type === 'daily-call-join-error') return { reset: true, notice: 'connection-failed' };
  if (status === 'connecting' || error.type === 'validation-error') return { reset: true, notice: 'start-failed' };
  return { reset: true, notice: null };
}
