// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioEngine as FakeEngine } from '../../testing/engine-fakes.ts';
import { FakeCallAudio, FakeTransport, ManualClock } from '../../testing/call-fakes.ts';
import type { CallAudioSession } from '../../engine/call/engine-audio.ts';
import type { CallAudio } from '../../engine/call/call-audio.ts';
import { callStore } from '../../stores/call-store.ts';
import { SILENT_HINT_MS, VoiceCallController, type ControllerNotice } from './voice-call-controller.ts';
import { hasWarmVisualizerWorker } from '../../engine/audio/visualizer-host.ts';

// The real opener builds worklet nodes (a browser-only API); the controller is given fakes instead.
vi.mock('../../engine/call/engine-audio.ts', () => ({ openCallAudio: () => Promise.reject(new Error('no real audio in unit tests')) }));

/** FakeCallAudio as a plain object, like openCallAudio's (the session spreads it when handing it over). */
function plainAudio(fake: FakeCallAudio): CallAudio {
  const audio: Record<string, unknown> = { microphone: fake.microphone };
  for (const key of Object.getOwnPropertyNames(FakeCallAudio.prototype)) {
    const member = (fake as unknown as Record<string, unknown>)[key];
    if (key !== 'constructor' && typeof member === 'function') audio[key] = member.bind(fake);
  }
  return audio as unknown as CallAudio;
}

const DETAILS = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 0000' };

function setup() {
  const clock = new ManualClock();
  const transport = new FakeTransport();
  const sessions: { engine: FakeEngine; audio: FakeCallAudio }[] = [];
  const notices: ControllerNotice[] = [];
  const feedback: [string, number][] = [];
  const ctrl = new VoiceCallController((n) => notices.push(n), {
    provider: {
      createWebCall: async () => ({ id: 'call-3', webCallUrl: 'ws://localhost/provider/call/call-3/transport' }),
      sendFeedback: async (id, rating) => void feedback.push([id, rating]),
    },
    call: { createTransport: () => transport, clock, isMobile: () => false, mediaDevices: null, online: null },
    openAudio: async () => {
      const s = { engine: new FakeEngine(), audio: new FakeCallAudio() };
      sessions.push(s);
      return { engine: s.engine, audio: plainAudio(s.audio) } as unknown as CallAudioSession;
    },
    loadVad: () => new Promise(() => undefined), // the model never arrives: the level detector stands in
    clock,
    origin: window.location.origin,
  });
  ctrl.revive();
  return { ctrl, clock, transport, sessions, notices, feedback };
}

beforeEach(() => callStore.setState(callStore.getInitialState(), true));

describe('VoiceCallController', () => {
  it('prepares one microphone session and hands it to the call it starts', async () => {
    const { ctrl, transport, sessions } = setup();
    expect(await ctrl.prepare()).toBe(true);
    await ctrl.start(DETAILS);
    expect(sessions).toHaveLength(1);
    expect(callStore.getState()).toMatchObject({ status: 'connecting', callId: 'call-3', attempt: 1 });
    transport.emit('listening');
    expect(callStore.getState().status).toBe('active');
    expect(sessions[0].engine.scenes.at(-1)).toBe('listening');
  });

  it('relays captions, the silence hint and the visitor being heard', async () => {
    const { ctrl, clock, transport, sessions } = setup();
    await ctrl.start(DETAILS);
    transport.emit('listening');
    transport.emit('message', { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello!' });
    expect(callStore.getState().captions).toEqual([{ role: 'assistant', text: 'Hello!' }]);
    clock.advance(SILENT_HINT_MS);
    expect(callStore.getState().silentHint).toBe(true);
    sessions[0].engine.emit('visitor-speech-start');
    expect(callStore.getState()).toMatchObject({ silentHint: false, micCheck: 'heard' });
    ctrl.setMuted(true);
    expect(transport.muted).toBe(true);
    clock.advance(SILENT_HINT_MS);
    expect(callStore.getState().silentHint).toBe(false);
  });

  it('toasts a refused connection and resets the page', async () => {
    const { ctrl, transport, notices } = setup();
    transport.failAt = 'join';
    await ctrl.start(DETAILS);
    expect(notices.map((n) => n.kind)).toEqual(['connection-failed']);
    expect(callStore.getState().status).toBe('idle');
  });

  it('stores the rating with the call on the local provider', async () => {
    const { ctrl, feedback } = setup();
    await ctrl.start(DETAILS);
    await ctrl.sendFeedback(5);
    expect(feedback).toEqual([['call-3', 5]]);
  });

  it('frees the microphone when the details modal closes, but not under a live call', async () => {
    const { ctrl, sessions } = setup();
    await ctrl.prepare();
    await ctrl.release();
    expect(sessions[0].audio.destroyed).toBe(1);
    await ctrl.start(DETAILS);
    await ctrl.release();
    expect(sessions[1].audio.destroyed).toBe(0);
  });

  it("starts the visualizer's worker with the details form and ends it when the form closes without a call", async () => {
    const made: { terminated: boolean }[] = [];
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal(
      'Worker',
      class {
        terminated = false;
        constructor() {
          made.push(this);
        }
        addEventListener() {}
        terminate() {
          this.terminated = true;
        }
      },
    );
    try {
      const { ctrl } = setup();
      await ctrl.prepare();
      expect(hasWarmVisualizerWorker()).toBe(true);
      await ctrl.release();
      expect(hasWarmVisualizerWorker()).toBe(false);
      expect(made.map((w) => w.terminated)).toEqual([true, true]); // the transport's (local provider) and the visualizer's
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ends the call and frees everything on dispose, leaving no timer', async () => {
    const { ctrl, clock, transport, sessions } = setup();
    await ctrl.start(DETAILS);
    transport.emit('listening');
    await ctrl.dispose();
    expect(transport.sent).toContainEqual({ type: 'end-call' });
    expect([transport.destroyed, sessions[0].audio.destroyed]).toEqual([1, 1]);
    expect(clock.pending).toBe(0);
    expect(await ctrl.prepare()).toBe(false); // disposed: a late open closes at once
    expect(sessions[1].audio.destroyed).toBe(1);
  });
});
