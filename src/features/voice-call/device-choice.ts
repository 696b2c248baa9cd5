// The pickers' choices: a microphone or a speaker, before a call (the prepared session) or during one.
import type { VoiceCall } from '../../engine/call/voice-call.ts';
import { patchCall } from '../../stores/call-store.ts';
import { logger } from '../../lib/logger.ts';
import type { MicSession } from './mic-session.ts';

/** Uses this microphone from now on (a live call switches; a prepared session reopens on it). */
export async function chooseMic(
  call: Pick<VoiceCall, 'isStarted' | 'setMicrophone'>,
  session: Pick<MicSession, 'isOpen' | 'release' | 'ensure'>,
  deviceId: string,
): Promise<void> {
  patchCall({ micId: deviceId });
  await call.setMicrophone(deviceId).catch((err) => logger.warn('microphone not switched', err));
  // Before a call, the prepared session (details modal) reopens on the chosen microphone.
  if (!call.isStarted() && session.isOpen) {
    await session.release();
    await session.ensure();
  }
}

/** Plays the assistant on this output device where the browser allows it (now, if a call is live; else at its start). */
export async function chooseSpeaker(call: Pick<VoiceCall, 'isStarted' | 'setSpeaker'>, deviceId: string): Promise<void> {
  patchCall({ speakerId: deviceId });
  if (call.isStarted()) await call.setSpeaker(deviceId).catch((err) => logger.warn('speaker not switched', err));
}
