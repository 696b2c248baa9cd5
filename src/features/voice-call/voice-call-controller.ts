// Bridge between the page and the call engine: owns the microphone session, the VoiceCall and the detector,
// and writes slow state to the call store. Components reach it only through use-voice-call.ts.
import { VoiceCall } from '../../engine/call/voice-call.ts';
import { createTransport } from '../../engine/call/transports/create-transport.ts';
import { createProviderClient } from '../../engine/call/provider-client.ts';
import { openCallAudio, type CallAudioSession } from '../../engine/call/engine-audio.ts';
import { type VisitorVad } from '../../engine/call/visitor-vad.ts';
import { loadVisitorVadWhenReady } from '../../engine/call/visitor-vad-loader.ts';
import type { CallError } from '../../engine/call/call-types.ts';
import type { AgentMessage } from '../../protocol/messages.ts';
import type { VisualizerScene, VoiceColors } from '../../protocol/visualizer-messages.ts';
import { addCaption, callStore, IN_CALL_RESET, patchCall, resetCall } from '../../stores/call-store.ts';
import { followScene, trackThinking } from './call-field.ts';
import { refreshDevices } from './call-devices.ts';
import { bridgeFieldEvents } from './call-bridge.ts';
import { config } from '../../lib/config.ts';
import { logger } from '../../lib/logger.ts';
import type { VisitorDetails } from './details-utils.ts';
import { micProblemOf, visitorTimezone } from './details-utils.ts';

/** How long a visitor may stay silent in a call before the gentle microphone hint shows. */
export const SILENT_HINT_MS = 15_000;

type Session = CallAudioSession & { vad: VisitorVad | null; unsubs: (() => void)[] };

/** Outcomes the page turns into toasts: a lost or refused connection, or any other failed start. */
export type ControllerNotice = { kind: 'connection-failed' | 'start-failed'; error: CallError };

/** One per page: prepares the microphone, starts/ends calls, relays engine events to the store. */
export class VoiceCallController {
  private readonly provider = createProviderClient({ baseUrl: config.provider.baseUrl, apiKey: config.provider.publicKey });
  readonly call: VoiceCall;
  private session: Session | null = null;
  private opening: Promise<Session | null> | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private colors: VoiceColors | null = null;
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private scene: VisualizerScene = 'idle';
  private readonly fieldUnsubs: (() => void)[] = [];

  constructor(private notify: (n: ControllerNotice) => void) {
    this.call = new VoiceCall({
      createWebCall: (body) => this.provider.createWebCall(body),
      createAudio: () => this.handOverAudio(),
      createTransport,
      // Inside the Start gesture: a context warmed up in the details modal resumes here (iOS unlocks audio only then).
      unlockAudio: () => void this.session?.engine.context.resume().catch(() => undefined),
    });
    this.call.on('call-start', () => {
      patchCall({ status: 'active' });
      this.armSilenceHint();
      const { speakerId } = callStore.getState();
      if (speakerId) void this.call.setSpeaker(speakerId).catch((err) => logger.warn('speaker not applied', err));
    });
    // The ending itself (with its reason) comes through state-change in call-bridge.ts.
    this.call.on('call-end', () => this.clearSilenceHint());
    // One diagnostics line per start: total and per-stage milliseconds (read by bench/call-start.bench.ts).
    this.call.on('call-start-success', ({ totalDuration, stages }) => logger.info('call-start-success', JSON.stringify({ totalDuration, stages })));
    this.call.on('speech-start', () => patchCall({ assistantSpeaking: true }));
    this.call.on('speech-end', () => patchCall({ assistantSpeaking: false }));
    this.call.on('message', (m) => this.onMessage(m));
    this.call.on('error', (error) => this.onError(error));
  }

  private watchField(): void {
    this.fieldUnsubs.push(
      bridgeFieldEvents(this.call),
      trackThinking(this.call),
      followScene((scene) => {
        this.scene = scene;
        this.session?.engine.setScene(scene);
      }),
    );
  }

  /** Opens the microphone and the engine ahead of the call (details modal); false when the mic is refused. */
  async prepare(): Promise<boolean> {
    return (await this.ensureSession()) !== null;
  }

