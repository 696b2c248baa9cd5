import { systemAgentClock, type AgentClock, type CancelTimer } from './agent-clock.ts';

/** Process-wide pacing figures: frames sent and how late each left against its real-time slot. */
export const PACER_STATS = { frames: 0, lateOver20ms: 0, lateOver60ms: 0, maxLateMs: 0 };

/** Sends PCM s16le in fixed frames, paced in real time (never ahead of the clock). */
export type PacerOptions = {
  frameSamples: number;
  sampleRate: number;
  send: (frame: Buffer) => void;
  clock?: Pick<AgentClock, 'now' | 'after'>;
};

/** Streams queued PCM as 20 ms frames on a drift-corrected timer: frame i leaves at start + i·20 ms or later. */
export class PcmPacer {
  /** Drop frames instead of sending them (the assistant is muted); timing is unchanged. */
  muted = false;
  private pcm: Int16Array | null = null;
  private onDone: (() => void) | null = null;
  private start = 0;
  private sent = 0;
  private frames = 0;
  private timer: CancelTimer | null = null;
  private readonly frameMs: number;
  private readonly clock: Pick<AgentClock, 'now' | 'after'>;

  constructor(private readonly opts: PacerOptions) {
    this.frameMs = (opts.frameSamples * 1000) / opts.sampleRate;
    this.clock = opts.clock ?? systemAgentClock;
  }

  /** Whether audio is being streamed. */
  get playing(): boolean {
    return this.pcm !== null;
  }

  /** Streams pcm (replacing anything playing); onDone runs once its last frame's time has passed. */
  play(pcm: Int16Array, onDone: () => void): void {
    this.stop();
    this.pcm = pcm;
    this.onDone = onDone;
    this.frames = Math.ceil(pcm.length / this.opts.frameSamples);
    this.start = this.clock.now();
    this.sent = 0;
    this.tick();
  }

  /** Stops at once (barge-in); onDone is not called. */
  stop(): void {
    this.timer?.();
    this.timer = null;
    this.pcm = null;
    this.onDone = null;
  }

  private tick(): void {
    this.timer = null;
    const pcm = this.pcm;
    if (!pcm) return;
    const now = this.clock.now();
    const { frameSamples } = this.opts;
    // Send every frame whose time has come (catches up after a late timer, never runs ahead).
    while (this.sent < this.frames && this.start + this.sent * this.frameMs <= now) {
      const part = pcm.subarray(this.sent * frameSamples, (this.sent + 1) * frameSamples);
      let frame = Buffer.from(part.buffer, part.byteOffset, part.byteLength); // a view: prompts are never mutated
      if (part.length < frameSamples) frame = Buffer.concat([frame], frameSamples * 2); // last frame zero-padded
      const late = now - (this.start + this.sent * this.frameMs);
      PACER_STATS.frames++;
      if (late > 20) PACER_STATS.lateOver20ms++;
      if (late > 60) PACER_STATS.lateOver60ms++;
      if (late > PACER_STATS.maxLateMs) PACER_STATS.maxLateMs = late;
      this.sent++;
      if (!this.muted) this.opts.send(frame);
      if (this.pcm !== pcm) return; // send() may have ended the call
    }
    const next = this.start + this.sent * this.frameMs; // when the next frame is due, or the end of the last
    if (this.sent >= this.frames && now >= next) {
      const done = this.onDone;
      this.pcm = null;
      this.onDone = null;
      done?.();
      return;
    }
    this.timer = this.clock.after(Math.max(0, next - this.clock.now()), () => this.tick());
  }
}
