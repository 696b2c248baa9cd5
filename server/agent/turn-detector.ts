// Energy-based turn-taking on the visitor's PCM, driven by audio time (samples received), not wall time.

/** A change of the visitor's speaking state, stamped in audio time. */
export type TurnEvent = { type: 'speech-start' | 'speech-end'; atMs: number };

/** Thresholds of the detector. */
export type TurnDetectorOptions = { sampleRate: number; threshold: number; minSpeechMs: number; endSilenceMs: number };

const WINDOW_MS = 10;
// Voiced windows separated by gaps longer than this do not add up to speech (clicks, breaths).
const MAX_GAP_MS = 100;

/** Turn options from the agent's settings (speech threshold, minimum speech, end-of-turn silence). */
export function turnOptions(
  sampleRate: number,
  o: { speechThreshold: number; minSpeechMs: number; endSilenceMs: number },
): TurnDetectorOptions {
  return { sampleRate, threshold: o.speechThreshold, minSpeechMs: o.minSpeechMs, endSilenceMs: o.endSilenceMs };
}

/** Speech starts after minSpeechMs of voiced 10 ms windows; it ends after endSilenceMs without any. */
export class TurnDetector {
  /** Audio time processed so far. */
  timeMs = 0;
  /** Whether the visitor is speaking now. */
  speaking = false;
  private readonly windowSize: number;
  private sumSq = 0;
  private count = 0;
  private voicedMs = 0;
  private gapMs = 0;
  private silent = 0;

  constructor(private readonly opts: TurnDetectorOptions) {
    this.windowSize = Math.round((opts.sampleRate * WINDOW_MS) / 1000);
  }

  /** How long the visitor has been silent while speaking: the pause so far (0 while voiced). */
  get silentMs(): number {
    return this.silent;
  }

  /** Feeds samples of any length; returns the transitions they caused. */
  push(samples: Int16Array): TurnEvent[] {
    const events: TurnEvent[] = [];
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i] / 32768;
      this.sumSq += s * s;
      if (++this.count === this.windowSize) {
        this.window(Math.sqrt(this.sumSq / this.count) >= this.opts.threshold, events);
        this.sumSq = 0;
        this.count = 0;
      }
    }
    return events;
  }

  /** Feeds silence of the given duration (a muted or stalled client). */
  pushSilence(ms: number): TurnEvent[] {
    return this.push(new Int16Array(Math.round((ms * this.opts.sampleRate) / 1000)));
  }

  private window(voiced: boolean, events: TurnEvent[]): void {
    this.timeMs += WINDOW_MS;
    if (!this.speaking) {
      if (voiced) {
        this.voicedMs += WINDOW_MS;
        this.gapMs = 0;
      } else if ((this.gapMs += WINDOW_MS) > MAX_GAP_MS) {
        this.voicedMs = 0;
      }
      if (this.voicedMs >= this.opts.minSpeechMs) {
        this.speaking = true;
        this.silent = 0;
        events.push({ type: 'speech-start', atMs: this.timeMs - this.voicedMs });
      }
      return;
    }
    this.silent = voiced ? 0 : this.silent + WINDOW_MS;
    if (this.silent >= this.opts.endSilenceMs) {
      this.speaking = false;
      this.voicedMs = 0;
      this.gapMs = 0;
      events.push({ type: 'speech-end', atMs: this.timeMs - this.silent });
    }
  }
}
