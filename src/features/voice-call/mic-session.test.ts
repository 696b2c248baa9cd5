import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioEngine as FakeEngine } from '../../testing/engine-fakes.ts';
import { FakeCallAudio } from '../../testing/call-fakes.ts';
import type { CallAudioSession } from '../../engine/call/engine-audio.ts';
import type { VisitorVad } from '../../engine/call/visitor-vad.ts';
import type { VisualizerScene, VoiceColors } from '../../protocol/visualizer-messages.ts';
import { callStore } from '../../stores/call-store.ts';
import { MicSession } from './mic-session.ts';

// The real opener builds worklet nodes at import (a browser-only API); every test passes its own opener.
vi.mock('../../engine/call/engine-audio.ts', () => ({ openCallAudio: () => Promise.reject(new Error('no real audio in unit tests')) }));

function fakeVad() {
  const active: boolean[] = [];
  const vad = { destroyed: 0, active, setActive: (a: boolean) => void active.push(a), destroy: async () => void vad.destroyed++ };
  return vad satisfies VisitorVad;
}

function setup(opts: { refuse?: Error } = {}) {
  const opened: { engine: FakeEngine; audio: FakeCallAudio; teardown: () => unknown; microphoneId?: string }[] = [];
  let speech: (() => void) | null = null;
  let vadReady: (vad: VisitorVad) => void = () => undefined;
  const heard: number[] = [];
  const session = new MicSession({
    onVisitorSpeech: () => heard.push(opened.length),
    openAudio: async (teardown, o) => {
      if (opts.refuse) throw opts.refuse;
      const engine = new FakeEngine();
      const audio = new FakeCallAudio();
      const destroy = audio.destroy.bind(audio);
      audio.destroy = () => {
        void teardown?.();
        destroy();
      };
      opened.push({ engine, audio, teardown: teardown!, microphoneId: o?.microphoneId });
      return { engine, audio } as unknown as CallAudioSession;
    },
    loadVad: (_engine, _mic, cb) => {
      speech = cb.onSpeech;
      return new Promise((resolve) => (vadReady = resolve));
    },
  });
  return { session, opened, heard, speak: () => speech?.(), vadReady: (v: VisitorVad) => vadReady(v) };
}

beforeEach(() => callStore.setState(callStore.getInitialState(), true));

describe('MicSession', () => {
  it('opens one session for concurrent callers, on the chosen microphone, and shows the mic check', async () => {
    const { session, opened } = setup();
    callStore.setState({ micId: 'usb-mic' });
    const [a, b] = await Promise.all([session.ensure(), session.ensure()]);
    expect(a).toBe(b);
    expect(opened).toHaveLength(1);
    expect(opened[0].microphoneId).toBe('usb-mic');
    expect(callStore.getState().micCheck).toBe('checking');
    expect(await session.ensure()).toBe(a);
  });

  it('reports a refused microphone and opens nothing', async () => {
    const { session } = setup({ refuse: Object.assign(new Error('denied'), { name: 'NotAllowedError' }) });
    expect(await session.ensure()).toBeNull();
    expect(callStore.getState()).toMatchObject({ micProblem: 'denied', micCheck: 'idle' });
    expect(session.isOpen).toBe(false);
  });

  it("builds the call's playback worklet when the main thread is idle after opening, not at once", async () => {
    const { session, opened } = setup();
    await session.ensure();
    const { engine } = opened[0];
    expect(engine.playbackWarmed).toBe(0);
    await expect.poll(() => engine.playbackWarmed).toBe(1);
  });

  it('closes a session that finished opening after the page left', async () => {
    const { session, opened } = setup();
    const opening = session.ensure();
    session.disposed = true;
    expect(await opening).toBeNull();
    expect(opened[0].audio.destroyed).toBe(1);
  });

  it('uses the level detector until the model loads, then lets the model confirm speech', async () => {
    const { session, opened, heard, speak, vadReady } = setup();
    await session.ensure();
    const { engine } = opened[0];
    engine.emit('visitor-speech-start');
    expect(heard).toEqual([1]);
    const vad = fakeVad();
    vadReady(vad);
    await Promise.resolve();
    await Promise.resolve();
    engine.emit('visitor-speech-start');
    expect(heard).toEqual([1]); // the model decides now
    speak();
    expect(heard).toEqual([1, 1]);
    engine.emit('visitor-speech-end');
    expect(vad.active).toEqual([true, false, false]);
  });

  it('destroys a model that loads after its session closed', async () => {
    const { session, vadReady } = setup();
    await session.ensure();
    await session.release();
    const vad = fakeVad();
    vadReady(vad);
    await expect.poll(() => vad.destroyed).toBe(1);
  });

  it('keeps the canvas, colours and scene for the next session', async () => {
    const { session, opened } = setup();
    const canvas = {} as HTMLCanvasElement;
    const colors = { assistant: '#111', visitor: '#222' } as unknown as VoiceColors;
    session.attachCanvas(canvas, colors);
    session.setScene('listening' as VisualizerScene);
    await session.ensure();
    expect(opened[0].engine).toMatchObject({ canvases: [canvas], scenes: ['listening'] });
    session.setColors(colors);
    expect(opened[0].engine.colors).toEqual([colors]);
    session.unlock();
    expect(opened[0].engine.resumed).toBe(1);
  });

  it('hands its audio to the call: the call destroying it closes the session and stops listening', async () => {
    const { session, opened, heard } = setup();
    const audio = await session.handOver();
    expect(session.isOpen).toBe(true);
    await audio.destroy();
    expect(session.isOpen).toBe(false);
    expect(opened[0].audio.destroyed).toBe(1);
    opened[0].engine.emit('visitor-speech-start');
    expect(heard).toEqual([]);
    await session.release(); // nothing left to close
    expect(opened[0].audio.destroyed).toBe(1);
    expect(callStore.getState().micCheck).toBe('idle');
  });

  it('refuses to hand over without a microphone', async () => {
    const { session } = setup({ refuse: Object.assign(new Error('none'), { name: 'NotFoundError' }) });
    await expect(session.handOver()).rejects.toThrow('The microphone is not available.');
  });
});
