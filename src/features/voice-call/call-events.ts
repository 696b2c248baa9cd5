// Engine events → the call store: status, the assistant speaking, captions, and errors turned into toasts.
import type { VoiceCall } from '../../engine/call/voice-call.ts';
import type { AgentMessage } from '../../protocol/messages.ts';
import { addCaption, callStore, patchCall, resetCall } from '../../stores/call-store.ts';
import { logger } from '../../lib/logger.ts';
import { errorOutcome, type ControllerNotice } from './call-error-utils.ts';
import type { SilenceHint } from './silence-hint.ts';

/** Relays one VoiceCall's events to the store for the page's lifetime; returns the unsubscribe. */
export function bindCallEvents(
  call: Pick<VoiceCall, 'on' | 'setSpeaker'>,
  hint: SilenceHint,
  notify: (n: ControllerNotice) => void,
): () => void {
  const unsubs = [
    call.on('call-start', () => {
      patchCall({ status: 'active' });
      hint.arm();
      const { speakerId } = callStore.getState();
      if (speakerId) void call.setSpeaker(speakerId).catch((err) => logger.warn('speaker not applied', err));
    }),
    // The ending itself (with its reason) comes through state-change in call-bridge.ts.
    call.on('call-end', () => hint.clear()),
    // One diagnostics line per start: total and per-stage milliseconds (read by bench/call-start.bench.ts).
    call.on('call-start-success', ({ totalDuration, stages }) =>
      logger.info('call-start-success', JSON.stringify({ totalDuration, stages })),
    ),
    call.on('speech-start', () => patchCall({ assistantSpeaking: true })),
    call.on('speech-end', () => patchCall({ assistantSpeaking: false })),
    call.on('message', onMessage),
    call.on('error', (error) => {
      hint.clear();
      const outcome = errorOutcome(error, callStore.getState().status);
      if (!outcome.reset) return;
      resetCall();
      if (outcome.notice) notify({ kind: outcome.notice, error });
    }),
  ];
  return () => unsubs.forEach((u) => u());
}

function onMessage(m: AgentMessage): void {
  if (m.type === 'transcript' && m.transcriptType === 'final') addCaption({ role: m.role, text: m.transcript });
  // The visitor's words while they speak (the local agent's recognizer; Vapi's partials): one line, replaced.
  else if (m.type === 'transcript' && m.role === 'user') patchCall({ partialCaption: m.transcript });
  if (m.type === 'user-interrupted') patchCall({ assistantSpeaking: false });
}
