import { describe, expect, it } from 'vitest';
import { CALL_TRANSITIONS, CallStateMachine, canTransition, type CallState, type StateChange } from './call-state.ts';
import { ManualClock } from '../../testing/call-fakes.ts';

const STATES: CallState[] = ['idle', 'connecting', 'connected', 'reconnecting', 'ended'];
const LEGAL: [CallState, CallState][] = [
  ['idle', 'connecting'],
  ['connecting', 'connected'],
  ['connecting', 'ended'],
  ['connected', 'reconnecting'],
  ['connected', 'ended'],
  ['reconnecting', 'connected'],
  ['reconnecting', 'ended'],
  ['ended', 'connecting'],
  ['ended', 'idle'],
];
const ILLEGAL = STATES.flatMap((from) => STATES.map((to) => [from, to] as [CallState, CallState])).filter(
  ([f, t]) => !LEGAL.some(([lf, lt]) => lf === f && lt === t),
);
// A path from idle to each state, through legal moves only.
const PATH: Record<CallState, CallState[]> = {
  idle: [],
  connecting: ['connecting'],
  connected: ['connecting', 'connected'],
  reconnecting: ['connecting', 'connected', 'reconnecting'],
  ended: ['connecting', 'ended'],
};

function machineAt(state: CallState) {
  const clock = new ManualClock();
  const changes: StateChange[] = [];
  const m = new CallStateMachine(clock, (c) => changes.push(c));
  for (const s of PATH[state]) expect(m.to(s)).toBe(true);
  changes.length = 0;
  return { m, clock, changes };
}

describe('call state machine', () => {
  it('has exactly the legal moves of the issue', () => {
    expect(Object.entries(CALL_TRANSITIONS).flatMap(([f, tos]) => tos.map((t) => [f, t]))).toEqual(LEGAL);
  });

  it.each(LEGAL)('allows %s → %s and reports it once', (from, to) => {
    const { m, changes } = machineAt(from);
    expect(m.to(to, { reason: to === 'ended' ? 'connection-lost' : undefined })).toBe(true);
    expect(m.state).toBe(to);
    expect(changes).toEqual([{ state: to, previous: from, ...(to === 'ended' ? { reason: 'connection-lost' } : { reason: undefined }) }]);
  });

  it.each(ILLEGAL)('refuses %s → %s without a change or an event', (from, to) => {
    const { m, changes } = machineAt(from);
    expect(canTransition(from, to)).toBe(false);
    expect(m.to(to)).toBe(false);
    expect(m.state).toBe(from);
    expect(changes).toEqual([]);
  });

  it.each(LEGAL)('clears the timers of %s when moving to %s (none fires later)', (from, to) => {
    const { m, clock } = machineAt(from);
    let fired = 0;
    m.timer(1000, () => fired++);
    m.timer(5000, () => fired++);
    expect(m.pendingTimers).toBe(2);
    m.to(to);
    expect(m.pendingTimers).toBe(0);
    expect(clock.pending).toBe(0);
    clock.advance(10_000);
    expect(fired).toBe(0);
  });

  it('keeps timers through a refused move and fires them on time', () => {
    const { m, clock } = machineAt('reconnecting');
    let fired = 0;
    m.timer(1000, () => fired++);
    expect(m.to('idle')).toBe(false);
    clock.advance(999);
    expect(fired).toBe(0);
    clock.advance(1);
    expect(fired).toBe(1);
    expect(m.pendingTimers).toBe(0);
  });
});
