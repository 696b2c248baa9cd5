import type { Recognizer } from './recognition/recognizer.ts';
import type { Expect } from './recruiter-script.ts';

/**
 * While the visitor is still answering: every `everyMs` of audio, the words so far as a partial transcript (the page's
 * live caption). One decode at a time, only on an idle decoder (Recognizer.partial), dropped once the turn moves on;
 * the same words are not sent twice.
 */
export class PartialCaptions {
  private run: AbortController | null = null;
  private atMs = 0;
  private sent = '';

  constructor(
    private readonly recognizer: Recognizer | null,
    private readonly everyMs: number,
    private readonly send: (text: string) => void,
  ) {}

  /**
   * Called as audio arrives during an answer that began at `onsetMs` (`nowMs` = audio time): starts a decode of
   * `speech()` when one is due. `listening` is asked again when the words come back: a late result is dropped.
   */
  due(nowMs: number, onsetMs: number, expects: Expect | undefined, speech: () => Int16Array, listening: () => boolean): void {
    const { recognizer, everyMs } = this;
    if (!recognizer || !expects || everyMs <= 0 || this.run || nowMs - Math.max(onsetMs, this.atMs) < everyMs) return;
    this.atMs = nowMs;
    const run = (this.run = new AbortController());
    void recognizer.partial(speech(), expects, run.signal).then((text) => {
      if (run.signal.aborted) return;
      this.run = null;
      if (!text || text === this.sent || !listening()) return;
      this.sent = text;
      this.send(text);
    });
  }

  /** Drops the decode in flight (the answer ended, or the call did). */
  stop(): void {
    this.run?.abort(new Error('the turn moved on'));
    this.run = null;
  }

  /** A new turn: nothing in flight and nothing sent yet. */
  reset(): void {
    this.stop();
    this.sent = '';
  }
}
