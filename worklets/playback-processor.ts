// Playback worklet: PCM s16le 16 kHz frames in (on its port or a port it was given) → jitter buffer with a small
// prebuffer → resampled to the context rate → mono output. `clear` flushes at once (barge-in). Reports
// buffered ms / underruns sparingly. process() allocates nothing (the ring and scratch buffers are made here).
import { Resampler } from '../src/engine/dsp/resampler.ts';
import { PcmAssembler } from '../src/protocol/pcm-assembler.ts';
import type { ConnectPortMessage, PlaybackCommand, PlaybackOptions, PlaybackStatsMessage } from '../src/protocol/pcm-messages.ts';

const PULL = 32; // input samples per resampler step (2 ms at 16 kHz)

class PlaybackProcessor extends AudioWorkletProcessor {
  private readonly ring: Float32Array;
  private read = 0;
  private size = 0;
  // Frames of any byte length: an odd trailing byte waits for the next frame (no RangeError). Transferred
  // buffers are ours, so a whole 20 ms frame is viewed without a copy.
  private readonly frames = new PcmAssembler({ ownsChunks: true });
  private readonly resampler: Resampler;
  private readonly pull = new Float32Array(PULL);
  private readonly fifo: Float32Array;
  private fifoLen = 0;
  private playing = false;
  private underruns = 0;
  private readonly prebuffer: number;
  private readonly inputRate: number;
  private readonly statsEvery: number;
  private quanta = 0;
  private readonly stats: PlaybackStatsMessage = { type: 'playback-stats', bufferedMs: 0, underruns: 0, playing: false, reason: 'tick' };
  private out: MessagePort;
  private running = true;

  constructor(options: { processorOptions?: Partial<PlaybackOptions> }) {
    super();
    const o = options.processorOptions ?? {};
    this.inputRate = o.inputRate ?? 16000;
    this.ring = new Float32Array(Math.round(this.inputRate * (o.capacitySeconds ?? 60)));
    this.prebuffer = Math.round((this.inputRate * (o.prebufferMs ?? 60)) / 1000);
    this.statsEvery = Math.max(1, Math.round(((o.statsIntervalMs ?? 500) / 1000) * (sampleRate / 128)));
    this.resampler = new Resampler(this.inputRate, sampleRate, PULL);
    this.fifo = new Float32Array(this.resampler.maxOutput(PULL) + 256);
    this.out = this.port;
    this.port.onmessage = (e) => this.onCommand(e.data);
    this.port.postMessage({ type: 'ready', sampleRate });
  }

  private onCommand(m: PlaybackCommand | ConnectPortMessage<MessagePort> | { type: 'stop' }): void {
    if (m.type === 'pcm') this.push(this.frames.push(new Uint8Array(m.data)));
    else if (m.type === 'clear') this.clear();
    else if (m.type === 'connect') {
      this.out = m.port;
      this.out.onmessage = (e) => this.onCommand(e.data);
    } else if (m.type === 'stop') {
      this.running = false;
      if (this.out !== this.port) this.out.close();
    }
  }

  private push(pcm: Int16Array): void {
    const cap = this.ring.length;
    let n = pcm.length;
    if (this.size + n > cap) {
      n = cap - this.size;
      this.report('overflow');
    }
    let w = (this.read + this.size) % cap;
    for (let i = 0; i < n; i++) {
      const v = pcm[i];
      this.ring[w] = v < 0 ? v / 0x8000 : v / 0x7fff;
      w = w + 1 === cap ? 0 : w + 1;
    }
    this.size += n;
  }

  private clear(): void {
    this.frames.reset();
    this.read = 0;
    this.size = 0;
    this.fifoLen = 0;
    this.resampler.reset();
    this.playing = false;
    this.report('clear');
  }

  private report(reason: PlaybackStatsMessage['reason']): void {
    const s = this.stats;
    s.bufferedMs = ((this.size + (this.fifoLen * this.inputRate) / sampleRate) / this.inputRate) * 1000;
    s.underruns = this.underruns;
    s.playing = this.playing;
    s.reason = reason;
    this.out.postMessage(s);
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]): boolean {
    if (!this.running) return false;
    const out = outputs[0][0];
    const n = out.length;
    this.quanta++;
    if (!this.playing) {
      out.fill(0);
      if (this.size < this.prebuffer) return true;
      this.playing = true;
      this.report('start');
    }
    // Refill the output FIFO from the ring through the resampler.
    const cap = this.ring.length;
    while (this.fifoLen < n && this.size > 0) {
      const take = Math.min(PULL, this.size);
      for (let i = 0; i < take; i++) {
        this.pull[i] = this.ring[this.read];
        this.read = this.read + 1 === cap ? 0 : this.read + 1;
      }
      this.size -= take;
      this.fifoLen += this.resampler.process(this.pull, take, this.fifo, this.fifoLen);
    }
    const have = Math.min(n, this.fifoLen);
    for (let i = 0; i < have; i++) out[i] = this.fifo[i];
    for (let i = have; i < n; i++) out[i] = 0;
    this.fifo.copyWithin(0, have, this.fifoLen);
    this.fifoLen -= have;
    if (have < n) {
      this.underruns++;
      this.playing = false;
      this.report('underrun');
    } else if (this.quanta % this.statsEvery === 0) this.report('tick');
    return true;
  }
}

registerProcessor('vaiu-playback', PlaybackProcessor);
