import { CallControls } from './call-controls.ts';
import { TimerSet, systemClock, detectMobile, MOBILE_WAIT_MS, type Clock } from './call-clock.ts';
import { START_STAGES, type CallError, type CallTransport, type DeviceList, type StartStage, type VoiceCallEvents } from './call-types.ts';
import { CallStateMachine, type CallEndReason, type CallState } from './call-state.ts';
import { StageError, classifyError, endReasonOf, fatalReasonOf, stageErrorType, startFailureReason } from './call-errors.ts';
import { CallSession } from './call-session.ts';
import { MicrophoneGuard, listDevices, type MediaDevicesLike } from './call-devices.ts';
import { MAX_RECONNECT_MS, type VoiceCallDeps } from './voice-call-deps.ts';
import { NetworkMonitor, browserOnlineSource } from './network-monitor.ts';
import { WakeLockHolder } from './wake-lock.ts';
import type { CallAudio } from './call-audio.ts';
import { validateWebCallRequest, type WebCall, type WebCallRequest } from './web-call.ts';
import { logger } from '../../lib/logger.ts';

export { MAX_RECONNECT_MS, type VoiceCallDeps };

/** A voice call with the assistant (no React): the start flow and events of docs/product.md §4 on an explicit state machine. */
export class VoiceCall extends CallControls {
  private microphoneId: string | undefined;
  private lastRequest: WebCallRequest | null = null;
  private ending: { reason: CallEndReason; error?: CallError } | null = null;
  private readonly clock: Clock;
  private readonly timers: TimerSet;
  private readonly machine: CallStateMachine<CallError>;
  private readonly network: NetworkMonitor;
  private readonly wakeLock: WakeLockHolder;
  private readonly md: MediaDevicesLike | null;

  constructor(private deps: VoiceCallDeps) {
    super();
    this.clock = deps.clock ?? systemClock;
    this.timers = new TimerSet(this.clock);
    this.machine = new CallStateMachine(this.clock, (change) => this.emit('state-change', change));
    this.network = new NetworkMonitor(deps.online === undefined ? browserOnlineSource() : deps.online, (q) =>
      this.emit('network-quality', q),
    );
    this.wakeLock = new WakeLockHolder(deps.requestWakeLock);
    this.md = deps.mediaDevices === undefined ? (globalThis.navigator?.mediaDevices ?? null) : deps.mediaDevices;
  }

  /** The call's state: idle → connecting → connected ⇄ reconnecting → ended. */
  get state(): CallState {
    return this.machine.state;
  }

  /** Why the last call ended (null before any ending). */
  get endReason(): CallEndReason | null {
    return this.ending?.reason ?? null;
  }

  /** Starts a call; resolves the web call, or null when already started or when any stage fails. */
  async start(request: WebCallRequest): Promise<WebCall | null> {
    if (this.isStarted()) return null;
    this.deps.unlockAudio?.();
    const t0 = this.clock.now();
    const invalid = validateWebCallRequest(request);
    if (invalid) {
      this.emit('call-start-failed', { stage: 'initialization', totalDuration: 0, error: invalid });
      this.emit('error', { type: 'validation-error', stage: 'initialization', message: invalid });
      return null;
    }
    this.lastRequest = request;
    const s = (this.session = new CallSession());
    this.ending = null;
    this.network.reset();
    this.machine.to('connecting');
    const durations: Partial<Record<StartStage, number>> = {};
    try {
      let webCall: WebCall | null = null;
      for (const stage of START_STAGES) {
        const s0 = this.clock.now();
        this.emit('call-start-progress', { stage, status: 'started', timestamp: Date.now() });
        try {
          const r = await this.runStage(s, stage, request, webCall);
          if (stage === 'web-call-creation') webCall = s.webCall = r as WebCall;
          if (s.aborted) throw new Error('The call was ended while starting.');
        } catch (err) {
          durations[stage] = this.clock.now() - s0;
          this.emit('call-start-progress', { stage, status: 'failed', duration: durations[stage], timestamp: Date.now() });
          throw new StageError(stage, err);
        }
        durations[stage] = this.clock.now() - s0;
        this.emit('call-start-progress', { stage, status: 'completed', duration: durations[stage], timestamp: Date.now() });
      }
      this.machine.to('connected');
      this.wakeLock.hold();
      this.emit('call-start-success', { totalDuration: this.clock.now() - t0, callId: webCall!.id, stages: durations });
      return webCall;
    } catch (err) {
      if (s.aborted) {
        await s.destroy(); // frees what a stage was still awaiting when the visitor stopped
        return null;
      }
      const stage = err instanceof StageError ? err.stage : 'initialization';
      const cause = err instanceof StageError ? err.cause : err;
      const message = err instanceof Error ? err.message : String(err);
      const error: CallError = { type: stageErrorType(stage), stage, message, error: cause, ...classifyError(cause) };
      this.emit('call-start-failed', { stage, totalDuration: this.clock.now() - t0, error: message });
      this.emit('error', error);
      await this.finish(s, startFailureReason(error.kind!), error);
      return null;
    }
  }

