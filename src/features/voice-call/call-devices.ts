// Keeps the pickers' device lists current: now, after the microphone opens, and on hot-plug (before and during a call).
import type { VoiceCall } from '../../engine/call/voice-call.ts';
import { patchCall } from '../../stores/call-store.ts';
import { logger } from '../../lib/logger.ts';
import { deviceOptions } from './device-utils.ts';

/** Reads the call's device lists into the store. */
export async function refreshDevices(call: Pick<VoiceCall, 'listDevices'>): Promise<void> {
  try {
    patchCall({ devices: deviceOptions(await call.listDevices()) });
  } catch (err) {
    logger.warn('devices not listed', err);
  }
}

/** Lists devices now and on every `devicechange`; returns the unsubscribe. */
export function watchDevices(
  call: Pick<VoiceCall, 'listDevices'>,
  media: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = navigator.mediaDevices,
): () => void {
  const onChange = () => void refreshDevices(call);
  media?.addEventListener('devicechange', onChange);
  void refreshDevices(call);
  return () => media?.removeEventListener('devicechange', onChange);
}
