// Capture worklet: microphone → PCM s16le mono 16 kHz in 20 ms frames (320 samples), each posted as a
// transferred ArrayBuffer on its port, or on a port it was given with { type: 'connect' }. With `float` it posts
// float32 frames instead (the voice-activity worker's 512-sample frames, straight from here to the worker).
import { Resampler } from '../src/engine/dsp/resampler.ts';
import { floatToPcm16 } from '../src/engine/dsp/pcm16.ts';
import type { CaptureOptions, ConnectPortMessage } from '../src/protocol/pcm-messages.ts';

class CaptureProcessor extends AudioWorkletProcessor {
  private readonly resampler: Resampler;
  private readonly mono = new Float32Array(128);
  private readonly resampled: Float32Array;
  private readonly frame: Float32Array<ArrayBuffer>;
  private filled = 0;
  private out: MessagePort;
  private running = true;
  private readonly float: boolean;

  constructor(options: { processorOptions?: Partial<CaptureOptions> }) {
    super();
    const o = options.processorOptions ?? {};
    this.resampler = new Resampler(sampleRate, o.targetRate ?? 16000, 128);
    this.resampled = new Float32Array(this.resampler.maxOutput(128));
    this.frame = new Float32Array(o.frameSamples ?? 320);
    this.float = o.float ?? false;
    this.out = this.port;
    this.port.onmessage = (e: MessageEvent<ConnectPortMessage<MessagePort> | { type: 'stop' }>) => {
      if (e.data.type === 'connect') this.out = e.data.port;
      else if (e.data.type === 'stop') {
        this.running = false;
        if (this.out !== this.port) this.out.close();
      }
    };
    this.port.postMessage({ type: 'ready', sampleRate });
  }

  process(inputs: Float32Array[][]): boolean {
    if (!this.running) return false;
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const n = channels[0].length;
    const mono = this.mono;
    if (channels.length === 1) mono.set(channels[0]);
    else for (let i = 0; i < n; i++) mono[i] = 0.5 * (channels[0][i] + channels[1][i]);
    const produced = this.resampler.process(mono, n, this.resampled);
    for (let i = 0; i < produced; i++) {
      this.frame[this.filled++] = this.resampled[i];
      if (this.filled === this.frame.length) {
        // The one allocation: a fresh buffer per frame, handed off (transferred) to the consumer.
        const pcm = this.float ? this.frame.slice() : this.pcm16();
        this.out.postMessage({ type: 'pcm', data: pcm.buffer }, [pcm.buffer]);
        this.filled = 0;
      }
    }
    return true;
  }

  /** The frame as a fresh s16le buffer. */
  private pcm16(): Int16Array<ArrayBuffer> {
    const pcm = new Int16Array(this.frame.length);
    floatToPcm16(this.frame, pcm);
    return pcm;
  }
}

registerProcessor('vaiu-capture', CaptureProcessor);
