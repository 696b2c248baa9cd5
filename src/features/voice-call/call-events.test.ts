import { beforeEach, describe, expect, it } from 'vitest';
import { createEventHub } from '../../engine/events.ts';
import { ManualClock } from '../../testing/call-fakes.ts';
import type { CallError, VoiceCallEvents } from '../../engine/call/call-types.ts';
import { callStore, patchCall } from '../../stores/call-store.ts';
import { bindCallEvents } from './call-events.ts';
import type { ControllerNotice } from './call-error-utils.ts';
import { SILENT_HINT_MS, SilenceHint } from './silence-hint.ts';

function setup() {
  const call = Object.assign(createEventHub<VoiceCallEvents>(), {
    speakers: [] as string[],
    async setSpeaker(id: string) {
      call.speakers.push(id);
    },
  });
  const clock = new ManualClock();
  const hint = new SilenceHint(clock);
  const notices: ControllerNotice[] = [];
  const unbind = bindCallEvents(call, hint, (n) => notices.push(n));
  return { call, clock, hint, notices, unbind };
}

beforeEach(() => callStore.setState(callStore.getInitialState(), true));

describe('bindCallEvents', () => {
  it('marks the call active on call-start, arms the silence hint and applies the chosen speaker', () => {
    const { call, clock } = setup();
    patchCall({ status: 'connecting', speakerId: 'usb-speaker' });
    call.emit('call-start');
    expect(callStore.getState().status).toBe('active');
    expect(call.speakers).toEqual(['usb-speaker']);
    clock.advance(SILENT_HINT_MS);
    expect(callStore.getState().silentHint).toBe(true);
  });

  it('stops the silence countdown when the call ends', () => {
    const { call, clock } = setup();
    call.emit('call-start');
    call.emit('call-end');
    expect(clock.pending).toBe(0);
  });

  it('follows the assistant speaking, barge-ins, and keeps final captions in the transcript', () => {
    const { call } = setup();
    call.emit('speech-start');
    expect(callStore.getState().assistantSpeaking).toBe(true);
    call.emit('message', { type: 'user-interrupted' });
    expect(callStore.getState().assistantSpeaking).toBe(false);
    call.emit('speech-start');
    call.emit('speech-end');
    expect(callStore.getState().assistantSpeaking).toBe(false);
    call.emit('message', { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'Ada Lo' });
    // A partial is the visitor's line in progress: shown apart, revised, never added to the transcript.
    expect(callStore.getState()).toMatchObject({ captions: [], partialCaption: 'Ada Lo' });
    call.emit('message', { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'Ada Lovel' });
    expect(callStore.getState().partialCaption).toBe('Ada Lovel');
    call.emit('message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Ada Lovelace' });
    expect(callStore.getState().partialCaption).toBeNull();
    call.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Thank you.' });
    expect(callStore.getState().captions).toEqual([
      { role: 'user', text: 'Ada Lovelace' },
      { role: 'assistant', text: 'Thank you.' },
    ]);
  });

  it('resets a failed start and asks for a toast', () => {
    const { call, notices } = setup();
    patchCall({ status: 'connecting', attempt: 3 });
    const error: CallError = { type: 'start-method-error', stage: 'web-call-creation', message: 'HTTP 500' };
    call.emit('error', error);
    expect(callStore.getState()).toMatchObject({ status: 'idle', attempt: 3 });
    expect(notices).toEqual([{ kind: 'start-failed', error }]);
  });

  it('leaves a live call to its state-change when the link is lost, but stops the silence countdown', () => {
    const { call, clock, notices } = setup();
    call.emit('call-start');
    call.emit('error', { type: 'call-error', kind: 'network', message: 'lost' });
    expect(callStore.getState().status).toBe('active');
    expect(notices).toEqual([]);
    expect(clock.pending).toBe(0);
  });

  it('hears nothing after unbinding', () => {
    const { call, unbind } = setup();
    unbind();
    call.emit('call-start');
    expect(callStore.getState().status).toBe('idle');
  });
});
