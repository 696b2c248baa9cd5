import { Emitter } from './emitter.ts';
import { TimerSet, systemClock, detectMobile, MOBILE_WAIT_MS, type Clock } from './call-clock.ts';
import { START_STAGES, type CallErrorType, type CallTransport, type StartStage, type Unsubscribe, type VoiceCallEvents } from './call-types.ts';
import type { CallAudio } from './call-audio.ts';
import type { ClientMessage, SayMessage } from './messages.ts';
import { validateWebCallRequest, type WebCall, type WebCallRequest } from './web-call.ts';
import { logger } from '../../lib/logger.ts';

/** What VoiceCall needs from the outside; every piece is injectable for tests. */
export type VoiceCallDeps = {
  createWebCall(body: WebCallRequest): Promise<WebCall>;
  /** Creates the audio engine with the visitor's microphone attached (or hands over a warmed-up one). */
  createAudio(): Promise<CallAudio>;
  createTransport(webCall: WebCall, audio: CallAudio): CallTransport | Promise<CallTransport>;
  isMobile?: () => boolean;
  clock?: Clock;
};

// Error type when a stage fails (SPEC §8); stages without their own type fail as start-method-error.
const STAGE_ERROR: Partial<Record<StartStage, CallErrorType>> = {
  'daily-call-object-creation': 'daily-call-object-creation-error',
  'daily-call-join': 'daily-call-join-error',
  'video-recording-setup': 'video-recording-setup-error',
  'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
};

