import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';

/** Close code of a client that floods the transport with frames (policy violation). */
export const CLOSE_FLOOD = 1008;

/**
 * Guards one call's websocket against floods: more than maxPerSecond frames in a second closes it with 1008
 * (a normal client sends 50). Malformed text frames are logged for the first few only, then counted.
 */
export class FrameGuard {
  private windowStart = 0;
  private inWindow = 0;
  private malformedCount = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly callId: string,
    private readonly maxPerSecond: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts a frame; false (and the socket is closed) once the client floods. */
  admit(now = Date.now()): boolean {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.inWindow = 0;
    }
    if (++this.inWindow <= this.maxPerSecond) return true;
    if (this.socket.readyState === this.socket.OPEN) {
      this.log.warn({ callId: this.callId }, `closing: more than ${this.maxPerSecond} frames in a second`);
      this.socket.close(CLOSE_FLOOD, 'too many frames');
    }
    return false;
  }

  /** A text frame that is not a client message: ignored; logged 3 times per call, then at debug level. */
  malformed(bytes: number): void {
    this.malformedCount++;
    const msg = `ignored malformed text frame (${bytes} bytes, ${this.malformedCount} so far)`;
    if (this.malformedCount <= 3) this.log.warn({ callId: this.callId }, msg);
    else this.log.debug({ callId: this.callId }, msg);
  }
}
