import type { AnalysisCommand, AnalysisEvent, AnalysisOptions } from '../../protocol/analysis-messages.ts';
import type { CaptureOptions } from '../../protocol/pcm-messages.ts';
import { PROCESSORS } from './worklet-modules.ts';

/** Analysis worklet node (input 0 = visitor mic, input 1 = assistant audio; no outputs). Owns its port protocol. */
export class AnalysisNode extends AudioWorkletNode {
  private handler: ((e: AnalysisEvent) => void) | null = null;

  constructor(ctx: BaseAudioContext, options: Partial<AnalysisOptions> = {}) {
    super(ctx, PROCESSORS.analysis, {
      numberOfInputs: 2,
      numberOfOutputs: 0,
      processorOptions: { levelIntervalMs: 100, spectrumIntervalMs: 1000 / 60, levels: false, ...options },
    });
    this.port.addEventListener('message', (e: MessageEvent<AnalysisEvent>) => this.handler?.(e.data));
    this.port.start();
  }

  /** Receives speech transitions and levels (one handler). */
  onEvent(handler: (e: AnalysisEvent) => void): void {
    this.handler = handler;
  }

  /** Starts or stops the worklet's level reports (off at first). */
  setLevels(on: boolean): void {
    const m: AnalysisCommand = { type: 'levels', on };
    this.port.postMessage(m);
  }

  /** Sends byte spectra to this port from now on (the port is transferred). */
  connectVisualizer(port: MessagePort): void {
    const m: AnalysisCommand<MessagePort> = { type: 'connect-visualizer', port };
    this.port.postMessage(m, [port]);
  }

  /** Frames the microphone (input 0) as `options` say and returns a fresh port emitting { type: 'pcm', data }; a
   *  later call replaces the earlier port. */
  openCapture(options: CaptureOptions): MessagePort {
    const channel = new MessageChannel();
    const m: AnalysisCommand<MessagePort> = { type: 'connect-capture', port: channel.port1, options };
    this.port.postMessage(m, [channel.port1]);
    return channel.port2;
  }

  /** Stops processing and disconnects. */
  destroy(): void {
    const m: AnalysisCommand = { type: 'stop' };
    this.port.postMessage(m);
    this.handler = null;
    this.disconnect();
    this.port.close();
  }
}
