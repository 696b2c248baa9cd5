import type { CallRecord } from '../../src/protocol/provider-routes.ts';
import type { OutboxMessage, OutboxStore } from '../outbox/outbox-store.ts';

/** Service and template ids of the post-call summary email in the outbox. */
export const SUMMARY_SERVICE_ID = 'local-agent';
/** Template id of the post-call summary. */
export const SUMMARY_TEMPLATE_ID = 'call-summary';

const shown = (v: unknown) =>
  v === null || v === undefined || v === '' ? '(not understood)' : v === true ? 'yes' : v === false ? 'no' : String(v);

/** The summary's template params: who called, how it ended, and each answer (value, transcript, confidence, WAV). */
export function callSummaryParams(rec: CallRecord): Record<string, unknown> {
  const answers = rec.answers.map((a) => ({
    question: a.question,
    value: a.value ?? null,
    transcript: a.transcript ?? null,
    confidence: a.confidence ?? null,
    file: a.file,
  }));
  const lines = rec.answers.map(
    (a) => `${a.question}: ${shown(a.value)}${a.transcript ? ` ("${a.transcript}", confidence ${a.confidence})` : ''}`,
  );
  return {
    subject: `Call summary: ${rec.customer.name ?? 'anonymous visitor'} (${rec.endedReason ?? 'ended'})`,
    call_id: rec.id,
    ended_reason: rec.endedReason,
    started_at: rec.startedAt,
    ended_at: rec.endedAt,
    ...Object.fromEntries(Object.entries(rec.customer).map(([k, v]) => [`visitor_${k}`, v])),
    answers,
    message: lines.join('\n') || '(no answers)',
  };
}

/** Writes the post-call summary email for the site owner to the outbox (called once, when the record has ended). */
export function sendCallSummary(outbox: OutboxStore, rec: CallRecord): Promise<OutboxMessage> {
  return outbox.add({
    via: 'send',
    service_id: SUMMARY_SERVICE_ID,
    template_id: SUMMARY_TEMPLATE_ID,
    template_params: callSummaryParams(rec),
  });
}
