// Looks at the visualizer worker's frames for the voice-activity model's device gate and overload watch
// (vad-device-utils.ts): its governor's level and the share of late frames since the previous look, read through the
// worker's stats (one small message per look, never per frame).
import type { DrawStats } from '../../protocol/visualizer-messages.ts';
import { lateShareOf, VAD_DEVICE, type FrameSample } from './vad-device-utils.ts';

/** The slice of the audio engine that has the visualizer (absent, or null while no canvas is attached). */
export type FrameSource = { readonly visualizerHost?: { stats(reset?: boolean): Promise<DrawStats | null> } | null };

/** Reads one FrameSample per call; null when no visualizer draws in a worker. */
export class FrameSampler {
  private lastFrames = -1;

  constructor(private readonly source: FrameSource) {}

  /** The governor's level now and the late share of the frames drawn since the previous call. */
  async sample(): Promise<FrameSample | null> {
    const stats = await this.source.visualizerHost?.stats(false).catch(() => null);
    if (!stats || stats.level === undefined || stats.level < 0) return null;
    // The stats may have been reset meanwhile (benchmarks): then every kept gap is new.
    const fresh = this.lastFrames < 0 || stats.frames < this.lastFrames ? stats.intervals.length : stats.frames - this.lastFrames;
    this.lastFrames = stats.frames;
    return { level: stats.level, lateShare: lateShareOf(stats.intervals.slice(-Math.max(1, fresh))) };
  }
}

/** VAD_DEVICE.samples looks, VAD_DEVICE.sampleMs apart (fewer if the visualizer is absent or `signal` aborts). */
export async function observeFrames(source: FrameSource, signal: AbortSignal): Promise<FrameSample[]> {
  const sampler = new FrameSampler(source);
  const out: FrameSample[] = [];
  await sampler.sample(); // the baseline: gaps before the call are not judged
  for (let i = 0; i < VAD_DEVICE.samples && !signal.aborted; i++) {
    await new Promise((r) => setTimeout(r, VAD_DEVICE.sampleMs));
    const s = await sampler.sample();
    if (!s) break;
    out.push(s);
  }
  return out;
}
