import type { CallAnswer } from '../../src/protocol/provider-routes.ts';
import type { Recognizer } from './recognition/recognizer.ts';
import type { Expect } from './recruiter-script.ts';
import { nameHeardBefore } from './spelling.ts';

/** The visitor's caption when no recognizer is installed. */
export const TRANSCRIPTION_UNAVAILABLE = '(transcription unavailable)';
/** The visitor's caption when nothing was recognized (silence, noise, a decode that failed or timed out). */
export const NOTHING_HEARD = '(nothing recognized)';

/**
 * What an answer adds to its record entry, the caption to show, whether it was heard for sure (the question's own
 * grammar heard the value and the general model heard it too), and every word heard (for the next answer).
 */
export type Heard = {
  caption: string;
  record: Required<Pick<CallAnswer, 'transcript' | 'confidence' | 'value'>>;
  sure: boolean;
  words: string[];
};

/**
 * Recognizes a stored answer; never rejects (a failed, timed-out or aborted decode counts as nothing heard). `before`:
 * the words heard in the answer before this one — a spelled name a letter away from a name said there is that name.
 */
export async function hearAnswer(
  recognizer: Recognizer,
  wavFile: Promise<string>,
  pcm: Int16Array,
  expects: Expect,
  signal: AbortSignal,
  log: { warn(msg: string): void },
  before: string[] = [],
): Promise<Heard> {
  try {
    const r = await recognizer.recognize(await wavFile, pcm, expects, signal);
    const said = expects.kind === 'spelled' && typeof r.value === 'string' ? nameHeardBefore(r.value, before, expects.names) : null;
    const record = { transcript: r.transcript, confidence: Math.round(r.confidence * 100) / 100, value: said ?? r.value };
    return { caption: r.transcript || NOTHING_HEARD, record, sure: r.source === 'grammar' && r.backed, words: r.heard };
  } catch (e) {
    if (!signal.aborted) log.warn(`recognition failed: ${(e as Error).message}`);
    return { caption: NOTHING_HEARD, record: { transcript: '', confidence: 0, value: null }, sure: false, words: [] };
  }
}
