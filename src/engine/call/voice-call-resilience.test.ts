import { describe, expect, it } from 'vitest';
import { VoiceCall } from './voice-call.ts';
import { FakeCallAudio, FakeTransport, ManualClock } from '../../testing/call-fakes.ts';
import { FakeMediaDevices, FakeTrack, fakeTrackStream } from '../../testing/device-fakes.ts';
import { NO_MIC_MESSAGE, MIC_BLOCKED_MESSAGE } from './call-devices.ts';
import type { MicrophoneEvent, NetworkQuality, StateChange } from './call-types.ts';
import type { WebCall } from './web-call.ts';

const WEB_CALL: WebCall = { id: 'call-1', webCallUrl: 'ws://localhost/provider/call/call-1/transport' };
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

function setup(opts: { devices?: FakeMediaDevices; online?: EventTarget & { on: boolean } } = {}) {
  const clock = new ManualClock();
  const audio = new FakeCallAudio();
  const md = opts.devices ?? null;
  if (md) audio.microphone = fakeTrackStream(new FakeTrack('usb', 'USB mic'));
  let transport = new FakeTransport();
  const locks: string[] = [];
  const unlocked: number[] = [];
  const call = new VoiceCall({
    createWebCall: async () => WEB_CALL,
    createAudio: async () => audio,
    createTransport: () => (transport = transport.destroyed ? new FakeTransport() : transport),
    isMobile: () => false,
    clock,
    mediaDevices: md,
    online: opts.online ? { target: opts.online, isOnline: () => opts.online!.on } : null,
    requestWakeLock: () => {
      locks.push('held');
      return Promise.resolve({ release: async () => void locks.push('released') });
    },
    unlockAudio: () => unlocked.push(clock.now()),
    maxReconnectMs: 30_000,
  });
  const changes: StateChange[] = [];
  const mic: MicrophoneEvent[] = [];
  const quality: NetworkQuality[] = [];
  const log: string[] = [];
  call.on('state-change', (c) => changes.push(c));
  call.on('microphone', (e) => mic.push(e));
  call.on('network-quality', (q) => quality.push(q));
  call.on('call-end', () => log.push('call-end'));
  call.on('error', (e) => log.push(`error:${e.type}:${e.kind}`));
  call.on('audio-suspended', (s) => log.push(`suspended:${s.state}`));
  call.on('audio-resumed', () => log.push('resumed'));
  return { call, clock, audio, transport: () => transport, changes, mic, quality, log, locks, unlocked };
}

const path = (changes: StateChange[]) => changes.map((c) => (c.reason ? `${c.state}:${c.reason}` : c.state));

