import { describe, expect, it } from 'vitest';
import { VoiceCall } from './voice-call.ts';
import { FakeCallAudio, FakeTransport, ManualClock } from '../../testing/call-fakes.ts';
import { START_STAGES, type StartProgress, type CallError } from './call-types.ts';
import { MISSING_TARGET_MESSAGE, type WebCall } from './web-call.ts';

const WEB_CALL: WebCall = { id: 'call-1', webCallUrl: 'ws://localhost/provider/call/call-1/transport' };

function setup(opts: { mobile?: boolean; webCallError?: Error } = {}) {
  const clock = new ManualClock();
  const audio = new FakeCallAudio();
  const transport = new FakeTransport();
  const call = new VoiceCall({
    createWebCall: async () => {
      if (opts.webCallError) throw opts.webCallError;
      return WEB_CALL;
    },
    createAudio: async () => audio,
    createTransport: () => transport,
    isMobile: () => opts.mobile ?? false,
    clock,
  });
  const log: string[] = [];
  const progress: StartProgress[] = [];
  const errors: CallError[] = [];
  call.on('call-start-progress', (p) => progress.push(p));
  call.on('error', (e) => errors.push(e));
  for (const ev of ['call-start', 'call-end', 'call-start-success', 'call-start-failed', 'speech-start', 'speech-end'] as const) {
    call.on(ev, () => log.push(ev));
  }
  call.on('message', (m) => log.push(`message:${m.type}${m.type === 'status-update' && m.status === 'ended' ? `:${m.endedReason}` : ''}`));
  return { call, clock, audio, transport, log, progress, errors };
}