  /** Starts again with the last request ('Call again'); null when there was none or a call is running. */
  startAgain(): Promise<WebCall | null> {
    return this.lastRequest ? this.start(this.lastRequest) : Promise.resolve(null);
  }

  private async runStage(s: CallSession, stage: StartStage, request: WebCallRequest, webCall: WebCall | null): Promise<unknown> {
    switch (stage) {
      case 'initialization':
        s.audio = await this.deps.createAudio(this.microphoneId ? { microphoneId: this.microphoneId } : undefined);
        s.audio.setVolume(this.volume);
        return;
      case 'web-call-creation':
        return this.deps.createWebCall(request);
      case 'daily-call-object-creation':
        s.transport = await this.deps.createTransport(webCall!, s.audio!);
        this.watchTransport(s, s.transport);
        await s.transport.create();
        s.transport.setMuted(this.muted);
        return;
      case 'mobile-permissions':
        if ((this.deps.isMobile ?? detectMobile)()) await this.timers.sleep(MOBILE_WAIT_MS);
        return;
      case 'daily-call-join':
        return s.requireTransport().join();
      case 'video-recording-setup':
        return s.requireTransport().setupRecording();
      case 'audio-observer-setup':
        return this.watchAudio(s, s.audio!);
      case 'audio-processing-setup':
        return s.requireTransport().setupAudioProcessing();
    }
  }

  private watchTransport(s: CallSession, t: CallTransport): void {
    s.subs.push(
      t.on('listening', () => this.emit('call-start')),
      t.on('message', (m) => {
        if (m.type === 'status-update' && m.status === 'ended') s.endedStatus = m.endedReason;
        this.emit('message', m);
      }),
      t.on('left', () => void this.onLeft(s)),
      t.on('fatal', ({ reason, message }) => {
        // While starting, the stage that fails (e.g. the join) reports it: one error per failure.
        if (this.session !== s || this.state === 'connecting') return void s.destroy();
        const error: CallError = {
          type: 'call-error',
          reason,
          message,
          kind: fatalReasonOf(reason) === 'connection-lost' ? 'network' : 'unknown',
        };
        this.emit('error', error);
        void this.finish(s, fatalReasonOf(reason), error);
      }),
      t.on('interrupted', () => {
        if (this.session !== s || !this.machine.to('reconnecting')) return;
        this.machine.timer(this.deps.maxReconnectMs ?? MAX_RECONNECT_MS, () => {
          const error: CallError = {
            type: 'call-error',
            reason: 'connection-lost',
            message: 'The connection could not be restored.',
            kind: 'network',
          };
          this.emit('error', error);
          void this.finish(s, 'connection-lost', error);
        });
      }),
      t.on('resumed', () => {
        if (this.session === s) this.machine.to('connected');
      }),
      t.on('reconnect-attempt', (a) => this.emit('reconnect-attempt', a)),
      t.on('quality', (q) => this.network.report(q)),
    );
  }