describe('VoiceCall states and endings', () => {
  it('goes connecting → connected → reconnecting → connected → ended (customer-ended) and holds a wake lock meanwhile', async () => {
    const { call, transport, changes, locks, log } = setup();
    await call.start({ assistantId: 'a' });
    expect(call.state).toBe('connected');
    transport().emit('interrupted', { reason: 'closed (1006)' });
    expect(call.state).toBe('reconnecting');
    transport().emit('resumed');
    await call.stop();
    expect(path(changes)).toEqual(['connecting', 'connected', 'reconnecting', 'connected', 'ended:customer-ended']);
    expect(call.endReason).toBe('customer-ended');
    expect(log).toEqual(['call-end']);
    expect(locks).toEqual(['held', 'released']);
  });

  it('unlocks audio synchronously inside start() (the Start gesture), before any await', () => {
    const { call, unlocked } = setup();
    void call.start({ assistantId: 'a' });
    expect(unlocked).toEqual([0]);
  });

  it('ends as connection-lost when reconnecting outlasts the budget, leaving no timer', async () => {
    const { call, clock, transport, changes, log, audio } = setup();
    await call.start({ assistantId: 'a' });
    transport().emit('interrupted', { reason: 'stale' });
    clock.advance(29_999);
    expect(call.state).toBe('reconnecting');
    clock.advance(1);
    await flush();
    expect(path(changes).at(-1)).toBe('ended:connection-lost');
    expect(changes.at(-1)?.previous).toBe('reconnecting');
    expect(log).toEqual(['error:call-error:network']);
    expect([transport().destroyed, audio.destroyed]).toEqual([1, 1]);
    expect(call.pendingTimers()).toBe(0);
    expect(clock.pending).toBe(0);
  });

  it.each([
    ['stop()', async (c: VoiceCall) => c.stop(), 'customer-ended'],
    [
      'a fatal refusal',
      async (_c: VoiceCall, t: FakeTransport): Promise<void> => void t.emit('fatal', { reason: 'connection-error', message: 'x (4410)' }),
      'connection-lost',
    ],
    ['the agent leaving', async (_c: VoiceCall, t: FakeTransport): Promise<void> => void t.emit('left'), 'customer-ended'],
  ] as const)('clears the reconnect timer when %s ends a reconnecting call', async (_name, endIt, reason) => {
    const { call, clock, transport, changes } = setup();
    await call.start({ assistantId: 'a' });
    transport().emit('interrupted', { reason: 'stale' });
    await endIt(call, transport());
    await flush();
    expect(path(changes).at(-1)).toBe(`ended:${reason}`);
    expect(call.pendingTimers()).toBe(0);
    expect(clock.pending).toBe(0);
    clock.advance(60_000);
    expect(changes.filter((c) => c.state === 'ended')).toHaveLength(1);
  });

  it.each([
    ['assistant-ended-call', 'assistant-ended'],
    ['silence-timed-out', 'silence-timed-out'],
    ['connection-lost', 'connection-lost'],
    ['server-shutdown', 'server-shutdown'],
  ] as const)('types the agent ending %s as %s', async (endedReason, reason) => {
    const { call, transport, changes } = setup();
    await call.start({ assistantId: 'a' });
    transport().emit('message', { type: 'status-update', status: 'ended', endedReason });
    transport().emit('left');
    await flush();
    expect(changes.at(-1)).toMatchObject({ state: 'ended', reason });
  });

  it.each([
    ['NotAllowedError', 'permission-denied', 'permission-denied'],
    ['NotFoundError', 'device-not-found', 'start-failed'],
    ['NotReadableError', 'device-in-use', 'start-failed'],
    ['OverconstrainedError', 'overconstrained', 'start-failed'],
  ])('types a microphone %s at start as %s and ends as %s', async (name, kind, reason) => {
    const { call, changes } = setup();
    const errors: unknown[] = [];
    call.on('error', (e) => errors.push(e));
    (call as unknown as { deps: { createAudio: () => Promise<never> } }).deps.createAudio = () =>
      Promise.reject(Object.assign(new Error('mic'), { name }));
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
    expect(errors).toMatchObject([{ type: 'start-method-error', stage: 'initialization', kind }]);
    expect(changes.at(-1)).toMatchObject({ state: 'ended', previous: 'connecting', reason });
  });

  it('types a provider refusal with its status', async () => {
    const { call, changes } = setup();
    const errors: unknown[] = [];
    call.on('error', (e) => errors.push(e));
    const refusal = Object.assign(new Error('call.createWeb failed (429)'), { name: 'ProviderRequestError', status: 429 });
    (call as unknown as { deps: { createWebCall: () => Promise<never> } }).deps.createWebCall = () => Promise.reject(refusal);
    await call.start({ assistantId: 'a' });
    expect(errors).toMatchObject([{ kind: 'provider-rejected', status: 429 }]);
    expect(changes.at(-1)).toMatchObject({ reason: 'provider-error' });
  });

  it('starts again with the same request (Call again) after a lost connection', async () => {
    const { call, transport, changes } = setup();
    const requests: unknown[] = [];
    const deps = (call as unknown as { deps: { createWebCall: (b: unknown) => Promise<WebCall> } }).deps;
    deps.createWebCall = async (b) => (requests.push(b), WEB_CALL);
    await call.start({ assistantId: 'a', assistantOverrides: { variableValues: { name: 'Ada' } } });
    transport().emit('fatal', { reason: 'connection-error', message: 'lost' });
    await flush();
    await expect(call.startAgain()).resolves.toEqual(WEB_CALL);
    expect(requests).toEqual([requests[0], requests[0]]);
    expect(path(changes).slice(-2)).toEqual(['connecting', 'connected']);
  });
});

