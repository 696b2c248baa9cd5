import { describe, expect, it } from 'vitest';
import { deviceOptions, selectedId } from './device-utils.ts';

const mic = (deviceId: string, label: string) => ({ deviceId, label, kind: 'audioinput' as const });
const microphones = [mic('default', 'Default - USB Headset'), mic('usb', 'USB Headset'), mic('anon', '')];
const speakers = [{ deviceId: 'spk', label: 'Speakers', kind: 'audiooutput' as const }];
const list = (canChooseSpeaker: boolean) => ({ microphones, speakers, canChooseSpeaker });

describe('device-utils', () => {
  it('lists microphones and, where output can be routed, speakers', () => {
    expect(deviceOptions(list(true))).toEqual({
      mics: [
        { id: 'default', label: 'Default - USB Headset' },
        { id: 'usb', label: 'USB Headset' },
        { id: 'anon', label: 'Microphone 3' },
      ],
      speakers: [{ id: 'spk', label: 'Speakers' }],
    });
  });

  it('offers no speaker list without setSinkId', () => {
    expect(deviceOptions(list(false)).speakers).toBeNull();
  });

  it('drops entries with no id (before permission, Chromium hides them)', () => {
    expect(deviceOptions({ microphones: [mic('', '')], speakers: [], canChooseSpeaker: true }).mics).toEqual([]);
  });

  it.each([
    ['usb', 'usb'],
    ['gone', 'default'],
    [null, 'default'],
  ])('selects %s as %s', (chosen, id) => {
    expect(selectedId(deviceOptions(list(true)).mics, chosen)).toBe(id);
  });

  it('selects nothing from an empty list', () => {
    expect(selectedId([], 'usb')).toBe('');
  });
});