  private watchAudio(s: CallSession, a: CallAudio): void {
    for (const type of ['speech-start', 'speech-end', 'visitor-speech-start', 'visitor-speech-end'] as const) {
      s.subs.push(a.onSpeech(type, () => this.emit(type)));
    }
    // Levels cost the main thread a message every 100 ms: forwarded (and measured) only while someone listens.
    s.subs.push(this.whileListened('volume-level', () => a.onVolumeLevel((level) => this.emit('volume-level', level))));
    if (a.onContextState) {
      s.subs.push(a.onContextState((st) => (st === 'running' ? this.emit('audio-resumed') : this.emit('audio-suspended', { state: st }))));
    }
    if (this.md) {
      const guard = new MicrophoneGuard(
        this.md,
        a,
        (e) => this.onMicrophone(e),
        (list) => this.emit('devices-changed', list),
      );
      s.guard = guard;
      s.subs.push(() => guard.destroy());
    }
    // The agent may start talking as soon as the room is joined, before this stage subscribes: replay the state.
    if (a.isSpeaking('assistant')) this.emit('speech-start');
    if (a.isSpeaking('visitor')) this.emit('visitor-speech-start');
  }

  private onMicrophone(e: VoiceCallEvents['microphone']): void {
    if (e.status === 'switched') this.session?.transport?.setMuted(this.muted);
    this.emit('microphone', e);
  }

  private async onLeft(s: CallSession): Promise<void> {
    if (this.session !== s) return;
    // Left before the start flow finished: the failing stage reports it, not call-end.
    if (this.state === 'connecting') return void s.destroy();
    await this.finish(s, endReasonOf(s.endedStatus ?? undefined), undefined, true);
  }

  /** Ends the call for everyone: asks the assistant to hang up, then leaves. */
  async end(): Promise<void> {
    try {
      this.session?.transport?.send({ type: 'end-call' });
    } catch (err) {
      logger.warn('end-call message not sent', err);
    }
    await this.stop();
  }

  /** Leaves the call (or abandons a start in progress) and cleans up. */
  async stop(): Promise<void> {
    const s = this.session;
    if (!s || !this.isStarted()) return;
    if (this.state === 'connecting') {
      s.aborted = true;
      return this.finish(s, 'customer-ended');
    }
    try {
      await s.transport?.leave();
    } catch (err) {
      logger.warn('leave failed', err);
    }
    // A transport that emitted no `left` (e.g. while reconnecting) is ended here.
    await this.finish(s, 'customer-ended', undefined, true);
  }

  // The one way a call ends: state → ended with its reason, call-end + status when it was live (docs/product.md §4), cleanup.
  private async finish(s: CallSession, reason: CallEndReason, error?: CallError, live = false): Promise<void> {
    if (this.session !== s || this.state === 'ended' || this.state === 'idle') return s.destroy();
    if (live && this.state !== 'connecting') {
      const synthesize = s.endedStatus === null;
      s.endedStatus ??= 'customer-ended-call';
      this.emit('call-end');
      if (synthesize) this.emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
    }
    this.ending = { reason, error };
    this.timers.clear();
    this.machine.to('ended', { reason, error });
    await Promise.all([this.wakeLock.release(), s.destroy()]);
  }

  /** Microphones and speakers for the pickers. */
  listDevices(): Promise<DeviceList> {
    if (!this.md) return Promise.resolve({ microphones: [], speakers: [], canChooseSpeaker: false });
    return listDevices(this.md);
  }

  /** Chooses the microphone: used by the next start, and switched to now during a call. */
  async setMicrophone(deviceId: string): Promise<void> {
    this.microphoneId = deviceId;
    const guard = this.session?.guard;
    if (guard && this.isStarted()) await guard.switchTo(deviceId);
  }

  /** Routes the agent's voice to a speaker (where setSinkId exists). */
  async setSpeaker(deviceId: string): Promise<void> {
    await this.session?.audio?.setSinkId?.(deviceId);
  }

  /** Resumes suspended call audio (call from the 'Tap to resume audio' click). */
  async resumeAudio(): Promise<void> {
    await this.session?.audio?.resume?.();
  }

  /** Whether a call is starting, running or reconnecting. */
  isStarted(): boolean {
    return this.state === 'connecting' || this.state === 'connected' || this.state === 'reconnecting';
  }

  /** Number of timers VoiceCall still holds (0 once a call has ended). */
  pendingTimers(): number {
    return this.timers.size + this.machine.pendingTimers;
  }

  /** Ends any call and stops listening to the browser (the page is going away). */
  async destroy(): Promise<void> {
    await this.stop();
    this.network.destroy();
    this.clearListeners();
  }
}