describe('VoiceCall audio context, network', () => {
  it('relays a suspended/interrupted context and resumes it on request', async () => {
    const { call, audio, log } = setup();
    await call.start({ assistantId: 'a' });
    audio.contextState.emit('state', 'interrupted');
    await call.resumeAudio();
    audio.contextState.emit('state', 'running');
    expect(log).toEqual(['suspended:interrupted', 'resumed']);
    expect(audio.resumed).toBe(1);
  });

  it('reports offline at once and merges the transport quality when back online', async () => {
    const online = Object.assign(new EventTarget(), { on: true });
    const { call, transport, quality } = setup({ online });
    await call.start({ assistantId: 'a' });
    transport().emit('quality', { quality: 'good', online: true, rttMs: 20, loss: 0, source: 'websocket' });
    online.on = false;
    online.dispatchEvent(new Event('offline'));
    online.on = true;
    online.dispatchEvent(new Event('online'));
    transport().emit('quality', { quality: 'poor', online: true, rttMs: 600, loss: 0, source: 'websocket' });
    expect(quality.map((q) => `${q.quality}:${q.online}`)).toEqual(['good:true', 'lost:false', 'good:true', 'poor:true']);
  });
});

describe('VoiceCall microphones (fake devices)', () => {
  it('names a lost microphone at once and moves the call to another one, keeping it muted', async () => {
    const devices = new FakeMediaDevices([
      ['usb', 'USB mic'],
      ['builtin', 'Built-in mic'],
    ]);
    const { call, audio, mic, transport } = setup({ devices });
    await call.start({ assistantId: 'a' });
    call.setMuted(true);
    devices.devices.delete('usb');
    (audio.microphone.getAudioTracks()[0] as unknown as FakeTrack).unplug();
    expect(mic).toEqual([{ status: 'lost', label: 'USB mic' }]);
    await flush();
    expect(mic[1]).toEqual({ status: 'switched', device: { deviceId: 'builtin', label: 'Built-in mic', kind: 'audioinput' } });
    expect(audio.microphone.getAudioTracks()[0].label).toBe('Built-in mic');
    expect(transport().muted).toBe(true);
    expect(call.state).toBe('connected');
  });

  it('with none left says what to do, keeps the call, and picks up a hot-plugged microphone', async () => {
    const devices = new FakeMediaDevices([['usb', 'USB mic']]);
    const { call, audio, mic } = setup({ devices });
    const lists: unknown[] = [];
    call.on('devices-changed', (l) => lists.push(l));
    await call.start({ assistantId: 'a' });
    devices.devices.delete('usb');
    (audio.microphone.getAudioTracks()[0] as unknown as FakeTrack).unplug();
    await flush();
    expect(mic.map((m) => m.status)).toEqual(['lost', 'none-left']);
    expect(mic[1]).toMatchObject({ message: NO_MIC_MESSAGE });
    expect(call.state).toBe('connected');
    devices.plug('headset', 'Headset');
    await flush();
    expect(mic[2]).toMatchObject({ status: 'switched', device: { deviceId: 'headset' } });
    expect(lists).toHaveLength(1);
  });

  it('says the microphone is blocked when the browser refuses every device', async () => {
    const devices = new FakeMediaDevices([['usb', 'USB mic']]);
    const { call, audio, mic } = setup({ devices });
    await call.start({ assistantId: 'a' });
    devices.blocked = true;
    (audio.microphone.getAudioTracks()[0] as unknown as FakeTrack).unplug();
    await flush();
    expect(mic.at(-1)).toEqual({ status: 'none-left', message: MIC_BLOCKED_MESSAGE });
  });

  it('lists devices, switches on request during a call, and uses the choice for the next start', async () => {
    const devices = new FakeMediaDevices([
      ['usb', 'USB mic'],
      ['builtin', 'Built-in mic'],
    ]);
    const { call, audio, mic } = setup({ devices });
    const seen: unknown[] = [];
    (call as unknown as { deps: { createAudio: (o?: unknown) => Promise<FakeCallAudio> } }).deps.createAudio = async (o) => (
      seen.push(o),
      audio
    );
    expect((await call.listDevices()).microphones.map((m) => m.deviceId)).toEqual(['usb', 'builtin']);
    await call.start({ assistantId: 'a' });
    await call.setMicrophone('builtin');
    expect(mic).toEqual([{ status: 'switched', device: { deviceId: 'builtin', label: 'Built-in mic', kind: 'audioinput' } }]);
    await call.stop();
    await call.start({ assistantId: 'a' });
    expect(seen).toEqual([undefined, { microphoneId: 'builtin' }]);
    await call.setSpeaker('speaker-2');
    expect(audio.sinkId).toBe('speaker-2');
  });
});