describe('VoiceCall', () => {
  it('runs every start stage in order, each started then completed, then call-start-success', async () => {
    const { call, progress, log } = setup();
    await expect(call.start({ assistantId: 'local-recruiter' })).resolves.toEqual(WEB_CALL);
    const expected = START_STAGES.flatMap((stage) => [`${stage}:started`, `${stage}:completed`]);
    expect(progress.map((p) => `${p.stage}:${p.status}`)).toEqual(expected);
    expect(progress.filter((p) => p.status === 'completed').every((p) => typeof p.duration === 'number')).toBe(true);
    expect(log).toEqual(['call-start-success']);
  });

  it('returns null for a second start while the first is running or live', async () => {
    const { call } = setup();
    const first = call.start({ assistantId: 'a' });
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
    await expect(first).resolves.toEqual(WEB_CALL);
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
  });

  it('rejects a start without assistant, squad or workflow as validation-error', async () => {
    const { call, errors, log } = setup();
    await expect(call.start({})).resolves.toBeNull();
    expect(errors).toEqual([{ type: 'validation-error', stage: 'initialization', message: MISSING_TARGET_MESSAGE }]);
    expect(log).toEqual(['call-start-failed']);
    expect(call.isStarted()).toBe(false);
  });

  it.each([
    ['create', 'daily-call-object-creation', 'daily-call-object-creation-error'],
    ['join', 'daily-call-join', 'daily-call-join-error'],
    ['setupRecording', 'video-recording-setup', 'video-recording-setup-error'],
    ['setupAudioProcessing', 'audio-processing-setup', 'audio-processing-setup-error'],
  ] as const)('maps a failing %s to stage %s and %s, and cleans up', async (failAt, stage, type) => {
    const { call, transport, audio, errors, log, progress } = setup();
    transport.failAt = failAt;
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
    expect(errors).toMatchObject([{ type, stage }]);
    expect(progress.at(-1)).toMatchObject({ stage, status: 'failed' });
    expect(log).toEqual(['call-start-failed']);
    expect([transport.destroyed, audio.destroyed]).toEqual([1, 1]);
    expect(call.isStarted()).toBe(false);
  });

  it('reports a failed web-call creation as start-method-error', async () => {
    const { call, errors, audio } = setup({ webCallError: new Error('HTTP 500') });
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
    expect(errors).toMatchObject([{ type: 'start-method-error', stage: 'web-call-creation', message: 'HTTP 500' }]);
    expect(audio.destroyed).toBe(1);
  });

  it('reports a failing audio observer as audio-observer-setup-error', async () => {
    const { call, audio, errors } = setup();
    audio.onSpeech = () => {
      throw new Error('no worklet');
    };
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
    expect(errors).toMatchObject([{ type: 'audio-observer-setup-error', stage: 'audio-observer-setup' }]);
  });

  it('cleans up after a failure even with no error listener', async () => {
    const clock = new ManualClock();
    const audio = new FakeCallAudio();
    const transport = new FakeTransport();
    transport.failAt = 'join';
    const call = new VoiceCall({
      createWebCall: async () => WEB_CALL,
      createAudio: async () => audio,
      createTransport: () => transport,
      isMobile: () => false,
      clock,
    });
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
    expect([transport.destroyed, audio.destroyed]).toEqual([1, 1]);
  });

  it('waits 1000 ms on mobile before joining', async () => {
    const { call, clock, transport } = setup({ mobile: true });
    const started = call.start({ assistantId: 'a' });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(transport.calls).toEqual(['create']);
    clock.advance(999);
    await Promise.resolve();
    expect(transport.calls).toEqual(['create']);
    clock.advance(1);
    await expect(started).resolves.toEqual(WEB_CALL);
    expect(transport.calls).toContain('join');
  });

  it('leaves no timer behind when stopped during the mobile wait', async () => {
    const { call, clock, transport, audio, log } = setup({ mobile: true });
    const started = call.start({ assistantId: 'a' });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(clock.pending).toBe(1);
    await call.stop();
    await expect(started).resolves.toBeNull();
    expect(clock.pending).toBe(0);
    expect(call.pendingTimers()).toBe(0);
    expect([transport.destroyed, audio.destroyed]).toEqual([1, 1]);
    expect(log).not.toContain('call-start-failed');
  });

  it('emits call-start on listening, relays speech events and messages', async () => {
    const { call, transport, audio, log } = setup();
    await call.start({ assistantId: 'a' });
    transport.emit('listening');
    audio.events.emit('speech-start');
    audio.events.emit('speech-end');
    transport.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi' });
    expect(log.slice(1)).toEqual(['call-start', 'speech-start', 'speech-end', 'message:transcript']);
  });

  it('replays speech that began before the audio observer was set up (the agent talks as soon as the room is joined)', async () => {
    const { call, audio, transport, log } = setup();
    const originalJoin = transport.join.bind(transport);
    transport.join = async () => {
      await originalJoin();
      // The worklet decided speech-start while the join was still resolving: nobody was subscribed yet.
      audio.speakingNow.assistant = true;
      audio.events.emit('speech-start');
    };
    await call.start({ assistantId: 'a' });
    expect(log).toEqual(['speech-start', 'call-start-success']);
  });

  it('emits call-end and a customer-ended-call status on leave when no ended status came', async () => {
    const { call, transport, audio, log } = setup();
    await call.start({ assistantId: 'a' });
    await call.stop();
    expect(log.slice(1)).toEqual(['call-end', 'message:status-update:customer-ended-call']);
    expect([transport.destroyed, audio.destroyed]).toEqual([1, 1]);
    expect(call.isStarted()).toBe(false);
  });

  it('does not synthesize an ended status when the assistant already sent one', async () => {
    const { call, transport, log } = setup();
    await call.start({ assistantId: 'a' });
    transport.emit('message', { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' });
    transport.emit('left');
    await Promise.resolve();
    expect(log.slice(1)).toEqual(['message:status-update:assistant-ended-call', 'call-end']);
  });

  it('asks the assistant to end the call on end()', async () => {
    const { call, transport } = setup();
    await call.start({ assistantId: 'a' });
    await call.end();
    expect(transport.sent).toEqual([{ type: 'end-call' }]);
  });

  it('turns a fatal transport error into a call-error and cleans up without call-end', async () => {
    const { call, transport, audio, errors, log } = setup();
    await call.start({ assistantId: 'a' });
    transport.emit('fatal', { reason: 'ejected', message: 'You were removed from the call.' });
    await Promise.resolve();
    expect(errors).toEqual([{ type: 'call-error', reason: 'ejected', message: 'You were removed from the call.', kind: 'unknown' }]);
    expect(log).not.toContain('call-end');
    expect([transport.destroyed, audio.destroyed]).toEqual([1, 1]);
  });

  it('reports a fatal transport error during the start once, as the failing stage', async () => {
    const { call, transport, errors } = setup();
    transport.join = async () => {
      transport.emit('fatal', { reason: 'no-room', message: 'The call room does not exist.' });
      throw new Error('join failed: no-room');
    };
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
    expect(errors).toMatchObject([{ type: 'daily-call-join-error', stage: 'daily-call-join' }]);
    expect(transport.destroyed).toBe(1);
  });

  it('stops relaying speech events once the call has ended', async () => {
    const { call, audio, log } = setup();
    await call.start({ assistantId: 'a' });
    await call.stop();
    audio.events.emit('speech-end');
    expect(log).not.toContain('speech-end');
  });

  it('sends say with its options, and mutes through the transport', async () => {
    const { call, transport } = setup();
    call.setMuted(true);
    await call.start({ assistantId: 'a' });
    expect(transport.muted).toBe(true);
    call.setMuted(false);
    expect(call.isMuted()).toBe(false);
    call.say('Bye', true, false, true);
    expect(transport.sent).toEqual([
      { type: 'say', message: 'Bye', endCallAfterSpoken: true, interruptionsEnabled: false, interruptAssistantEnabled: true },
    ]);
  });

  it('applies the volume to the audio engine, clamped to 0..100', async () => {
    const { call, audio } = setup();
    call.setVolume(150);
    await call.start({ assistantId: 'a' });
    expect(audio.volume).toBe(100);
    call.setVolume(35);
    expect(audio.volume).toBe(35);
  });

  it('starts again after a call has ended', async () => {
    const { call } = setup();
    await call.start({ assistantId: 'a' });
    await call.stop();
    await expect(call.start({ assistantId: 'a' })).resolves.toEqual(WEB_CALL);
  });
});