  /** Drops a prepared session when no call is using it (details modal closed). */
  async release(): Promise<void> {
    if (this.call.isStarted()) return;
    await this.opening;
    const s = this.session;
    this.session = null;
    if (s) await s.audio.destroy();
    patchCall({ micCheck: 'idle' });
  }

  /** Starts the call with the visitor's details passed to the assistant. */
  async start(details: VisitorDetails): Promise<void> {
    if (this.call.isStarted()) return;
    patchCall({ ...IN_CALL_RESET, status: 'connecting', captions: [], endReason: null, feedbackDone: false, callId: null, attempt: callStore.getState().attempt + 1 });
    const webCall = await this.call.start({
      assistantId: config.provider.assistantId,
      assistantOverrides: { variableValues: { ...details, timezone: visitorTimezone() } },
    });
    if (webCall) patchCall({ callId: webCall.id });
    else if (callStore.getState().status === 'connecting') resetCall();
  }

  /** Ends the call for everyone (end-call button). */
  async end(): Promise<void> {
    await this.call.end();
  }

  /** Mutes or unmutes the microphone. */
  setMuted(muted: boolean): void {
    this.call.setMuted(muted);
    patchCall({ muted, silentHint: false });
    this.armSilenceHint();
  }

  /** Playback volume 0–100. */
  setVolume(volume: number): void {
    this.call.setVolume(volume);
    patchCall({ volume });
  }

  /** Draws the visualizer on this canvas (now, or as soon as the engine exists). */
  attachCanvas(canvas: HTMLCanvasElement | null, colors: VoiceColors): void {
    this.canvas = canvas;
    this.colors = colors;
    if (canvas && this.session) void this.session.engine.attachCanvas(canvas, colors).catch((e) => logger.warn('visualizer', e));
  }

  /** New theme colours for the visualizer. */
  setColors(colors: VoiceColors): void {
    this.colors = colors;
    this.session?.engine.setColors(colors);
  }

  /** Logs the 1–5 rating and, with the local provider, attaches it to the call record. */
  async sendFeedback(rating: number): Promise<void> {
    logger.info('call feedback', { rating, callId: callStore.getState().callId });
    const id = callStore.getState().callId;
    if (!id || !config.provider.baseUrl.startsWith(window.location.origin)) return;
    try {
      await this.provider.sendFeedback(id, rating);
    } catch (err) {
      logger.warn('feedback not stored', err);
    }
  }

  /** Resumes playback the browser suspended; runs inside the visitor's tap (iOS unlocks audio only there). */
  async resumeAudio(): Promise<void> {
    await this.call.resumeAudio().catch((err) => logger.warn('audio resume refused', err));
  }

  /** Uses this microphone from now on (the prepared session and a live call switch to it). */
  async chooseMic(deviceId: string): Promise<void> {
    patchCall({ micId: deviceId });
    await this.call.setMicrophone(deviceId).catch((err) => logger.warn('microphone not switched', err));
    // Before a call, the prepared session (details modal) reopens on the chosen microphone.
    if (!this.call.isStarted() && this.session) {
      await this.release();
      await this.prepare();
    }
  }

  /** Plays the assistant on this output device where the browser allows it. */
  async chooseSpeaker(deviceId: string): Promise<void> {
    patchCall({ speakerId: deviceId });
    if (this.call.isStarted()) await this.call.setSpeaker(deviceId).catch((err) => logger.warn('speaker not switched', err));
  }

  /** Marks the controller in use (mount; StrictMode re-runs mount effects after a cleanup) and follows the call. */
  revive(): void {
    this.disposed = false;
    if (this.fieldUnsubs.length === 0) this.watchField();
  }

  /** Leaves any call and frees everything (page unmount, Back). */
  async dispose(): Promise<void> {
    this.disposed = true;
    this.clearSilenceHint();
    for (const u of this.fieldUnsubs.splice(0)) u();
    // Leaving the page ends the call for everyone (the agent records customer-ended-call).
    await this.call.end();
    await this.release();
  }

