import type { Clock } from './clock.ts';

/** Where a call is: idle → connecting → connected ⇄ reconnecting → ended (→ connecting again for 'Call again'). */
export type CallState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'ended';

/** Why a call ended (typed, on every ending). */
export type CallEndReason =
  | 'customer-ended'
  | 'assistant-ended'
  | 'silence-timed-out'
  | 'connection-lost'
  | 'mic-lost'
  | 'permission-denied'
  | 'provider-error'
  | 'start-failed'
  | 'server-shutdown';

/** The legal moves; anything else is refused by CallStateMachine. */
export const CALL_TRANSITIONS: Readonly<Record<CallState, readonly CallState[]>> = {
  idle: ['connecting'],
  connecting: ['connected', 'ended'],
  connected: ['reconnecting', 'ended'],
  reconnecting: ['connected', 'ended'],
  ended: ['connecting', 'idle'],
};

/** Whether `from → to` is a legal move. */
export function canTransition(from: CallState, to: CallState): boolean {
  return CALL_TRANSITIONS[from].includes(to);
}

/** `state-change` payload: the new state, the previous one and, on `ended`, the typed reason (+ error). */
export type StateChange<E = unknown> = { state: CallState; previous: CallState; reason?: CallEndReason; error?: E };

/**
 * The one place where the call's state changes. Timers armed through `timer()` belong to the current state and
 * are all cleared on every transition, so none outlives the state it was set for.
 */
export class CallStateMachine<E = unknown> {
  private current: CallState = 'idle';
  private handles = new Set<unknown>();

  constructor(
    private readonly clock: Clock,
    private readonly onChange: (change: StateChange<E>) => void,
  ) {}

  /** The current state. */
  get state(): CallState {
    return this.current;
  }

  /** Timers held for the current state. */
  get pendingTimers(): number {
    return this.handles.size;
  }

  /** Moves to `to` if legal (clearing the state's timers, then notifying); returns false when refused. */
  to(to: CallState, extra: { reason?: CallEndReason; error?: E } = {}): boolean {
    if (!canTransition(this.current, to)) return false;
    const previous = this.current;
    this.clearTimers();
    this.current = to;
    this.onChange({ state: to, previous, ...extra });
    return true;
  }

  /** Runs fn after ms unless the state changes first. */
  timer(ms: number, fn: () => void): void {
    const h = this.clock.setTimeout(() => {
      this.handles.delete(h);
      fn();
    }, ms);
    this.handles.add(h);
  }

  /** Cancels every timer of the current state. */
  clearTimers(): void {
    for (const h of this.handles) this.clock.clearTimeout(h);
    this.handles.clear();
  }
}
