import { beforeEach, describe, expect, it } from 'vitest';
import { VoiceCall } from '../../engine/call/voice-call.ts';
import { FakeCallAudio, FakeTransport, ManualClock } from '../../testing/call-fakes.ts';
import type { WebCallRequest } from '../../engine/call/web-call.ts';
import { callStore, patchCall } from '../../stores/call-store.ts';
import { startCall } from './call-start.ts';

const DETAILS = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 0000' };

function setup(failAt: FakeTransport['failAt'] = null) {
  const transport = Object.assign(new FakeTransport(), { failAt });
  const requests: WebCallRequest[] = [];
  const call = new VoiceCall({
    createWebCall: async (body) => {
      requests.push(body);
      return { id: 'call-9', webCallUrl: 'ws://localhost/provider/call/call-9/transport' };
    },
    createAudio: async () => new FakeCallAudio(),
    createTransport: () => transport,
    isMobile: () => false,
    clock: new ManualClock(),
    mediaDevices: null,
    online: null,
  });
  return { call, transport, requests };
}

beforeEach(() => callStore.setState(callStore.getInitialState(), true));

describe('startCall', () => {
  it('clears the last call from the page, passes the details and timezone, and keeps the call id', async () => {
    const { call, requests } = setup();
    patchCall({
      status: 'ended',
      captions: [{ role: 'user', text: 'old' }],
      endReason: 'other',
      feedbackDone: true,
      muted: true,
      attempt: 2,
    });
    const started = startCall(call, 'local-recruiter', DETAILS);
    expect(callStore.getState()).toMatchObject({
      status: 'connecting',
      captions: [],
      endReason: null,
      feedbackDone: false,
      muted: false,
      attempt: 3,
    });
    await started;
    expect(callStore.getState().callId).toBe('call-9');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ assistantId: 'local-recruiter', assistantOverrides: { variableValues: DETAILS } });
    expect(requests[0].assistantOverrides?.variableValues?.timezone).toEqual(expect.any(String));
  });

  it('goes back to idle when the start fails', async () => {
    const { call } = setup('join');
    await startCall(call, 'local-recruiter', DETAILS);
    expect(callStore.getState()).toMatchObject({ status: 'idle', callId: null, attempt: 1 });
  });

  it('does nothing while a call is running', async () => {
    const { call, requests } = setup();
    await startCall(call, 'local-recruiter', DETAILS);
    patchCall({ attempt: 5 });
    await startCall(call, 'local-recruiter', DETAILS);
    expect(requests).toHaveLength(1);
    expect(callStore.getState().attempt).toBe(5);
  });
});
