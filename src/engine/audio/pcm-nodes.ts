import type { CaptureOptions, ConnectPortMessage, PlaybackOptions } from '../../protocol/pcm-messages.ts';
import { TRANSPORT_FRAME_SAMPLES, TRANSPORT_SAMPLE_RATE } from '../../protocol/messages.ts';
import { PROCESSORS } from './worklet-modules.ts';

/** Hands a fresh MessageChannel end to a worklet node and returns the other end. */
function openPort(node: AudioWorkletNode): MessagePort {
  const channel = new MessageChannel();
  const m: ConnectPortMessage<MessagePort> = { type: 'connect', port: channel.port1 };
  node.port.postMessage(m, [channel.port1]);
  return channel.port2;
}

/** A worklet node whose PCM flows through a port of its own (transferable to a worker). */
class PcmPortNode extends AudioWorkletNode {
  /** A fresh port onto the worklet's PCM stream. */
  openPort(): MessagePort {
    return openPort(this);
  }

  /** Stops and disconnects. */
  destroy(): void {
    this.port.postMessage({ type: 'stop' });
    this.disconnect();
    this.port.close();
  }
}

/** Capture worklet node: mic → PCM s16le mono 16 kHz frames of 320 samples (or as `options` say); its port emits
 *  { type: 'pcm', data }. */
export class CaptureNode extends PcmPortNode {
  constructor(ctx: BaseAudioContext, options: Partial<CaptureOptions> = {}) {
    const processorOptions: CaptureOptions = { targetRate: TRANSPORT_SAMPLE_RATE, frameSamples: TRANSPORT_FRAME_SAMPLES, ...options };
    super(ctx, PROCESSORS.capture, {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount: 1,
      channelCountMode: 'explicit',
      processorOptions,
    });
  }
}

/** Playback worklet node: PCM s16le 16 kHz frames → jitter buffer → context-rate mono output. Its port accepts
 *  { type: 'pcm', data } (transferred) and { type: 'clear' }, and reports playback-stats. */
export class PlaybackNode extends PcmPortNode {
  constructor(ctx: BaseAudioContext, options: Partial<PlaybackOptions> = {}) {
    const processorOptions: PlaybackOptions = {
      inputRate: TRANSPORT_SAMPLE_RATE,
      prebufferMs: 60,
      capacitySeconds: 60,
      statsIntervalMs: 500,
      ...options,
    };
    super(ctx, PROCESSORS.playback, { numberOfInputs: 0, numberOfOutputs: 1, outputChannelCount: [1], processorOptions });
  }
}
