// Capture worklet: microphone → PCM s16le mono 16 kHz in 20 ms frames (320 samples), each posted as a
// transferred ArrayBuffer on its port, or on a port it was given with { type: 'connect' }. With `float` it posts
// float32 frames instead (the voice-activity worker's 512-sample frames, straight from here to the worker).
// The call's own transport frames come from the analysis worklet's capture tap (the same PcmFramer).
import { downmix, PcmFramer } from '../src/engine/dsp/pcm-framer.ts';
import type { CaptureOptions, ConnectPortMessage } from '../src/protocol/pcm-messages.ts';

class CaptureProcessor extends AudioWorkletProcessor {
  private readonly framer: PcmFramer;
  private readonly mono = new Float32Array(128);
  private out: MessagePort;
  private running = true;

  constructor(options: { processorOptions?: Partial<CaptureOptions> }) {
    super();
    const o = options.processorOptions ?? {};
    const framing = { targetRate: o.targetRate ?? 16000, frameSamples: o.frameSamples ?? 320, float: o.float ?? false };
    this.framer = new PcmFramer(sampleRate, framing, (data) => this.out.postMessage({ type: 'pcm', data }, [data]));
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
    this.framer.push(this.mono, downmix(channels, this.mono));
    return true;
  }
}

registerProcessor('vaiu-capture', CaptureProcessor);
