import { beforeEach, describe, expect, it } from 'vitest';
import { callStore } from '../../stores/call-store.ts';
import { chooseMic, chooseSpeaker } from './device-choice.ts';

function fakes(started: boolean, open: boolean, fail = false) {
  const log: string[] = [];
  const call = {
    isStarted: () => started,
    setMicrophone: async (id: string) => {
      log.push(`call mic ${id}`);
      if (fail) throw new Error('NotFoundError');
    },
    setSpeaker: async (id: string) => {
      log.push(`call speaker ${id}`);
      if (fail) throw new Error('NotAllowedError');
    },
  };
  const session = {
    isOpen: open,
    release: async () => void log.push('release'),
    ensure: async () => {
      log.push('reopen');
      return null;
    },
  };
  return { call, session, log };
}

beforeEach(() => callStore.setState(callStore.getInitialState(), true));

describe('device choice', () => {
  it.each([
    ['before a call, with the modal open: reopens the session on it', false, true, ['call mic usb', 'release', 'reopen']],
    ['before a call, nothing open: only remembers it', false, false, ['call mic usb']],
    ['during a call: the call switches', true, true, ['call mic usb']],
  ])('a microphone %s', async (_label, started, open, log) => {
    const f = fakes(started, open);
    await chooseMic(f.call, f.session, 'usb');
    expect(f.log).toEqual(log);
    expect(callStore.getState().micId).toBe('usb');
  });

  it('keeps the choice when the switch fails', async () => {
    const f = fakes(true, false, true);
    await expect(chooseMic(f.call, f.session, 'gone')).resolves.toBeUndefined();
    await expect(chooseSpeaker(f.call, 'gone')).resolves.toBeUndefined();
    expect(callStore.getState()).toMatchObject({ micId: 'gone', speakerId: 'gone' });
  });

  it.each([
    [true, ['call speaker hdmi']],
    [false, []],
  ])('a speaker applies at once only in a call (started: %s)', async (started, log) => {
    const f = fakes(started, false);
    await chooseSpeaker(f.call, 'hdmi');
    expect(f.log).toEqual(log);
    expect(callStore.getState().speakerId).toBe('hdmi');
  });
});
