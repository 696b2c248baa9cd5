import type { DailyFatalErrorType } from '@daily-co/daily-js';

// docs/product.md §8: the call client's fatal errors, each mapped to a sentence a visitor understands.
const FATAL_MESSAGES: Record<DailyFatalErrorType, string> = {
  'connection-error': 'The connection to the call was lost.',
  ejected: 'You were removed from the call.',
  'exp-room': 'The call room has expired.',
  'exp-token': 'The call access token has expired.',
  'nbf-room': 'The call room is not open yet.',
  'nbf-token': 'The call access token is not valid yet.',
  'meeting-full': 'The call is full.',
  'not-allowed': 'You are not allowed to join this call.',
  'no-room': 'The call room does not exist.',
  'end-of-life': 'This browser version is no longer supported for calls.',
};

/** A clear sentence for a Daily fatal error type (unknown types keep Daily's own message). */
export function describeFatalError(type: string | undefined, fallback: string): string {
  return type && type in FATAL_MESSAGES ? FATAL_MESSAGES[type as DailyFatalErrorType] : fallback || 'The call failed.';
}
