// Test doubles for VoiceCall's dependencies (unit tests only; lint keeps product code from importing src/testing).
import { createEventHub, Evented, type EmitArgs } from '../engine/events.ts';
import type { CallAudio, CallAudioEvent } from '../engine/call/call-audio.ts';
import type { CallTransport, TransportEvents } from '../engine/call/call-types.ts';
import type { Clock } from '../engine/call/call-clock.ts';
import type { ClientMessage } from '../protocol/messages.ts';

/** A manual clock: time moves only with advance(). */
export class ManualClock implements Clock {
  time = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private nextId = 1;
  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, fn });
    return id;
  };
  clearTimeout = (h: unknown) => void this.timers.delete(h as number);
  /** Pending timer count. */
  get pending(): number {
    return this.timers.size;
  }
  /** Moves time on, firing due timers in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].fn();
    }
    this.time = end;
  }
}

/** A minimal MediaStream-like holder of fake tracks. */
export function fakeStream(): MediaStream {
  const track = {
    kind: 'audio',
    enabled: true,
    readyState: 'live',
    stop() {
      this.readyState = 'ended';
    },
  };
  return { getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream;
}

/** Audio engine stand-in: records what the call asks of it and lets tests fire speech events. */
export class FakeCallAudio implements CallAudio {
  microphone = fakeStream();
  readonly contextState = createEventHub<{ state: 'running' | 'suspended' | 'interrupted' }>();
  resumed = 0;
  sinkId = '';
  async resume() {
    this.resumed++;
  }
  onContextState(listener: (s: 'running' | 'suspended' | 'interrupted') => void) {
    return this.contextState.on('state', listener);
  }
  replaceMicrophone(stream: MediaStream) {
    this.microphone = stream;
  }
  async setSinkId(id: string) {
    this.sinkId = id;
  }
  readonly events = createEventHub<Record<CallAudioEvent, void> & { level: number }>();
  remoteStreams: MediaStream[] = [];
  volume = -1;
  destroyed = 0;
  attachRemoteStream(stream: MediaStream) {
    this.remoteStreams.push(stream);
  }
  createPlayback(): MessagePort {
    return {} as MessagePort;
  }
  createCapture(): MessagePort {
    return {} as MessagePort;
  }
  setVolume(v: number) {
    this.volume = v;
  }
  onSpeech(type: CallAudioEvent, listener: () => void) {
    return this.events.on(type, listener);
  }
  onVolumeLevel(listener: (level: number) => void) {
    return this.events.on('level', listener);
  }
  /** What isSpeaking() answers (the engine's current state). */
  speakingNow = { assistant: false, visitor: false };
  isSpeaking(voice: 'assistant' | 'visitor') {
    return this.speakingNow[voice];
  }
  destroy() {
    this.destroyed++;
  }
}

/** A scriptable transport: each stage can be made to fail; tests fire agent events. */
export class FakeTransport extends Evented<TransportEvents> implements CallTransport {
  readonly kind = 'websocket';
  readonly calls: string[] = [];
  readonly sent: ClientMessage[] = [];
  failAt: 'create' | 'join' | 'setupRecording' | 'setupAudioProcessing' | null = null;
  muted = false;
  joined = false;
  destroyed = 0;
  /** Tests fire the transport's events (a real transport keeps emit to itself). */
  public override emit<K extends keyof TransportEvents>(type: K, ...args: EmitArgs<TransportEvents[K]>): boolean {
    return super.emit(type, ...args);
  }
  private step(name: NonNullable<FakeTransport['failAt']>) {
    this.calls.push(name);
    if (this.failAt === name) throw new Error(`${name} failed`);
  }
  async create() {
    this.step('create');
  }
  async join() {
    this.step('join');
    this.joined = true;
  }
  async setupRecording() {
    this.step('setupRecording');
  }
  async setupAudioProcessing() {
    this.step('setupAudioProcessing');
  }
  setMuted(m: boolean) {
    this.muted = m;
  }
  isMuted() {
    return this.muted;
  }
  send(m: ClientMessage) {
    this.sent.push(m);
  }
  async leave() {
    if (!this.joined) return;
    this.joined = false;
    this.emit('left');
  }
  async destroy() {
    this.destroyed++;
    this.clearListeners();
  }
}
