// Recognition begun before the turn ends. A turn ends after 1 s of silence (docs/product.md §9), but the answer's audio
// ends 200 ms into that silence (the words and a little air): from then on, the answer is known if the visitor does
// not speak again. So once a pause has lasted `afterMs`, the answer as it would end there is recognized, and when the
// turn does end at that pause its recognition is taken instead of begun: the agent replies up to 1 s − afterMs
// sooner. If the visitor speaks again, the decode is dropped and the answer goes on. Begun only while no answer is
// being recognized (the decoder is shared by every call): under load an answer is recognized when its turn ends.
import type { Heard } from './hear-answer.ts';

/**
 * Begins recognizing the answer as it would end at a pause that began at `silenceAtMs` (audio time); null when it
 * cannot begin now (no recognizer or question, or the decoder is busy with answers). It settles with null when it
 * could not run after all (its audio could not be written): the turn's end then recognizes the answer itself.
 */
export type BeginEarly = (silenceAtMs: number, signal: AbortSignal) => Promise<Heard | null> | null;

type Run = { silenceAtMs: number; heard: Promise<Heard | null>; ctl: AbortController };

export class EarlyAnswer {
  private run: Run | null = null;
  /** Recognitions begun, and those taken by the turn's end (for tests and stats). */
  readonly counts = { begun: 0, taken: 0 };

  /** `afterMs`: how long a pause lasts before its answer is recognized (0: never; at least the answer's 200 ms of air). */
  constructor(private readonly afterMs: number) {}

  /**
   * As audio arrives while the visitor answers (`speaking`: the turn has not ended; `silentMs`: the current pause, at
   * audio time `nowMs`): begins a recognition when the pause reaches `afterMs`, and drops the one begun for a pause
   * that has ended (the visitor spoke again).
   */
  watch(speaking: boolean, silentMs: number, nowMs: number, begin: BeginEarly): void {
    if (this.afterMs <= 0) return;
    const silenceAtMs = nowMs - silentMs;
    if (this.run && (!speaking || this.run.silenceAtMs !== silenceAtMs)) this.stop();
    if (!speaking || this.run || silentMs < this.afterMs) return;
    const ctl = new AbortController();
    const heard = begin(silenceAtMs, ctl.signal);
    if (!heard) return;
    this.run = { silenceAtMs, heard, ctl };
    this.counts.begun++;
  }

  /** The turn ended at a pause that began at `silenceAtMs`: the recognition begun for it, or null (any other is dropped). */
  take(silenceAtMs: number): Promise<Heard | null> | null {
    const run = this.run;
    this.run = null;
    if (run?.silenceAtMs === silenceAtMs) {
      this.counts.taken++;
      return run.heard;
    }
    run?.ctl.abort(new Error('the answer went on'));
    return null;
  }

  /** Drops the recognition in flight (the visitor spoke again, or the call ended). */
  stop(): void {
    this.run?.ctl.abort(new Error('the answer went on'));
    this.run = null;
  }
}
