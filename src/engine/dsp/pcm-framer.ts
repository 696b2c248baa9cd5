// Microphone → fixed-size frames at the transport rate: resamples each render quantum and hands out every full frame
// as a fresh buffer (s16le, or float32 for the voice-activity model) to be transferred. Used by the capture worklet
// and by the analysis worklet's capture tap (one worklet node less per render quantum).
import { floatToPcm16 } from './pcm16.ts';
import { Resampler } from './resampler.ts';

/** Frame size, rate and sample format of the frames (the same fields as the capture worklet's options). */
export type FramerOptions = { targetRate: number; frameSamples: number; float?: boolean };

/** Resamples and frames one mono stream; `onFrame` receives each full frame's buffer (its own, to transfer). */
export class PcmFramer {
  private readonly resampler: Resampler;
  private readonly resampled: Float32Array;
  private readonly frame: Float32Array;
  private filled = 0;

  constructor(
    inRate: number,
    private readonly options: FramerOptions,
    private readonly onFrame: (buffer: ArrayBuffer) => void,
    maxBlock = 128,
  ) {
    this.resampler = new Resampler(inRate, options.targetRate, maxBlock);
    this.resampled = new Float32Array(this.resampler.maxOutput(maxBlock));
    this.frame = new Float32Array(options.frameSamples);
  }

  /** Consumes `length` mono samples (at most maxBlock); calls onFrame for every frame they complete. */
  push(mono: Float32Array, length: number): void {
    const produced = this.resampler.process(mono, length, this.resampled);
    for (let i = 0; i < produced; i++) {
      this.frame[this.filled++] = this.resampled[i];
      if (this.filled === this.frame.length) {
        // The one allocation: a fresh buffer per frame, handed off (transferred) to the consumer.
        this.onFrame(this.options.float ? this.frame.slice().buffer : this.pcm16().buffer);
        this.filled = 0;
      }
    }
  }

  /** The frame as a fresh s16le buffer. */
  private pcm16(): Int16Array<ArrayBuffer> {
    const pcm = new Int16Array(this.frame.length);
    floatToPcm16(this.frame, pcm);
    return pcm;
  }
}

/** Down-mixes one quantum to mono into `mono` (one channel copied, two as 0.5·(L+R), like the speaker rules). */
export function downmix(channels: readonly Float32Array[], mono: Float32Array): number {
  const n = channels[0]?.length ?? 0;
  if (channels.length === 1) mono.set(channels[0]);
  else for (let i = 0; i < n; i++) mono[i] = 0.5 * (channels[0][i] + channels[1][i]);
  return n;
}