  private async ensureSession(): Promise<Session | null> {
    if (this.session) return this.session;
    this.opening ??= this.openSession().finally(() => (this.opening = null));
    return this.opening;
  }

  private async openSession(): Promise<Session | null> {
    patchCall({ micProblem: null, micCheck: 'checking' });
    let session: Session | null = null;
    try {
      const opened = await openCallAudio(() => session?.vad?.destroy(), { microphoneId: callStore.getState().micId ?? undefined });
      session = { ...opened, vad: null, unsubs: [] };
    } catch (err) {
      logger.warn('microphone unavailable', err);
      patchCall({ micProblem: micProblemOf(err), micCheck: 'idle' });
      return null;
    }
    if (this.disposed) {
      await session.audio.destroy();
      return null;
    }
    this.session = session;
    const s = session;
    // The engine's worklet hears sound on the microphone; the model (main thread, costly) runs only then, to confirm
    // it is speech. Without the model (still loading, or failed) the worklet's detection stands in, silently.
    s.unsubs.push(
      s.engine.on('visitor-speech-start', () => (s.vad ? s.vad.setActive(true) : this.onVisitorSpeech())),
      s.engine.on('visitor-speech-end', () => s.vad?.setActive(false)),
    );
    // Fetched only once the agent's audio flows, at idle priority, and not on a slow link (visitor-vad-loader.ts).
    loadVisitorVadWhenReady(s.engine, s.audio.microphone, {
      onSpeech: () => {
        this.onVisitorSpeech();
        s.vad?.setActive(false); // confirmed for this utterance: stop inferring until the next one
      },
    })
      .then(async (vad) => {
        if (this.session !== s) return vad.destroy();
        s.vad = vad;
      })
      .catch((err) => logger.info('voice-activity model unavailable; using the level detector', err));
    if (this.canvas && this.colors) this.attachCanvas(this.canvas, this.colors);
    s.engine.setScene(this.scene);
    void refreshDevices(this.call); // labels appear once the microphone is allowed
    return s;
  }

  // VoiceCall takes ownership of the session's audio: it destroys it when the call ends or fails.
  private async handOverAudio() {
    const s = await this.ensureSession();
    if (!s) throw new Error('The microphone is not available.');
    const destroy = s.audio.destroy;
    return {
      ...s.audio,
      destroy: async () => {
        for (const u of s.unsubs.splice(0)) u();
        if (this.session === s) this.session = null;
        await destroy();
      },
    };
  }

  private onVisitorSpeech(): void {
    const st = callStore.getState();
    if (st.micCheck !== 'heard') patchCall({ micCheck: 'heard' });
    if (st.silentHint) patchCall({ silentHint: false });
    this.armSilenceHint();
  }

  private armSilenceHint(): void {
    this.clearSilenceHint();
    const st = callStore.getState();
    if (st.status !== 'active' || st.muted) return;
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = null;
      if (callStore.getState().status === 'active') patchCall({ silentHint: true });
    }, SILENT_HINT_MS);
  }

  private clearSilenceHint(): void {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
  }

  private onMessage(m: AgentMessage): void {
    if (m.type === 'transcript' && m.transcriptType === 'final') addCaption({ role: m.role, text: m.transcript });
    if (m.type === 'user-interrupted') patchCall({ assistantSpeaking: false });
  }

  private onError(error: CallError): void {
    this.clearSilenceHint();
    const status = callStore.getState().status;
    // A live call whose link could not be restored ends as 'connection lost' (state-change), not 'Connection failed'.
    if ((error.kind === 'network' || error.reason === 'connection-lost') && (status === 'active' || status === 'reconnecting')) return;
    // Already back to idle: this failure was reported (a transport may report one failure twice).
    if (status === 'idle' && error.type !== 'validation-error') return;
    const wasConnecting = status === 'connecting';
    resetCall();
    if (error.type === 'call-error' || error.type === 'daily-call-join-error') this.notify({ kind: 'connection-failed', error });
    else if (wasConnecting || error.type === 'validation-error') this.notify({ kind: 'start-failed', error });
  }
}
