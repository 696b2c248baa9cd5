import { logger } from '../../lib/logger.ts';

/** A held lock (WakeLockSentinel's shape); `released` turns true when the browser lets it go (tab hidden). */
export type WakeLockLike = { release(): Promise<void>; readonly released?: boolean };
/** Asks for a screen wake lock; null where the API is missing. */
export type RequestWakeLock = () => Promise<WakeLockLike> | null;
/** Calls back each time the page becomes visible again; returns the unsubscribe. */
export type OnPageVisible = (cb: () => void) => () => void;

/** The browser's Screen Wake Lock, when present. */
export const browserWakeLock: RequestWakeLock = () =>
  typeof navigator !== 'undefined' && 'wakeLock' in navigator ? navigator.wakeLock.request('screen') : null;

/** The document's visibilitychange → visible (a no-op outside a page). */
export const browserPageVisible: OnPageVisible = (cb) => {
  if (typeof document === 'undefined') return () => undefined;
  const on = () => document.visibilityState === 'visible' && cb();
  document.addEventListener('visibilitychange', on);
  return () => document.removeEventListener('visibilitychange', on);
};

/**
 * Keeps the screen on during a call: hold() at connect, release() at the end (both idempotent, never throw).
 * Browsers drop a screen wake lock whenever the tab is hidden; it is asked for again when the tab comes back.
 */
export class WakeLockHolder {
  private lock: Promise<WakeLockLike | null> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly request: RequestWakeLock = browserWakeLock,
    private readonly onVisible: OnPageVisible = browserPageVisible,
  ) {}

  /** Whether a lock is held or being requested. */
  get held(): boolean {
    return this.lock !== null;
  }

  /** Requests the lock once (a refusal, e.g. a hidden tab, is only logged) and again after the tab was hidden. */
  hold(): void {
    if (this.lock) return;
    this.lock = this.ask();
    this.unsubscribe = this.onVisible(() => void this.reacquire());
  }

  /** Releases the lock if one is held. */
  async release(): Promise<void> {
    const lock = this.lock;
    this.lock = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    const l = await lock;
    await l?.release().catch(() => undefined);
  }

  private ask(): Promise<WakeLockLike | null> {
    const asked = this.request();
    return asked
      ? asked.catch((err: unknown) => {
          logger.warn('screen wake lock refused', err);
          return null;
        })
      : Promise.resolve(null);
  }

  // The tab is visible again: a lock the browser released (or one refused while hidden) is asked for anew.
  private async reacquire(): Promise<void> {
    const current = this.lock;
    const l = await current;
    if (this.lock !== current || (l && !l.released)) return;
    this.lock = this.ask();
  }
}
