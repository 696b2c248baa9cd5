import type { Clock } from './clock.ts';

export type { Clock };

/** The real clock. */
export const systemClock: Clock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Timers that are all cancelled at once (so none fires after a call ends). */
export class TimerSet {
  private pending = new Map<unknown, () => void>();
  constructor(private clock: Clock) {}

  /** Resolves after `ms`, or rejects with `cancelled` when clear() runs first. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const handle = this.clock.setTimeout(() => {
        this.pending.delete(handle);
        resolve();
      }, ms);
      this.pending.set(handle, () => reject(new Error('cancelled')));
    });
  }

  /** Number of timers still pending. */
  get size(): number {
    return this.pending.size;
  }

  /** Cancels every pending timer. */
  clear(): void {
    for (const [handle, cancel] of this.pending) {
      this.clock.clearTimeout(handle);
      cancel();
    }
    this.pending.clear();
  }
}

/** docs/product.md §4: phones wait 1000 ms before joining. */
export const MOBILE_WAIT_MS = 1000;

/** Whether this browser is a phone/tablet (user-agent hint first, then the UA string). */
export function detectMobile(nav: Pick<Navigator, 'userAgent'> & { userAgentData?: { mobile?: boolean } } = navigator): boolean {
  if (typeof nav.userAgentData?.mobile === 'boolean') return nav.userAgentData.mobile;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent);
}
