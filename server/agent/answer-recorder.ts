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
    const all = new Int16Array(this.samples);
    let o = 0;
    for (const c of this.chunks) {
      all.set(c, o);
      o += c.length;
    }
    const at = (ms: number) => Math.max(0, Math.min(all.length, Math.round(((ms - this.originMs) * this.sampleRate) / 1000)));
    return all.slice(at(fromMs), at(toMs));
  }
}
