// The gentle microphone hint: shown after a stretch of silence from the visitor in a live, unmuted call.
import { systemClock, type Clock } from '../../engine/call/call-clock.ts';
import { callStore, patchCall } from '../../stores/call-store.ts';

/** How long a visitor may stay silent in a call before the gentle microphone hint shows. */
export const SILENT_HINT_MS = 15_000;

/** One timer per page: armed on call start, unmute and the visitor's speech; cleared on end, error and dispose. */
export class SilenceHint {
  private timer: unknown = null;

  constructor(private readonly clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = systemClock) {}

  /** Restarts the countdown (only in a live, unmuted call). */
  arm(): void {
    this.clear();
    const st = callStore.getState();
    if (st.status !== 'active' || st.muted) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      if (callStore.getState().status === 'active') patchCall({ silentHint: true });
    }, SILENT_HINT_MS);
  }

  /** The visitor spoke: the microphone check passes, the hint goes and the countdown restarts. */
  heard(): void {
    const st = callStore.getState();
    if (st.micCheck !== 'heard') patchCall({ micCheck: 'heard' });
    if (st.silentHint) patchCall({ silentHint: false });
    this.arm();
  }

  /** Stops the countdown. */
  clear(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Whether a countdown is running. */
  get armed(): boolean {
    return this.timer !== null;
  }
}
