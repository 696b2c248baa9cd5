// Pure helpers of the device pickers: options from the engine's device list, the chosen one.
import type { DeviceList } from '../../engine/call/call-types.ts';
import type { DeviceLists, DeviceOption } from '../../stores/call-store.ts';

/** Microphones and, where output can be routed, speakers as picker options; unnamed devices get 'Microphone 2' style names. */
export function deviceOptions(list: DeviceList): DeviceLists {
  const pick = (devices: DeviceList['microphones'], noun: string) =>
    devices.filter((d) => d.deviceId !== '').map((d, i) => ({ id: d.deviceId, label: d.label.trim() || `${noun} ${i + 1}` }));
  return { mics: pick(list.microphones, 'Microphone'), speakers: list.canChooseSpeaker ? pick(list.speakers, 'Speaker') : null };
}

/** The option to show as selected: the chosen id while it is still plugged in, else the first (the default). */
export function selectedId(options: readonly DeviceOption[], chosen: string | null): string {
  if (chosen && options.some((o) => o.id === chosen)) return chosen;
  return options[0]?.id ?? '';
}
