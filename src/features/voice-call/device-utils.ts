// Pure helpers of the device pickers: options from enumerateDevices(), the chosen one, speaker support.

import type { DeviceLists, DeviceOption } from '../../stores/call-store.ts';

/** What enumerateDevices() gives, reduced to what the pickers read. */
export type DeviceInfoLike = { deviceId: string; kind: string; label: string; groupId?: string };

/** Microphones and speakers as picker options; unnamed devices (no permission yet) get 'Microphone 2' style names. */
export function deviceOptions(list: readonly DeviceInfoLike[], canChooseSpeaker: boolean): DeviceLists {
  const pick = (kind: string, noun: string) =>
    list
      .filter((d) => d.kind === kind && d.deviceId !== '')
      .map((d, i) => ({ id: d.deviceId, label: d.label.trim() || `${noun} ${i + 1}` }));
  return { mics: pick('audioinput', 'Microphone'), speakers: canChooseSpeaker ? pick('audiooutput', 'Speaker') : null };
}

/** The option to show as selected: the chosen id while it is still plugged in, else the first (the default). */
export function selectedId(options: readonly DeviceOption[], chosen: string | null): string {
  if (chosen && options.some((o) => o.id === chosen)) return chosen;
  return options[0]?.id ?? '';
}
