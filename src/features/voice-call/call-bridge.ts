// The engine's field events → the call store: state (reconnecting, ended with its reason), network, microphone, audio.
import type { VoiceCall } from '../../engine/call/voice-call.ts';
import type { CallEndReason, StateChange } from '../../engine/call/call-state.ts';
import type { NetworkQuality, MicrophoneEvent } from '../../engine/call/call-types.ts';
import {
  callStore,
  IN_CALL_RESET,
  patchCall,
  type CallState,
  type MicNotice,
  type NetworkState,
  type PageEndReason,
} from '../../stores/call-store.ts';
import { deviceOptions } from './device-utils.ts';

/** How the page words an engine end reason. */
export function pageEndReason(reason: CallEndReason | undefined): PageEndReason {
  return reason === 'connection-lost' || reason === 'mic-lost' ? reason : 'other';
}

/** The page's network state from a network-quality event. */
export function networkState(q: Pick<NetworkQuality, 'quality' | 'online'>): NetworkState {
  if (!q.online) return 'offline';
  return q.quality === 'poor' ? 'poor' : 'good';
}

/** The microphone notice for a microphone event. */
export function micNoticeOf(e: MicrophoneEvent): MicNotice {
  if (e.status === 'lost') return { kind: 'lost', label: e.label };
  if (e.status === 'switched') return { kind: 'switched', label: e.device.label };
  return { kind: 'none' };
}

/** The store update for a state change (null: nothing for the page to do). */
export function statePatch(
  change: Pick<StateChange, 'state' | 'previous' | 'reason'>,
  status: CallState['status'],
): Partial<CallState> | null {
  const live = status === 'active' || status === 'reconnecting' || status === 'connecting';
  if (change.state === 'reconnecting' && live) return { status: 'reconnecting', thinking: false, assistantSpeaking: false };
  if (change.state === 'connected' && status === 'reconnecting') return { status: 'active' };
  // A live call ended (a failed start is the error path's: toast and back to idle).
  if (change.state === 'ended' && live && (change.previous === 'connected' || change.previous === 'reconnecting')) {
    return { ...IN_CALL_RESET, status: 'ended', endReason: pageEndReason(change.reason) };
  }
  return null;
}

/** Subscribes the store to the call's field events; returns the unsubscribe. */
export function bridgeFieldEvents(call: Pick<VoiceCall, 'on'>): () => void {
  const unsubs = [
    call.on('state-change', (c) => {
      const patch = statePatch(c, callStore.getState().status);
      if (patch) patchCall(patch);
    }),
    call.on('network-quality', (q) => patchCall({ network: networkState(q) })),
    call.on('microphone', (e) => patchCall({ micNotice: micNoticeOf(e) })),
    call.on('audio-suspended', () => patchCall({ audioSuspended: true })),
    call.on('audio-resumed', () => patchCall({ audioSuspended: false })),
    call.on('devices-changed', (list) => patchCall({ devices: deviceOptions(list) })),
  ];
  return () => {
    for (const u of unsubs) u();
  };
}
