import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../testing/call-fakes.ts';
import { callStore, patchCall } from '../../stores/call-store.ts';
import { SILENT_HINT_MS, SilenceHint } from './silence-hint.ts';

let clock: ManualClock;
let hint: SilenceHint;
beforeEach(() => {
  callStore.setState(callStore.getInitialState(), true);
  patchCall({ status: 'active' });
  clock = new ManualClock();
  hint = new SilenceHint(clock);
});

describe('SilenceHint', () => {
  it(`shows the hint after ${SILENT_HINT_MS} ms of silence in a live call`, () => {
    hint.arm();
    clock.advance(SILENT_HINT_MS - 1);
    expect(callStore.getState().silentHint).toBe(false);
    clock.advance(1);
    expect(callStore.getState().silentHint).toBe(true);
    expect(hint.armed).toBe(false);
  });

  it.each([
    ['muted', { muted: true }],
    ['connecting', { status: 'connecting' }],
    ['reconnecting', { status: 'reconnecting' }],
  ] as const)('does not count while %s', (_label, state) => {
    patchCall(state);
    hint.arm();
    expect(hint.armed).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('stays hidden when the call left active before the timer fired', () => {
    hint.arm();
    patchCall({ status: 'reconnecting' });
    clock.advance(SILENT_HINT_MS);
    expect(callStore.getState().silentHint).toBe(false);
  });

  it('restarts the countdown when the visitor speaks, passes the mic check and hides a shown hint', () => {
    hint.arm();
    clock.advance(SILENT_HINT_MS - 1000);
    hint.heard();
    clock.advance(SILENT_HINT_MS - 1);
    expect(callStore.getState()).toMatchObject({ silentHint: false, micCheck: 'heard' });
    clock.advance(1);
    expect(callStore.getState().silentHint).toBe(true);
    hint.heard();
    expect(callStore.getState().silentHint).toBe(false);
    expect(clock.pending).toBe(1);
  });

  it('leaves no timer after clear()', () => {
    hint.arm();
    hint.clear();
    expect(clock.pending).toBe(0);
    clock.advance(SILENT_HINT_MS * 2);
    expect(callStore.getState().silentHint).toBe(false);
  });
});
