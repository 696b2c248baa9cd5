// Whether a grammar's hypothesis of an answer stands: it hears a plausible value, covers the voiced audio, fits the
// sounds about as well as the unconstrained general model does, and the general model does not rule it out.
import { extractValue, valueWords } from '../dialogue-utils.ts';
import { mostlyFiller } from '../filler-utils.ts';
import type { AnswerValue, Expect } from '../recruiter-script.ts';
import { spelledSlowly } from '../spelling.ts';
import type { Decoded } from './pocketsphinx.ts';
import { agreement, grammarCoverage, wordPosterior, type WordTiming } from './recognition-utils.ts';

/**
 * A grammar hypothesis is kept when its words cover this share of the voiced audio. On the tuning set every right
 * grammar answer covers ≥ 0.9; the one below 0.8 was wrong ("september" as "june"), and so is a German sentence
 * forced into the role grammar (0.77). The held-out set has two right espeak answers at 0.74 and 0.78 that this loses.
 */
export const MIN_GRAMMAR_COVERAGE = 0.8;
/**
 * A grammar hypothesis is kept when its acoustic score per 10-ms frame is at least this far above the general
 * model's (log base 1.0001): an answer to another question forced into a grammar fits the sounds worse than the
 * unconstrained search does (−26…−0.7 on the tuning set's off-topic answers); an answer the grammar covers fits
 * them as well or better (+2.9 and up). Set on the tuning set at +1 with the narrow grammars; the wider grammars
 * (fillers, hedges, tails) score a right answer lower ("I have five years of experience", espeak: −1.66), so −2.
 * A grammar's score falls as it grows, for the same words at the same times: pocketsphinx scores each frame against
 * the best senone active in it, and a wider grammar keeps more of them active (three more tails — "now", "in total",
 * "so far" — took that answer from −1.66 to −2.42). So −3 with this round's wider grammars; measured on every set's
 * false accepts by the bench.
 */
export const MIN_ACOUSTIC_MARGIN = -3;
/**
 * …or down to this when the general model heard one of the value's own words at the same time: "four weeks" (slt,
 * kal) under the notice grammar at −4.4 and −5.8 while the general model heard "bye weeks"; "…the data engineer
 * vacancy…" at −4.1 while it heard "…day to engineer a vacancy…". Measured over sets 1–5's cached decodes (537
 * answers and cross-asks): 4 more answers right, no off-topic answer more accepted, the same from −5 to −6.
 */
export const MIN_BACKED_MARGIN = -6;
/**
 * A grammar hypothesis that stands: its words, its value, its coverage of the voiced audio (the confidence kept), and
 * whether the general model heard one of the value's own words with it (`backed`).
 */
export type Fitted = { transcript: string; confidence: number; value: AnswerValue; backed: boolean };

/**
 * The grammar's hypothesis (`forced`) when it stands against the general model's decode of the same audio (`frames`
 * 10-ms frames long, voiced in `voiced`), else null: its words cover at least `minCoverage` of the voice, and the
 * general model's own sure words do not rule it out (unless `contradiction` is 'ignored': sounds-alike.ts weighs it).
 */
export function fitted(
  expects: Expect,
  forced: Decoded,
  general: Decoded,
  frames: number,
  voiced: number[],
  { minCoverage = MIN_GRAMMAR_COVERAGE, contradiction = 'heeded' }: { minCoverage?: number; contradiction?: 'heeded' | 'ignored' } = {},
): Fitted | null {
  const transcript = wordsText(forced.words);
  const value = extractValue(expects, transcript);
  if (value === null) return null;
  // Mostly fillers and hedges around one value word, or letters faster than anyone spells: another question's answer.
  const plausible = expects.kind === 'spelled' ? spelledSlowly(forced.words) : !mostlyFiller(forced.words.map((w) => w.word));
  if (!plausible) return null;
  const own = valueWords(expects, value);
  const confidence = grammarCoverage(forced.words, voiced);
  const margin = (forced.acoustic - general.acoustic) / frames;
  const backed = backs(forced.words, general.words, own);
  const fits = margin >= MIN_ACOUSTIC_MARGIN || (margin >= MIN_BACKED_MARGIN && backed);
  if (confidence < minCoverage || !fits || (contradiction === 'heeded' && contradicts(forced.words, general.words, own))) return null;
  return { transcript, confidence, value, backed };
}

/** The words of a decode as one line. */
export const wordsText = (words: WordTiming[]): string => words.map((w) => w.word).join(' ');

/**
 * The general model's value replaces the grammar's when the grammar narrowed to it fits the sounds this much better
 * per frame than the grammar narrowed to its own value.
 */
export const MIN_RIVAL_MARGIN = 0;
/**
 * The typed name is taken when it fits the sounds at most this much worse per frame than the question's grammar
 * narrowed to the name it heard. Sets tuning…12, 159 name answers: the typed name's grammar stood for 90 with their
 * own name typed; of the 86 compared, 84 fit within −1.4, two at −3.6 and −4.1. It stood for three with another
 * visitor's name typed (the bench's control), which fit by −3.7, −4.0 and −15.4.
 */
export const MIN_TYPED_MARGIN = -2;

/**
 * The general model's other value is put to that test when its words' mean posterior reaches this — lower than
 * MIN_GENERAL_CONFIDENCE, since the test, not the posterior, decides: "two weeks notice" (0.54) against the notice
 * grammar's "ten weeks notice" was never compared at 0.6.
 */
export const MIN_RIVAL_CONFIDENCE = 0.45;

/** A general-model hypothesis this sure of itself without any of the value's words rules out the grammar's guess. */
export const CONTRADICTION_CONFIDENCE = 0.7;

/** The general model backs a grammar hypothesis that it heard this share of (same words at the same time). */
export const MIN_AGREEMENT = 0.5;

/** The general model heard one of the value's own words where the grammar heard it (same word, overlapping time). */
function backs(forced: WordTiming[], general: WordTiming[], valueWords: string[]): boolean {
  const own = forced.filter((f) => valueWords.includes(f.word));
  return agreement(own, general) > 0;
}

// "My name is Alex Morgan" forced into the role grammar comes out as "product manager"; the general model heard it
// right. But "my name is sam taylor" heard as "my name is some day or" is the grammar's answer misheard, not another.
function contradicts(forced: WordTiming[], general: WordTiming[], valueWords: string[]): boolean {
  if (wordPosterior(general) < CONTRADICTION_CONFIDENCE || general.some((w) => valueWords.includes(w.word))) return false;
  return agreement(forced, general) < MIN_AGREEMENT;
}
