import type { AnalysisCommand, AnalysisEvent, AnalysisOptions } from '../../protocol/analysis-messages.ts';
import { PROCESSORS } from './worklet-modules.ts';

/** Analysis worklet node (input 0 = visitor mic, input 1 = assistant audio; no outputs). Owns its port protocol. */
export class AnalysisNode extends AudioWorkletNode {
  private handler: ((e: AnalysisEvent) => void) | null = null;

  constructor(ctx: BaseAudioContext, options: Partial<AnalysisOptions> = {}) {
    super(ctx, PROCESSORS.analysis, {
      numberOfInputs: 2,
      numberOfOutputs: 0,
      processorOptions: { levelIntervalMs: 100, spectrumIntervalMs: 1000 / 60, ...options },
    });
    this.port.addEventListener('message', (e: MessageEvent<AnalysisEvent>) => this.handler?.(e.data));
    this.port.start();
  }

  /** Receives speech transitions and levels (one handler). */
  onEvent(handler: (e: AnalysisEvent) => void): void {
    this.handler = handler;
  }

  /** Sends byte spectra to this port from now on (the port is transferred). */
  connectVisualizer(port: MessagePort): void {
    const m: AnalysisCommand<MessagePort> = { type: 'connect-visualizer', port };
    this.port.postMessage(m, [port]);
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
