import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DailyTransport, RECORDING_OPTIONS } from './daily.ts';
import { FakeDailyCall } from '../../../testing/fake-daily-call.ts';
import { VoiceCall } from '../voice-call.ts';
import { FakeCallAudio, ManualClock } from '../../../testing/call-fakes.ts';
import type { CallError } from '../call-types.ts';
import type { WebCall } from '../web-call.ts';

// Node has no MediaStream; the transport wraps Daily's remote track in one for the audio engine.
class FakeMediaStream {
  constructor(readonly tracks: unknown[]) {}
}
const original = globalThis.MediaStream;
beforeAll(() => void ((globalThis as { MediaStream: unknown }).MediaStream = FakeMediaStream));
afterAll(() => void ((globalThis as { MediaStream: unknown }).MediaStream = original));

const ROOM: WebCall = { id: 'c1', webCallUrl: 'https://vapi.daily.co/room-1' };

function setup(webCall: WebCall = ROOM, prepare?: (fake: FakeDailyCall) => void) {
  const fake = new FakeDailyCall();
  prepare?.(fake);
  const audio = new FakeCallAudio();
  const factoryOptions: unknown[] = [];
  const call = new VoiceCall({
    createWebCall: async () => webCall,
    createAudio: async () => audio,
    createTransport: (wc, a) =>
      new DailyTransport(wc, a, (o) => {
        factoryOptions.push(o);
        return fake;
      }),
    isMobile: () => false,
    clock: new ManualClock(),
  });
  const errors: CallError[] = [];
  const log: string[] = [];
  call.on('error', (e) => errors.push(e));
  call.on('call-start', () => log.push('call-start'));
  call.on('call-end', () => log.push('call-end'));
  call.on('message', (m) => log.push(`message:${m.type}`));
  return { call, fake, audio, errors, log, factoryOptions };
}

