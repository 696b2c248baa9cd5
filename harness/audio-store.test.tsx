// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { createEventHub } from '../src/engine/events.ts';
import type { AudioEngine, EngineEvents } from '../src/engine/audio/audio-engine.ts';
import { audioStore, bindAudioEngine, resetAudioStore, startAudioEngine, useAssistantSpeaking, useAudioState } from './audio-store.ts';

/** An engine stand-in: only the event surface bindAudioEngine uses. */
function fakeEngine() {
  const events = createEventHub<EngineEvents>();
  return { events, engine: { on: events.on.bind(events) } as unknown as AudioEngine };
}

function Indicator() {
  const speaking = useAssistantSpeaking();
  const level = useAudioState((s) => s.assistantLevel);
  return (
    <p>
      {speaking ? 'AI is speaking...' : 'Listening...'} {level.toFixed(1)}
    </p>
  );
}

afterEach(resetAudioStore);

describe('audio-store', () => {
  test('re-renders React on speaking transitions and levels from the engine', () => {
    const { events, engine } = fakeEngine();
    render(<Indicator />);
    const off = bindAudioEngine(engine);
    expect(audioStore.getState().status).toBe('running');
    expect(screen.getByText(/Listening/)).toBeTruthy();
    act(() => void events.emit('speech-start', { time: 1 }));
    expect(screen.getByText(/AI is speaking/)).toBeTruthy();
    act(() => void events.emit('levels', { assistant: 0.5, visitor: 0 }));
    expect(screen.getByText(/0\.5/)).toBeTruthy();
    act(() => void events.emit('speech-end', { time: 2 }));
    expect(screen.getByText(/Listening/)).toBeTruthy();
    off();
    act(() => void events.emit('speech-start', { time: 3 }));
    expect(screen.getByText(/Listening/)).toBeTruthy();
  });

  test.each([
    ['visitor-speech-start', { time: 0 }, { visitorSpeaking: true }],
    ['error', new Error('Audio was interrupted by the system'), { error: 'Audio was interrupted by the system' }],
    ['status', 'closed', { status: 'closed', assistantSpeaking: false }],
  ] as const)('mirrors %s into the store', (event, payload, expected) => {
    const { events, engine } = fakeEngine();
    bindAudioEngine(engine);
    events.emit(event, payload as never);
    expect(audioStore.getState()).toMatchObject(expected);
  });

  test('follows every engine through its lifecycle: starting, running, then error on a failed start', async () => {
    const { events, engine } = fakeEngine();
    let created!: (e: AudioEngine) => void;
    const first = startAudioEngine(undefined, () => new Promise((resolve) => (created = resolve)));
    expect(audioStore.getState().status).toBe('starting');
    created(engine);
    await first;
    expect(audioStore.getState().status).toBe('running');
    events.emit('speech-start', { time: 0 });
    expect(audioStore.getState().assistantSpeaking).toBe(true);
    let failed!: (err: Error) => void;
    const second = startAudioEngine(undefined, () => new Promise((_resolve, reject) => (failed = reject)));
    expect(audioStore.getState()).toMatchObject({ status: 'starting', assistantSpeaking: false });
    failed(new Error('This browser does not support AudioWorklet'));
    await expect(second).rejects.toThrow('AudioWorklet');
    expect(audioStore.getState()).toMatchObject({ status: 'error', error: 'This browser does not support AudioWorklet' });
  });

  test('ignores a previous engine once a newer one is bound (late teardown does not close the new one)', () => {
    const first = fakeEngine();
    const second = fakeEngine();
    bindAudioEngine(first.engine);
    bindAudioEngine(second.engine);
    first.events.emit('status', 'closed');
    first.events.emit('speech-start', { time: 0 });
    expect(audioStore.getState()).toMatchObject({ status: 'running', assistantSpeaking: false });
    second.events.emit('speech-start', { time: 0 });
    expect(audioStore.getState().assistantSpeaking).toBe(true);
  });

  test('skips no-op level updates (no re-render during silence)', () => {
    const { events, engine } = fakeEngine();
    bindAudioEngine(engine);
    let updates = 0;
    const unsub = audioStore.subscribe(() => updates++);
    events.emit('levels', { assistant: 0, visitor: 0 });
    events.emit('levels', { assistant: 0, visitor: 0 });
    expect(updates).toBe(0);
    events.emit('levels', { assistant: 0.2, visitor: 0 });
    expect(updates).toBe(1);
    unsub();
  });
});
