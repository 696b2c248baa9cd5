// Keeps the visitor's audio of the current turn so an answer can be cut out and stored.

const MAX_SECONDS = 90;

/** Accumulates PCM with its audio-time origin; cuts [fromMs, toMs) out of it. */
export class AnswerRecorder {
  private chunks: Int16Array[] = [];
  private samples = 0;
  private originMs = 0;

  constructor(private readonly sampleRate: number) {}

  /** Starts a new turn at audio time nowMs (drops what was kept). */
  reset(nowMs: number): void {
    this.chunks = [];
    this.samples = 0;
    this.originMs = nowMs;
  }

  /** Appends received samples (they are copied: the caller reuses its buffers). */
  push(samples: Int16Array): void {
    if (this.samples > MAX_SECONDS * this.sampleRate) return; // a bounded answer, however long the visitor talks
    this.chunks.push(samples.slice());
    this.samples += samples.length;
  }

  /** The samples between two audio times (clamped to what was kept). */
  cut(fromMs: number, toMs: number): Int16Array {
    const all = this.all();
    return all.slice(this.index(all, fromMs), this.index(all, toMs));
  }

  /**
   * Where speech really began before a detected onset: the detector counts only voiced windows, so a quiet first
   * word with short pauses ("I could st-") comes before its onset. Walks back over 10-ms windows at or above
   * `threshold` separated by less than `maxGapMs`, at most `maxBackMs`.
   */
  speechStart(onsetMs: number, threshold: number, maxGapMs = 300, maxBackMs = 1500): number {
    const all = this.all();
    const win = Math.round(this.sampleRate / 100);
    let start = onsetMs;
    for (let ms = onsetMs - 10; ms >= onsetMs - maxBackMs && start - ms <= maxGapMs; ms -= 10) {
      const i = this.index(all, ms);
      if (i + win > all.length || ms < this.originMs) break;
      let sum = 0;
      for (let j = i; j < i + win; j++) sum += (all[j] / 32768) ** 2;
      if (Math.sqrt(sum / win) >= threshold) start = ms;
    }
    return start;
  }

  private all(): Int16Array {
    const all = new Int16Array(this.samples);
    let o = 0;
    for (const c of this.chunks) {
      all.set(c, o);
      o += c.length;
    }
    return all;
  }

  private index(all: Int16Array, ms: number): number {
    return Math.max(0, Math.min(all.length, Math.round(((ms - this.originMs) * this.sampleRate) / 1000)));
  }
}
