import type { CallEndReason } from './call-state.ts';
import type { CallErrorKind, CallErrorType, StartStage } from './call-types.ts';
import type { EndedReason } from '../../protocol/messages.ts';

// getUserMedia's DOMException names → kinds (Chromium also reports a busy device as TrackStartError).
const MEDIA_KINDS: Record<string, CallErrorKind> = {
  NotAllowedError: 'permission-denied',
  SecurityError: 'permission-denied',
  PermissionDeniedError: 'permission-denied',
  NotFoundError: 'device-not-found',
  DevicesNotFoundError: 'device-not-found',
  NotReadableError: 'device-in-use',
  TrackStartError: 'device-in-use',
  OverconstrainedError: 'overconstrained',
  ConstraintNotSatisfiedError: 'overconstrained',
  AbortError: 'aborted',
};

/** Types any thrown value: media DOMExceptions by name, the provider's HTTP refusal (+ status), network failures. */
export function classifyError(err: unknown): { kind: CallErrorKind; status?: number } {
  if (err && typeof err === 'object') {
    const name = (err as { name?: unknown }).name;
    if (typeof name === 'string' && MEDIA_KINDS[name]) return { kind: MEDIA_KINDS[name] };
    const status = (err as { status?: unknown }).status;
    if (name === 'ProviderRequestError' && typeof status === 'number') {
      return status === 0 ? { kind: 'network' } : { kind: 'provider-rejected', status };
    }
    // fetch() rejects with a TypeError when the network is down or the host refuses.
    if (name === 'TypeError' && /fetch|network|load failed/i.test(String((err as { message?: unknown }).message)))
      return { kind: 'network' };
  }
  return { kind: 'unknown' };
}

/** The ending a failed start gets from its error kind. */
export function startFailureReason(kind: CallErrorKind): CallEndReason {
  if (kind === 'permission-denied') return 'permission-denied';
  if (kind === 'provider-rejected') return 'provider-error';
  if (kind === 'network') return 'connection-lost';
  return 'start-failed';
}

const ENDED: Record<EndedReason, CallEndReason> = {
  'customer-ended-call': 'customer-ended',
  'assistant-ended-call': 'assistant-ended',
  'silence-timed-out': 'silence-timed-out',
  'customer-did-not-answer': 'connection-lost',
  'customer-disconnected': 'connection-lost',
  'connection-lost': 'connection-lost',
  'pipeline-error': 'provider-error',
  'server-shutdown': 'server-shutdown',
};

/** The typed ending of an agent's endedReason (unknown provider reasons count as assistant-ended). */
export function endReasonOf(ended: string | undefined): CallEndReason {
  return (ended && ENDED[ended as EndedReason]) || (ended ? 'assistant-ended' : 'customer-ended');
}

/** The typed ending of a fatal transport error. */
export function fatalReasonOf(reason: string): CallEndReason {
  return reason === 'connection-lost' || reason === 'connection-error' || reason === 'network' ? 'connection-lost' : 'provider-error';
}

// Error type when a stage fails (docs/product.md §8); stages without their own type fail as start-method-error.
const STAGE_ERROR: Partial<Record<StartStage, CallErrorType>> = {
  'daily-call-object-creation': 'daily-call-object-creation-error',
  'daily-call-join': 'daily-call-join-error',
  'video-recording-setup': 'video-recording-setup-error',
  'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
};

/** The error type (docs/product.md §8) of a failed start stage. */
export function stageErrorType(stage: StartStage): CallErrorType {
  return STAGE_ERROR[stage] ?? 'start-method-error';
}

/** A start stage failed with `cause`. */
export class StageError extends Error {
  constructor(
    readonly stage: StartStage,
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}
