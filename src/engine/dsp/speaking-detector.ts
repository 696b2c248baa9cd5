/** docs/product.md §9: speech is detected when the summed remote level exceeds 0.01. */
export const SPEECH_THRESHOLD = 0.01;
/** docs/product.md §9: speaking stops after 1000 ms with no block above the threshold. */
export const SILENCE_MS = 1000;

/** What one quantum changed: nothing, speech started, or speech ended. */
export const SpeechChange = { None: 0, Start: 1, End: 2 } as const;
/** One of the SpeechChange values. */
export type SpeechChange = (typeof SpeechChange)[keyof typeof SpeechChange];

/**
 * Speaking detector, decided per render quantum with sample-accurate times (allocation-free).
 * Speech starts at the first quantum whose level exceeds the threshold; its time is that quantum's first frame.
 * Speech ends once SILENCE_MS have passed since the end of the last loud quantum; its time is exactly that
 * instant (end of last loud quantum + SILENCE_MS), decided in the quantum that contains it.
 */
export class SpeakingDetector {
  /** True while speech is on. */
  speaking = false;
  /** Audio-clock seconds of the last transition returned by update(). */
  eventTime = 0;
  private silenceFrames: number;
  private quietSinceFrame = 0;

  constructor(
    private readonly sampleRate: number,
    private readonly threshold = SPEECH_THRESHOLD,
    silenceMs = SILENCE_MS,
  ) {
    this.silenceFrames = Math.round((silenceMs / 1000) * sampleRate);
  }

  /** Feeds one quantum's level; `frame` is its first frame on the audio clock, `frames` its length. */
  update(level: number, frame: number, frames: number): SpeechChange {
    if (level > this.threshold) {
      this.quietSinceFrame = frame + frames;
      if (this.speaking) return SpeechChange.None;
      this.speaking = true;
      this.eventTime = frame / this.sampleRate;
      return SpeechChange.Start;
    }
    if (!this.speaking) return SpeechChange.None;
    const endFrame = this.quietSinceFrame + this.silenceFrames;
    if (frame + frames < endFrame) return SpeechChange.None;
    this.speaking = false;
    this.eventTime = endFrame / this.sampleRate;
    return SpeechChange.End;
  }

  /** Forgets any speech in progress (no event). */
  reset(): void {
    this.speaking = false;
    this.quietSinceFrame = 0;
  }
}
