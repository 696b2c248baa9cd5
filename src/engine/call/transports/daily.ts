import type { DailyEventObject } from '@daily-co/daily-js';
import { Evented } from '../../events.ts';
import type { CallAudio } from '../call-audio.ts';
import type { CallTransport, NetworkQuality, TransportEvents } from '../call-types.ts';
import { LISTENING, type AgentMessage, type ClientMessage } from '../../../protocol/messages.ts';
import type { WebCall } from '../web-call.ts';
import { describeFatalError } from './daily-errors.ts';
import type { DailyCallLike, DailyFactory } from './daily-call-like.ts';
import { logger } from '../../../lib/logger.ts';

/** docs/product.md §9: recordings are 1280×720 with Daily's default layout. */
export const RECORDING_OPTIONS = { width: 1280, height: 720, layout: { preset: 'default' as const } };

/** Daily transport: a daily-js call object, audio-only unless the artifact plan records video. */
export class DailyTransport extends Evented<TransportEvents> implements CallTransport {
  readonly kind = 'daily';
  private call: DailyCallLike | null = null;
  private joined = false;
  private recordingRequestedAt = 0;
  private interrupted = false;
  private handlers: [string, (e: never) => void][] = [];
  private readonly video: boolean;

  constructor(
    private webCall: WebCall,
    private audio: CallAudio,
    private factory: DailyFactory,
  ) {
    super();
    this.video = webCall.artifactPlan?.videoRecordingEnabled === true;
  }

  async create(): Promise<void> {
    const track = this.audio.microphone.getAudioTracks()[0];
    this.call = await this.factory({
      audioSource: track ?? true,
      videoSource: this.video,
      subscribeToTracksAutomatically: true,
    });
    this.listen('app-message', (e) => this.onAppMessage(e.data));
    this.listen('track-started', (e) => {
      // Remote audio goes through the engine (analysis before the gain, gain → speakers): no <audio> element.
      if (e.participant && !e.participant.local && e.track.kind === 'audio') this.audio.attachRemoteStream(new MediaStream([e.track]));
    });
    this.listen('participant-left', (e) => {
      if (!e.participant.local) void this.leave();
    });
    this.listen('left-meeting', () => this.onLeft());
    this.listen('error', (e) =>
      this.emit('fatal', { reason: e.error?.type ?? 'unknown', message: describeFatalError(e.error?.type, e.errorMsg) }),
    );
    this.listen('nonfatal-error', (e) => void this.onNonFatal(e));
    this.listen('network-connection', (e) => this.onNetworkConnection(e.event));
    this.listen('network-quality-change', (e) => this.emit('quality', dailyQuality(e)));
    this.listen('recording-started', () => {
      const delay = (performance.now() - this.recordingRequestedAt) / 1000;
      this.send({ type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: delay });
    });
  }

  async join(): Promise<void> {
    await this.requireCall().join({ url: this.webCall.webCallUrl });
    this.joined = true;
  }

  async setupRecording(): Promise<void> {
    if (!this.video) return;
    this.recordingRequestedAt = performance.now();
    this.requireCall().startRecording(RECORDING_OPTIONS);
  }

  async setupAudioProcessing(): Promise<void> {
    await this.requireCall().updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } });
  }

  setMuted(muted: boolean): void {
    this.call?.setLocalAudio(!muted);
  }

  isMuted(): boolean {
    return this.call ? !this.call.localAudio() : false;
  }

  send(message: ClientMessage): void {
    this.call?.sendAppMessage(JSON.stringify(message), '*');
  }

  async leave(): Promise<void> {
    if (this.call && this.joined) await this.call.leave();
  }

  async destroy(): Promise<void> {
    const call = this.call;
    this.call = null;
    this.joined = false;
    if (!call) return;
    for (const [event, handler] of this.handlers.splice(0)) call.off(event as 'error', handler as () => void);
    this.clearListeners();
    if (!call.isDestroyed()) await call.destroy();
  }

  // daily-js reconnects by itself: its interrupted/connected pair maps to reconnecting/connected.
  private onNetworkConnection(event: string): void {
    if (!this.joined) return;
    if (event === 'interrupted' && !this.interrupted) {
      this.interrupted = true;
      this.emit('interrupted', { reason: 'daily network interrupted' });
      this.emit('quality', { quality: 'lost', online: true, source: 'daily' });
    } else if (event === 'connected' && this.interrupted) {
      this.interrupted = false;
      this.emit('resumed');
    }
  }

  private listen<
    T extends
      | 'app-message'
      | 'track-started'
      | 'participant-left'
      | 'left-meeting'
      | 'error'
      | 'nonfatal-error'
      | 'recording-started'
      | 'network-connection'
      | 'network-quality-change',
  >(event: T, handler: (e: DailyEventObject<T>) => void): void {
    this.requireCall().on(event, handler);
    this.handlers.push([event, handler as (e: never) => void]);
  }

  private onAppMessage(data: unknown): void {
    if (data === LISTENING) return void this.emit('listening');
    // Other messages are JSON: known ones are typed, the provider's others are passed on as they are.
    let parsed: unknown = data;
    if (typeof data === 'string') {
      try {
        parsed = JSON.parse(data);
      } catch {
        return void logger.warn('unparsable app message', data);
      }
    }
    if (parsed && typeof parsed === 'object' && typeof (parsed as { type?: unknown }).type === 'string') {
      this.emit('message', parsed as AgentMessage);
    }
  }

  private onLeft(): void {
    if (!this.joined) return;
    this.joined = false;
    this.emit('left');
  }

  private async onNonFatal(e: DailyEventObject<'nonfatal-error'>): Promise<void> {
    if (e.type !== 'audio-processor-error' || !this.call) return;
    // docs/product.md §8: noise cancellation failed — turn it off and bring the microphone back.
    logger.warn('noise cancellation failed; continuing without it', e.errorMsg);
    try {
      await this.call.updateInputSettings({ audio: { processor: { type: 'none' } } });
    } finally {
      this.call?.setLocalAudio(true);
    }
  }

  private requireCall(): DailyCallLike {
    if (!this.call) throw new Error('The Daily call object is gone.');
    return this.call;
  }
}

/** daily-js's network-quality-change as a NetworkQuality: warning/bad → poor; round trip in ms, worst recv loss. */
export function dailyQuality(e: DailyEventObject<'network-quality-change'>): NetworkQuality {
  const latest = 'latest' in e.stats ? e.stats.latest : null;
  const rtt = latest?.networkRoundTripTime;
  const loss = latest?.totalRecvPacketLoss;
  return {
    quality: e.networkState === 'good' || e.networkState === 'unknown' ? 'good' : 'poor',
    online: true,
    source: 'daily',
    ...(typeof rtt === 'number' ? { rttMs: Math.round(rtt * 1000) } : {}),
    ...(typeof loss === 'number' ? { loss } : {}),
  };
}
