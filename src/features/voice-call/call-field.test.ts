import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventHub } from '../../engine/events.ts';
import type { VoiceCallEvents } from '../../engine/call/call-types.ts';
import type { VisualizerScene } from '../../protocol/visualizer-messages.ts';
import { callStore, patchCall, resetCall } from '../../stores/call-store.ts';
import { followScene, THINKING_MAX_MS, trackThinking } from './call-field.ts';

beforeEach(() => {
  vi.useFakeTimers();
  resetCall();
  patchCall({ status: 'active', network: 'good' });
});
afterEach(() => vi.useRealTimers());

describe('trackThinking', () => {
  it.each([
    ['the agent speaks', 'speech-start'],
    ['the visitor speaks again', 'visitor-speech-start'],
    ['the call ends', 'call-end'],
  ] as const)('thinks from the end of the visitor turn until %s', (_label, event) => {
    const call = createEventHub<VoiceCallEvents>();
    const stop = trackThinking(call);
    call.emit('visitor-speech-end');
    expect(callStore.getState().thinking).toBe(true);
    call.emit(event);
    expect(callStore.getState().thinking).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it(`gives up after ${THINKING_MAX_MS} ms without the agent's audio`, () => {
    const call = createEventHub<VoiceCallEvents>();
    const stop = trackThinking(call);
    call.emit('visitor-speech-end');
    vi.advanceTimersByTime(THINKING_MAX_MS - 1);
    expect(callStore.getState().thinking).toBe(true);
    vi.advanceTimersByTime(1);
    expect(callStore.getState().thinking).toBe(false);
    stop();
  });

  it('does not think while the agent is still speaking, nor outside a call', () => {
    const call = createEventHub<VoiceCallEvents>();
    const stop = trackThinking(call);
    patchCall({ assistantSpeaking: true });
    call.emit('visitor-speech-end');
    expect(callStore.getState().thinking).toBe(false);
    patchCall({ assistantSpeaking: false, status: 'reconnecting' });
    call.emit('visitor-speech-end');
    expect(callStore.getState().thinking).toBe(false);
    stop();
  });

  it('clears its timer and listeners when stopped mid-thought', () => {
    const call = createEventHub<VoiceCallEvents>();
    const stop = trackThinking(call);
    call.emit('visitor-speech-end');
    stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(callStore.getState().thinking).toBe(false);
    expect(call.listenerCount('visitor-speech-end')).toBe(0);
  });
});

describe('followScene', () => {
  it('sets each new scene once, following the call', () => {
    const scenes: VisualizerScene[] = [];
    patchCall({ status: 'connecting' });
    const stop = followScene((s) => scenes.push(s));
    patchCall({ status: 'active' });
    patchCall({ volume: 40 });
    patchCall({ assistantSpeaking: true });
    patchCall({ assistantSpeaking: false, thinking: true });
    patchCall({ status: 'reconnecting' });
    patchCall({ status: 'ended' });
    stop();
    patchCall({ status: 'connecting' });
    expect(scenes).toEqual(['connecting', 'listening', 'speaking', 'thinking', 'reconnecting', 'idle']);
  });
});