describe('DailyTransport', () => {
  it('creates an audio-only call object with the visitor microphone and joins the room url', async () => {
    const { call, fake, audio, factoryOptions } = setup();
    await call.start({ assistantId: 'a' });
    expect(factoryOptions).toEqual([
      { audioSource: audio.microphone.getAudioTracks()[0], videoSource: false, subscribeToTracksAutomatically: true },
    ]);
    expect(fake.joinedWith).toEqual({ url: ROOM.webCallUrl });
    expect(fake.recordings).toEqual([]);
  });

  it('records 1280x720 with the default layout and asks for the first message once recording runs', async () => {
    const { call, fake, factoryOptions } = setup({ ...ROOM, artifactPlan: { videoRecordingEnabled: true } });
    await call.start({ assistantId: 'a' });
    expect(factoryOptions[0]).toMatchObject({ videoSource: true });
    expect(fake.recordings).toEqual([RECORDING_OPTIONS]);
    expect(RECORDING_OPTIONS).toEqual({ width: 1280, height: 720, layout: { preset: 'default' } });
    fake.fire('recording-started', { action: 'recording-started' });
    const sent = JSON.parse(fake.sent[0] as string);
    expect(sent).toMatchObject({ type: 'control', control: 'say-first-message' });
    expect(sent.videoRecordingStartDelaySeconds).toBeGreaterThanOrEqual(0);
  });

  it('turns on noise cancellation on the input', async () => {
    const { call, fake } = setup();
    await call.start({ assistantId: 'a' });
    expect(fake.inputSettings).toEqual([{ audio: { processor: { type: 'noise-cancellation' } } }]);
  });

  it('falls back on a nonfatal audio-processor error: disables noise cancellation and re-enables local audio', async () => {
    const { call, fake, errors } = setup();
    await call.start({ assistantId: 'a' });
    fake.setLocalAudio(false);
    fake.fire('nonfatal-error', { action: 'nonfatal-error', type: 'audio-processor-error', errorMsg: 'krisp failed' });
    await new Promise((r) => setTimeout(r, 0));
    expect(fake.inputSettings.at(-1)).toEqual({ audio: { processor: { type: 'none' } } });
    expect(fake.localAudio()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('fails the start with daily-call-join-error when join rejects, and destroys the call object', async () => {
    const { call, fake, errors, audio } = setup(ROOM, (f) => (f.joinError = new Error('room gone')));
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
    expect(errors).toMatchObject([{ type: 'daily-call-join-error', stage: 'daily-call-join', message: 'room gone' }]);
    expect(fake.isDestroyed()).toBe(true);
    expect(fake.handlerCount()).toBe(0);
    expect(audio.destroyed).toBe(1);
  });

  it('fails with audio-processing-setup-error when input settings are refused', async () => {
    const { call, errors } = setup(ROOM, (f) => (f.inputSettingsError = new Error('unsupported')));
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
    expect(errors).toMatchObject([{ type: 'audio-processing-setup-error', stage: 'audio-processing-setup' }]);
  });

  it('fails with daily-call-object-creation-error when the factory throws', async () => {
    const audio = new FakeCallAudio();
    const call = new VoiceCall({
      createWebCall: async () => ROOM,
      createAudio: async () => audio,
      createTransport: (wc, a) =>
        new DailyTransport(wc, a, () => {
          throw new Error('Duplicate DailyIframe instances are not allowed');
        }),
      isMobile: () => false,
    });
    const errors: CallError[] = [];
    call.on('error', (e) => errors.push(e));
    await expect(call.start({ assistantId: 'a' })).resolves.toBeNull();
    expect(errors).toMatchObject([{ type: 'daily-call-object-creation-error' }]);
    expect(audio.destroyed).toBe(1);
  });

  it.each([
    ['ejected', 'You were removed from the call.'],
    ['exp-room', 'The call room has expired.'],
    ['exp-token', 'The call access token has expired.'],
    ['nbf-room', 'The call room is not open yet.'],
    ['meeting-full', 'The call is full.'],
    ['not-allowed', 'You are not allowed to join this call.'],
    ['no-room', 'The call room does not exist.'],
    ['connection-error', 'The connection to the call was lost.', 'network'],
  ])('maps the fatal error %s to a call-error with a clear message', async (type, message, kind = 'unknown') => {
    const { call, fake, errors } = setup();
    await call.start({ assistantId: 'a' });
    fake.fire('error', { action: 'error', errorMsg: 'raw', error: { type, msg: 'raw' } as never });
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toEqual([{ type: 'call-error', reason: type, message, kind }]);
    expect(fake.isDestroyed()).toBe(true);
  });

  it('emits call-start on the raw listening message and parses JSON app messages', async () => {
    const { call, fake, log } = setup();
    await call.start({ assistantId: 'a' });
    fake.fire('app-message', { action: 'app-message', data: 'listening', fromId: 'bot' });
    fake.fire('app-message', {
      action: 'app-message',
      data: JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi' }),
      fromId: 'bot',
    });
    fake.fire('app-message', { action: 'app-message', data: 'not json', fromId: 'bot' });
    expect(log).toEqual(['call-start', 'message:transcript']);
  });

  it('routes the assistant audio track to the audio engine, never to an element', async () => {
    const { call, fake, audio } = setup();
    await call.start({ assistantId: 'a' });
    const track = { kind: 'audio' } as MediaStreamTrack;
    fake.fire('track-started', { action: 'track-started', participant: { local: false } as never, track, type: 'audio' });
    fake.fire('track-started', { action: 'track-started', participant: { local: true } as never, track, type: 'audio' });
    expect(audio.remoteStreams).toHaveLength(1);
    expect((audio.remoteStreams[0] as unknown as FakeMediaStream).tracks).toEqual([track]);
  });

  it('sends say as an app message and mutes with setLocalAudio', async () => {
    const { call, fake } = setup();
    await call.start({ assistantId: 'a' });
    call.say('Hello', false);
    expect(JSON.parse(fake.sent[0] as string)).toMatchObject({ type: 'say', message: 'Hello', endCallAfterSpoken: false });
    call.setMuted(true);
    expect([fake.localAudio(), call.isMuted()]).toEqual([false, true]);
  });

  it('emits call-end and customer-ended-call on leave, then destroys the call object and its handlers', async () => {
    const { call, fake, log } = setup();
    await call.start({ assistantId: 'a' });
    await call.stop();
    expect(log).toEqual(['call-end', 'message:status-update']);
    expect(fake.isDestroyed()).toBe(true);
    expect(fake.handlerCount()).toBe(0);
  });

  it('leaves when the assistant participant leaves', async () => {
    const { call, fake, log } = setup();
    await call.start({ assistantId: 'a' });
    fake.fire('participant-left', { action: 'participant-left', participant: { local: false } as never });
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toContain('call-end');
    expect(call.isStarted()).toBe(false);
  });
});