class StageError extends Error {
  constructor(readonly stage: StartStage, readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** A voice call with the assistant (no React): the start flow, events, guard and cleanup of SPEC §4. */
export class VoiceCall extends Emitter<VoiceCallEvents> {
  private started = false;
  private live = false;
  private aborted = false;
  private generation = 0;
  private endedStatusSeen = false;
  private muted = false;
  private volume = 80;
  private transport: CallTransport | null = null;
  private audio: CallAudio | null = null;
  private subs: Unsubscribe[] = [];
  private readonly clock: Clock;
  private readonly timers: TimerSet;

  constructor(private deps: VoiceCallDeps) {
    super();
    this.clock = deps.clock ?? systemClock;
    this.timers = new TimerSet(this.clock);
  }

  /** Starts a call; resolves the web call, or null when already started or when any stage fails. */
  async start(request: WebCallRequest): Promise<WebCall | null> {
    if (this.started) return null;
    const t0 = this.clock.now();
    const invalid = validateWebCallRequest(request);
    if (invalid) {
      this.emit('call-start-failed', { stage: 'initialization', totalDuration: 0, error: invalid });
      this.emit('error', { type: 'validation-error', stage: 'initialization', message: invalid });
      return null;
    }
    this.started = true;
    this.aborted = false;
    const gen = ++this.generation;
    this.endedStatusSeen = false;
    const durations: Partial<Record<StartStage, number>> = {};
    let ok = false;
    try {
      let webCall: WebCall | null = null;
      for (const stage of START_STAGES) {
        const s0 = this.clock.now();
        this.emit('call-start-progress', { stage, status: 'started', timestamp: Date.now() });
        try {
          const r = await this.runStage(stage, request, webCall);
          if (stage === 'web-call-creation') webCall = r as WebCall;
          if (this.aborted || gen !== this.generation) throw new Error('The call was ended while starting.');
        } catch (err) {
          durations[stage] = this.clock.now() - s0;
          this.emit('call-start-progress', { stage, status: 'failed', duration: durations[stage], timestamp: Date.now() });
          throw new StageError(stage, err);
        }
        durations[stage] = this.clock.now() - s0;
        this.emit('call-start-progress', { stage, status: 'completed', duration: durations[stage], timestamp: Date.now() });
      }
      ok = true;
      this.live = true;
      this.emit('call-start-success', { totalDuration: this.clock.now() - t0, callId: webCall!.id, stages: durations });
      return webCall;
    } catch (err) {
      const stage = err instanceof StageError ? err.stage : 'initialization';
      const message = err instanceof Error ? err.message : String(err);
      if (!this.aborted && gen === this.generation) {
        this.emit('call-start-failed', { stage, totalDuration: this.clock.now() - t0, error: message });
        this.emit('error', { type: STAGE_ERROR[stage] ?? 'start-method-error', stage, message, error: err instanceof StageError ? err.cause : err });
      }
      return null;
    } finally {
      if (!ok && gen === this.generation) await this.cleanup();
    }
  }

  private async runStage(stage: StartStage, request: WebCallRequest, webCall: WebCall | null): Promise<unknown> {
    switch (stage) {
      case 'initialization':
        this.audio = await this.deps.createAudio();
        this.audio.setVolume(this.volume);
        return;
      case 'web-call-creation':
        return this.deps.createWebCall(request);
      case 'daily-call-object-creation':
        this.transport = await this.deps.createTransport(webCall!, this.audio!);
        this.watchTransport(this.transport);
        await this.transport.create();
        this.transport.setMuted(this.muted);
        return;
      case 'mobile-permissions':
        if ((this.deps.isMobile ?? detectMobile)()) await this.timers.sleep(MOBILE_WAIT_MS);
        return;
      case 'daily-call-join':
        return this.requireTransport().join();
      case 'video-recording-setup':
        return this.requireTransport().setupRecording();
      case 'audio-observer-setup':
        return this.watchAudio(this.audio!);
      case 'audio-processing-setup':
        return this.requireTransport().setupAudioProcessing();
    }
  }

  private requireTransport(): CallTransport {
    if (!this.transport) throw new Error('The call was cleaned up while starting.');
    return this.transport;
  }

  private watchTransport(t: CallTransport): void {
    this.subs.push(
      t.on('listening', () => this.emit('call-start')),
      t.on('message', (m) => {
        if (m.type === 'status-update' && m.status === 'ended') this.endedStatusSeen = true;
        this.emit('message', m);
      }),
      t.on('left', () => void this.onLeft()),
      t.on('fatal', ({ reason, message }) => {
        // While starting, the stage that fails (e.g. the join) reports it: one error per failure.
        if (this.live) this.emit('error', { type: 'call-error', reason, message });
        void this.cleanup();
      }),
    );
  }

  private watchAudio(a: CallAudio): void {
    for (const type of ['speech-start', 'speech-end', 'visitor-speech-start', 'visitor-speech-end'] as const) {
      this.subs.push(a.onSpeech(type, () => this.emit(type)));
    }
    this.subs.push(a.onVolumeLevel((level) => this.emit('volume-level', level)));
    // The agent may start talking as soon as the room is joined, before this stage subscribes: replay the state.
    if (a.isSpeaking('assistant')) this.emit('speech-start');
    if (a.isSpeaking('visitor')) this.emit('visitor-speech-start');
  }

  private async onLeft(): Promise<void> {
    // Left before the start flow finished: the failing stage reports it, not call-end.
    if (!this.started || !this.live) return void this.cleanup();
    const synthesize = !this.endedStatusSeen;
    this.endedStatusSeen = true;
    this.emit('call-end');
    if (synthesize) this.emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
    await this.cleanup();
  }

  /** Ends the call for everyone: asks the assistant to hang up, then leaves. */
  async end(): Promise<void> {
    try {
      this.transport?.send({ type: 'end-call' });
    } catch (err) {
      logger.warn('end-call message not sent', err);
    }
    await this.stop();
  }

  /** Leaves the call (or abandons a start in progress) and cleans up. */
  async stop(): Promise<void> {
    if (!this.started) return;
    const t = this.transport;
    if (!t) {
      this.aborted = true;
      return;
    }
    try {
      await t.leave();
    } catch (err) {
      logger.warn('leave failed', err);
    }
    // A transport that never joined emits no `left`: abandon the start instead.
    if (this.started) {
      this.aborted = true;
      await this.cleanup();
    }
  }

  /** Mutes or unmutes the visitor's microphone. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    this.transport?.setMuted(muted);
  }

  /** Whether the visitor's microphone is muted. */
  isMuted(): boolean {
    return this.transport?.isMuted() ?? this.muted;
  }

  /** Playback volume 0–100 (SPEC §9 default 80); analysis stays before the gain. */
  setVolume(volume: number): void {
    this.volume = Math.max(0, Math.min(100, volume));
    this.audio?.setVolume(this.volume);
  }

  /** Makes the assistant say a line (SPEC §7 'say'). */
  say(message: string, endCallAfterSpoken?: boolean, interruptionsEnabled?: boolean, interruptAssistantEnabled?: boolean): void {
    const msg: SayMessage = { type: 'say', message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled };
    this.send(msg);
  }

  /** Sends a client message to the assistant. */
  send(message: ClientMessage): void {
    this.transport?.send(message);
  }

  /** Whether a call is starting or running. */
  isStarted(): boolean {
    return this.started;
  }

  /** Number of timers VoiceCall still holds (0 once a call has ended). */
  pendingTimers(): number {
    return this.timers.size;
  }

  private async cleanup(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.live = false;
    this.timers.clear();
    for (const unsub of this.subs.splice(0)) unsub();
    const t = this.transport;
    const a = this.audio;
    this.transport = null;
    this.audio = null;
    try {
      await t?.destroy();
    } catch (err) {
      logger.warn('transport destroy failed', err);
    }
    try {
      await a?.destroy();
    } catch (err) {
      logger.warn('audio destroy failed', err);
    }
  }
}
