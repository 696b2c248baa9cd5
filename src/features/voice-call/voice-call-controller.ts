// Bridge between the page and the call engine: one VoiceCall, the microphone session and the page's follow-ups,
// each in a module of its own; this class only wires them. Components reach it only through use-voice-call.ts.
import { VoiceCall } from '../../engine/call/voice-call.ts';
import type { VoiceCallDeps } from '../../engine/call/voice-call-deps.ts';
import { createTransport } from '../../engine/call/transports/create-transport.ts';
import { dropWarmTransportWorker, warmTransportWorker } from '../../engine/call/transports/transport-warmup.ts';
import { dropWarmVisualizerWorker, warmVisualizerWorker } from '../../engine/audio/visualizer-host.ts';
import { createProviderClient, type ProviderClient } from '../../engine/call/provider-client.ts';
import type { Clock } from '../../engine/call/call-clock.ts';
import type { VoiceColors } from '../../protocol/visualizer-messages.ts';
import { patchCall } from '../../stores/call-store.ts';
import { config } from '../../lib/config.ts';
import { logger } from '../../lib/logger.ts';
import { followScene, trackThinking } from './call-field.ts';
import { refreshDevices } from './call-devices.ts';
import { bridgeFieldEvents } from './call-bridge.ts';
import { bindCallEvents } from './call-events.ts';
import type { ControllerNotice } from './call-error-utils.ts';
import { isLocalProvider, sendCallFeedback } from './call-feedback.ts';
import { startCall } from './call-start.ts';
import { chooseMic, chooseSpeaker } from './device-choice.ts';
import { MicSession, type MicSessionDeps } from './mic-session.ts';
import { SilenceHint } from './silence-hint.ts';
import type { VisitorDetails } from './details-utils.ts';

export { SILENT_HINT_MS } from './silence-hint.ts';
export type { ControllerNotice } from './call-error-utils.ts';

/** Replaceable parts for tests: the provider, the call's own dependencies, the audio opener, the page's clock. */
export type ControllerDeps = {
  provider?: Pick<ProviderClient, 'createWebCall' | 'sendFeedback'>;
  call?: Partial<Omit<VoiceCallDeps, 'createAudio' | 'createWebCall' | 'unlockAudio'>>;
  openAudio?: MicSessionDeps['openAudio'];
  loadVad?: MicSessionDeps['loadVad'];
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** The page's origin (feedback is stored only with a provider on it). */
  origin?: string;
  /** Start the WebSocket transport's worker in prepare() (default: when the provider is on the page's origin). */
  warmTransport?: boolean;
};

/** One per page: prepares the microphone, starts/ends calls, relays engine events to the store. */
export class VoiceCallController {
  readonly call: VoiceCall;
  private readonly provider: Pick<ProviderClient, 'createWebCall' | 'sendFeedback'>;
  private readonly hint: SilenceHint;
  private readonly mic: MicSession;
  private readonly fieldUnsubs: (() => void)[] = [];

  constructor(
    notify: (n: ControllerNotice) => void,
    private readonly deps: ControllerDeps = {},
  ) {
    this.provider = deps.provider ?? createProviderClient({ baseUrl: config.provider.baseUrl, apiKey: config.provider.publicKey });
    this.hint = new SilenceHint(deps.clock);
    this.mic = new MicSession({
      onVisitorSpeech: () => this.hint.heard(),
      onOpened: () => void refreshDevices(this.call), // labels appear once the microphone is allowed
      openAudio: deps.openAudio,
      loadVad: deps.loadVad,
    });
    this.call = new VoiceCall({
      createTransport,
      ...deps.call,
      createWebCall: (body) => this.provider.createWebCall(body),
      // VoiceCall takes ownership of the session's audio: it destroys it when the call ends or fails.
      createAudio: () => this.mic.handOver(),
      unlockAudio: () => this.mic.unlock(),
    });
    bindCallEvents(this.call, this.hint, notify);
  }

  /** Opens the microphone and the engine ahead of the call (details modal); false when the mic is refused. */
  async prepare(): Promise<boolean> {
    // The local provider's calls run on the WebSocket transport: its worker starts while the visitor types.
    if (this.deps.warmTransport ?? isLocalProvider(config.provider.baseUrl, this.origin())) warmTransportWorker();
    // The visualizer's worker too: the call's canvas then only hands itself over (docs/architecture.md §2).
    warmVisualizerWorker();
    return (await this.mic.ensure()) !== null;
  }

  /** Drops a prepared session when no call is using it (details modal closed). */
  async release(): Promise<void> {
    if (this.call.isStarted()) return;
    dropWarmTransportWorker();
    dropWarmVisualizerWorker();
    await this.mic.release();
  }

  /** Starts the call with the visitor's details passed to the assistant. */
  async start(details: VisitorDetails): Promise<void> {
    await startCall(this.call, config.provider.assistantId, details);
    dropWarmTransportWorker(); // not taken: the call ran on another transport, or failed before its transport
  }

  /** Ends the call for everyone (end-call button). */
  async end(): Promise<void> {
    await this.call.end();
  }

  /** Mutes or unmutes the microphone. */
  setMuted(muted: boolean): void {
    this.call.setMuted(muted);
    patchCall({ muted, silentHint: false });
    this.hint.arm();
  }

  /** Playback volume 0–100. */
  setVolume(volume: number): void {
    this.call.setVolume(volume);
    patchCall({ volume });
  }

  /** Draws the visualizer on this canvas (now, or as soon as the engine exists). */
  attachCanvas(canvas: HTMLCanvasElement | null, colors: VoiceColors): void {
    this.mic.attachCanvas(canvas, colors);
  }

  /** New theme colours for the visualizer. */
  setColors(colors: VoiceColors): void {
    this.mic.setColors(colors);
  }

  /** Logs the 1–5 rating and, with the local provider, attaches it to the call record. */
  sendFeedback(rating: number): Promise<void> {
    return sendCallFeedback(this.provider, rating, {
      baseUrl: config.provider.baseUrl,
      origin: this.origin(),
    });
  }

  /** Resumes playback the browser suspended; runs inside the visitor's tap (iOS unlocks audio only there). */
  async resumeAudio(): Promise<void> {
    await this.call.resumeAudio().catch((err) => logger.warn('audio resume refused', err));
  }

  /** Uses this microphone from now on (the prepared session and a live call switch to it). */
  chooseMic(deviceId: string): Promise<void> {
    return chooseMic(this.call, this.mic, deviceId);
  }

  /** Plays the assistant on this output device where the browser allows it. */
  chooseSpeaker(deviceId: string): Promise<void> {
    return chooseSpeaker(this.call, deviceId);
  }

  /** Marks the controller in use (mount; StrictMode re-runs mount effects after a cleanup) and follows the call. */
  revive(): void {
    this.mic.disposed = false;
    if (this.fieldUnsubs.length > 0) return;
    this.fieldUnsubs.push(
      bridgeFieldEvents(this.call),
      trackThinking(this.call),
      followScene((scene) => this.mic.setScene(scene)),
    );
  }

  /** The page's origin (injectable for tests). */
  private origin(): string {
    return this.deps.origin ?? window.location.origin;
  }

  /** Leaves any call and frees everything (page unmount, Back). */
  async dispose(): Promise<void> {
    this.mic.disposed = true;
    this.hint.clear();
    for (const u of this.fieldUnsubs.splice(0)) u();
    // Leaving the page ends the call for everyone (the agent records customer-ended-call).
    await this.call.end();
    await this.release();
  }
}
