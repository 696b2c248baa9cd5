import { logger } from '../../lib/logger.ts';

/** A held lock (WakeLockSentinel's shape). */
export type WakeLockLike = { release(): Promise<void> };
/** Asks for a screen wake lock; null where the API is missing. */
export type RequestWakeLock = () => Promise<WakeLockLike> | null;

/** The browser's Screen Wake Lock, when present. */
export const browserWakeLock: RequestWakeLock = () =>
  typeof navigator !== 'undefined' && 'wakeLock' in navigator ? navigator.wakeLock.request('screen') : null;

/** Keeps the screen on during a call: hold() at connect, release() at the end (both idempotent, never throw). */
export class WakeLockHolder {
  private lock: Promise<WakeLockLike | null> | null = null;

  constructor(private readonly request: RequestWakeLock = browserWakeLock) {}

  /** Whether a lock is held or being requested. */
  get held(): boolean {
    return this.lock !== null;
  }

  /** Requests the lock once (a refusal, e.g. a hidden tab, is only logged). */
  hold(): void {
    if (this.lock) return;
    const asked = this.request();
    this.lock = asked
      ? asked.catch((err: unknown) => {
          logger.warn('screen wake lock refused', err);
          return null;
        })
      : Promise.resolve(null);
  }

  /** Releases the lock if one is held. */
  async release(): Promise<void> {
    const lock = this.lock;
    this.lock = null;
    const l = await lock;
    await l?.release().catch(() => undefined);
  }
}
