// Starting a call from the page: a fresh in-call state, the visitor's details to the assistant, the call id kept.
import type { VoiceCall } from '../../engine/call/voice-call.ts';
import { callStore, IN_CALL_RESET, patchCall, resetCall } from '../../stores/call-store.ts';
import { visitorTimezone, type VisitorDetails } from './details-utils.ts';

/** Starts `call` for this assistant with the visitor's details (and timezone); a failed start leaves the page idle. */
export async function startCall(call: Pick<VoiceCall, 'isStarted' | 'start'>, assistantId: string, details: VisitorDetails): Promise<void> {
  if (call.isStarted()) return;
  patchCall({
    ...IN_CALL_RESET,
    status: 'connecting',
    captions: [],
    endReason: null,
    feedbackDone: false,
    callId: null,
    attempt: callStore.getState().attempt + 1,
  });
  const webCall = await call.start({ assistantId, assistantOverrides: { variableValues: { ...details, timezone: visitorTimezone() } } });
  if (webCall) patchCall({ callId: webCall.id });
  else if (callStore.getState().status === 'connecting') resetCall();
}
