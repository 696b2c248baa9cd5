// What the neural recognizer's words give an answer (recognizer.ts weighs it against pocketsphinx's decodes).
import { extractValue, FILLERS, NOT_NAME_WORDS, saysNumber, words } from '../dialogue-utils.ts';
import { typedNameSaid } from '../name-said.ts';
import type { AnswerValue, Expect } from '../recruiter-script.ts';
import { wordsText } from './grammar-fit.ts';
import type { NeuralHeard } from './moonshine.ts';
import type { Decoded } from './pocketsphinx.ts';
import { wordPosterior } from './recognition-utils.ts';

/** A value the neural recognizer heard, as the recognizer keeps it (never `backed`: that is the general model's word). */
export type NeuralChosen = { transcript: string; confidence: number; value: AnswerValue; source: 'neural'; backed: false };

/**
 * The question's value in the neural recognizer's words, or null. Not for a name: it writes a name as it sounds
 * ("Santayler", "Carlos Mendes"), so a name is only taken from it when it is the one typed in the details form
 * (`typedNeural`). Free text only when it names a number: speech it cannot make out, it makes up — German came out as
 * "This is the first time I've ever seen a movie." (every salary answer of the corpus names its amount).
 */
export function neuralValue(expects: Expect, heard: NeuralHeard): NeuralChosen | null {
  const taken = expects.kind !== 'name' && expects.kind !== 'spelled' && (expects.kind !== 'free' || saysNumber(words(heard.text)));
  const value = taken ? extractValue(expects, heard.text) : null;
  return value === null ? null : { transcript: heard.text, confidence: heard.confidence, value, source: 'neural', backed: false };
}

/** The typed name as a decode heard it: the value, from the neural recognizer or pocketsphinx's general model. */
export type TypedChosen = { transcript: string; confidence: number; value: string; source: 'neural' | 'general'; backed: false };

/**
 * The typed name when the neural recognizer's words say it (name-said.ts), else when the general model's do (its
 * dictionary has many names: "i it's sophia martinez colon"), else null.
 */
export function typedSaid(typed: string, heard: NeuralHeard | null, general: Decoded): TypedChosen | null {
  if (heard && typedNameSaid(heard.text, typed))
    return { transcript: heard.text, confidence: heard.confidence, value: typed, source: 'neural', backed: false };
  const transcript = wordsText(general.words);
  return typedNameSaid(transcript, typed)
    ? { transcript, confidence: wordPosterior(general.words), value: typed, source: 'general', backed: false }
    : null;
}

/** The words that carry meaning: everyday words (dialogue-utils.ts `NOT_NAME_WORDS`) and hesitation sounds left out. */
const contentWords = (text: string) => new Set(words(text).filter((w) => !NOT_NAME_WORDS.has(w) && !FILLERS.has(w)));

/**
 * True when pocketsphinx's free text shares no word of meaning with what the neural recognizer heard in the same
 * answer: then it is not an answer but sounds forced into words (German speech as "the ah ah ah you", while the
 * neural recognizer made a sentence of its own of it), and neither is kept.
 */
export function freeTextDisputed(expects: Expect, transcript: string, heard: NeuralHeard | null): boolean {
  if (expects.kind !== 'free' || !heard) return false;
  const theirs = contentWords(heard.text);
  return ![...contentWords(transcript)].some((w) => theirs.has(w));
}

/**
 * The neural recognizer's words are waited for at most this long once pocketsphinx has decoded the answer. Alone it
 * finishes first (0.1 s of work per second of speech against pocketsphinx's 0.25); with many calls at once its single
 * process queues, and the asr bench's ramp kept up with 8 calls instead of 16 while every answer waited for it.
 */
export const NEURAL_GRACE_MS = 500;

/** What `heard` gives within `ms`, else null — and then `late` is aborted, so a hear still queued is dropped. */
export async function inGrace<T>(heard: Promise<T | null>, ms: number, late: AbortController): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const out = await Promise.race([heard, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)))]);
  clearTimeout(timer);
  if (out === null) late.abort(new Error('the neural recognizer fell behind'));
  return out;
}
