// The agent's only view of time: monotonic milliseconds for pacing and stall fill, wall time for the call record,
// and the timers that drive both. Injected so unit tests run a whole call on a manual clock.
import { performance } from 'node:perf_hooks';

/** Cancels a timer. */
export type CancelTimer = () => void;

/** Time for the agent: `now()` monotonic ms, `date()` wall time, and cancellable one-shot / repeating timers. */
export type AgentClock = {
  now(): number;
  date(): Date;
  after(ms: number, fn: () => void): CancelTimer;
  every(ms: number, fn: () => void): CancelTimer;
};

/** The real clock: performance.now, the system date and Node's timers. */
export const systemAgentClock: AgentClock = {
  now: () => performance.now(),
  date: () => new Date(),
  after: (ms, fn) => {
    const t = setTimeout(fn, ms);
    return () => clearTimeout(t);
  },
  every: (ms, fn) => {
    const t = setInterval(fn, ms);
    return () => clearInterval(t);
  },
};
