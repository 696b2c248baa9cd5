// A manual AgentClock for unit tests: time moves only with advance(), firing due timers in order.
import type { AgentClock, CancelTimer } from '../agent/agent-clock.ts';

type Timer = { at: number; every: number | null; fn: () => void };

/** Starts at `epoch` (wall time) and monotonic 0; advance() runs every timer that falls due, in time order. */
export class ManualAgentClock implements AgentClock {
  time = 0;
  private readonly timers = new Map<number, Timer>();
  private nextId = 1;

  constructor(private readonly epoch = Date.parse('2026-01-05T09:00:00.000Z')) {}

  now = (): number => this.time;
  date = (): Date => new Date(this.epoch + this.time);
  after = (ms: number, fn: () => void): CancelTimer => this.add({ at: this.time + ms, every: null, fn });
  every = (ms: number, fn: () => void): CancelTimer => this.add({ at: this.time + ms, every: Math.max(1, ms), fn });

  /** Timers not yet fired or cancelled. */
  get pending(): number {
    return this.timers.size;
  }

  /** Moves time on by `ms`, firing due timers (repeating ones re-armed) at their own times. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let due: [number, Timer] | null = null;
      for (const entry of this.timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      const [id, t] = due;
      this.time = t.at;
      if (t.every === null) this.timers.delete(id);
      else t.at += t.every;
      t.fn();
    }
    this.time = end;
  }

  private add(t: Timer): CancelTimer {
    const id = this.nextId++;
    this.timers.set(id, t);
    return () => void this.timers.delete(id);
  }
}
