import type { CallAudio } from './call-audio.ts';
import type { CallTransport, Unsubscribe } from './call-types.ts';
import type { MicrophoneGuard } from './call-devices.ts';
import type { EndedReason } from '../../protocol/messages.ts';
import type { WebCall } from './web-call.ts';
import { logger } from '../../lib/logger.ts';

/** What one call attempt holds; destroy() frees it once (a later attempt has its own session). */
export class CallSession {
  audio: CallAudio | null = null;
  transport: CallTransport | null = null;
  webCall: WebCall | null = null;
  guard: MicrophoneGuard | null = null;
  /** The agent's ended status, once received. */
  endedStatus: EndedReason | null = null;
  /** The visitor abandoned the start. */
  aborted = false;
  readonly subs: Unsubscribe[] = [];
  private closed = false;

  /** The transport, or an error when the session was cleaned up while starting. */
  requireTransport(): CallTransport {
    if (!this.transport || this.closed) throw new Error('The call was cleaned up while starting.');
    return this.transport;
  }

  /**
   * Unsubscribes, then destroys the transport and the audio, each once. Safe to call again: a resource a stage
   * was still awaiting when the session closed is freed by the next call.
   */
  async destroy(): Promise<void> {
    this.closed = true;
    for (const unsub of this.subs.splice(0)) unsub();
    const t = this.transport;
    const a = this.audio;
    this.transport = null;
    this.audio = null;
    try {
      await t?.destroy();
    } catch (err) {
      logger.warn('transport destroy failed', err);
    }
    try {
      await a?.destroy();
    } catch (err) {
      logger.warn('audio destroy failed', err);
    }
  }
}
