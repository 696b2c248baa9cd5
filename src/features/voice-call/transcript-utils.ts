// Pure helpers for the call transcript the visitor can copy or download after the call.
import type { Caption } from '../../stores/call-store.ts';

/** Plain text of a transcript: a heading with the date, then one 'Speaker: line' per caption. */
export function transcriptText(captions: readonly Caption[], when: Date): string {
  const lines = captions.map((c) => `${c.role === 'assistant' ? 'Assistant' : 'You'}: ${c.text}`);
  return [`Vaiu Voice AI call — ${when.toLocaleString()}`, '', ...lines, ''].join('\n');
}

/** File name of a downloaded transcript, e.g. 'vaiu-call-2026-11-23-1015.txt' (local time). */
export function transcriptFileName(when: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `vaiu-call-${when.getFullYear()}-${p(when.getMonth() + 1)}-${p(when.getDate())}-${p(when.getHours())}${p(when.getMinutes())}.txt`;
}
