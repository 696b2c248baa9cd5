import type { CallAnswer } from '../../src/protocol/provider-routes.ts';
import type { Recognizer, TypedName } from './recognition/recognizer.ts';
import type { AnswerValue, Expect } from './recruiter-script.ts';
import { lettersTyped, nameHeardBefore, nameTyped } from './spelling.ts';

/** The visitor's caption when no recognizer is installed. */
export const TRANSCRIPTION_UNAVAILABLE = '(transcription unavailable)';
/** The visitor's caption when nothing was recognized (silence, noise, a decode that failed or timed out). */
export const NOTHING_HEARD = '(nothing recognized)';

/**
 * What an answer adds to its record entry, the caption to show, whether it was heard for sure (`heardForSure`), and
 * every word heard (for the next answer).
 */
export type Heard = {
  caption: string;
  record: Required<Pick<CallAnswer, 'transcript' | 'confidence' | 'value'>>;
  sure: boolean;
  words: string[];
};

/**
 * What a follow-up answer is heard with: the words heard in the answer before it (a spelled name a letter away from a
 * name said there is that name), that answer's question (`again`: the visitor may say the answer again instead —
 * the name, not spelled —, taken when that question's grammar hears it for sure), and the name the visitor typed in
 * the details form (`typed`, spelling.ts `typedName`: a spelling two letters or fewer from it is that name, and a name
 * heard as it needs no spelling; `typedAs`, the name question narrowed to it (`Recognizer.nameTyped`): the name
 * answer is decoded with it too, and the neural recognizer favours its words, and its letters in a spelling).
 */
export type FollowUp = { before: string[]; again?: Expect; typed?: string | null; typedAs?: TypedName | null };

/**
 * Whether an answer was heard for sure (its follow-up is not asked): its question's grammar heard the value and the
 * general model heard it too. A name, when one was typed in the details form, only as that name (the form and the voice
 * agree): a grammar's other name is spelled (set 35's "Hi, I'm Thulani Sibiya", with that name typed, was a backed
 * "anthony sanchez"; of the 849 name answers stored, 2 had another name backed with their own typed, both wrong).
 */
export function heardForSure(
  kind: Expect['kind'],
  r: { source: string; backed: boolean },
  value: AnswerValue | null,
  typed: string | null,
) {
  return kind === 'name' && typed !== null ? value === typed : r.source === 'grammar' && r.backed;
}

/** Recognizes a stored answer; never rejects (a failed, timed-out or aborted decode counts as nothing heard). */
export async function hearAnswer(
  recognizer: Recognizer,
  wavFile: Promise<string>,
  pcm: Int16Array,
  expects: Expect,
  signal: AbortSignal,
  log: { warn(msg: string): void },
  { before, again, typed = null, typedAs = null }: FollowUp = { before: [] },
): Promise<Heard> {
  try {
    const file = await wavFile;
    let r = await recognizer.recognize(file, pcm, expects, signal, typedAs);
    let value = r.value;
    if (expects.kind === 'spelled') {
      // The typed name, when either recognizer's letters are close to it; else a name said before a letter away.
      const spelled = typeof value === 'string' ? value : null;
      value =
        (spelled && nameTyped(spelled, typed)) ??
        lettersTyped(r.neural, typed) ??
        (spelled && nameHeardBefore(spelled, before, expects.names)) ??
        value;
    }
    if (value === null && r.source !== 'none' && again) {
      const said = await recognizer.recognize(file, pcm, again, signal);
      if (heardForSure(again.kind, said, said.value, null)) [r, value] = [said, said.value];
    }
    const record = { transcript: r.transcript, confidence: Math.round(r.confidence * 100) / 100, value };
    const sure = heardForSure(expects.kind, r, value, typed);
    return { caption: r.transcript || NOTHING_HEARD, record, sure, words: r.heard };
  } catch (e) {
    if (!signal.aborted) log.warn(`recognition failed: ${(e as Error).message}`);
    return { caption: NOTHING_HEARD, record: { transcript: '', confidence: 0, value: null }, sure: false, words: [] };
  }
}
