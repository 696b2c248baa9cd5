// Keeps the pickers' device lists current: enumerateDevices() now, after the microphone opens, and on hot-plug.
import { patchCall } from '../../stores/call-store.ts';
import { logger } from '../../lib/logger.ts';
import { deviceOptions } from './device-utils.ts';

/** Whether this browser can send Web Audio output to a chosen device (AudioContext.setSinkId). */
export function canChooseSpeaker(): boolean {
  return typeof AudioContext !== 'undefined' && 'setSinkId' in AudioContext.prototype;
}

/** Reads the device lists into the store. */
export async function refreshDevices(): Promise<void> {
  const media = navigator.mediaDevices;
  if (!media?.enumerateDevices) return;
  try {
    patchCall({ devices: deviceOptions(await media.enumerateDevices(), canChooseSpeaker()) });
  } catch (err) {
    logger.warn('devices not listed', err);
  }
}

/** Lists devices now and on every `devicechange`; returns the unsubscribe. */
export function watchDevices(): () => void {
  const media = navigator.mediaDevices;
  if (!media?.addEventListener) return () => undefined;
  const onChange = () => void refreshDevices();
  media.addEventListener('devicechange', onChange);
  void refreshDevices();
  return () => media.removeEventListener('devicechange', onChange);
}
