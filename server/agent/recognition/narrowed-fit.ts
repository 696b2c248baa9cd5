// Checks that decode an answer again with the question's grammar narrowed to one value (same-shape grammars, so their
// acoustic scores compare): the general model's rival value against the grammar's, the neural recognizer's against a
// backed one, and the typed name against the name the question's grammar heard.
import { extractValue, narrowTo } from '../dialogue-utils.ts';
import { amountSaid, rangeSaid } from '../free-text.ts';
import type { AnswerValue, Expect } from '../recruiter-script.ts';
import { fitted, MIN_RIVAL_CONFIDENCE, MIN_RIVAL_MARGIN, MIN_TYPED_MARGIN, wordsText, type Fitted } from './grammar-fit.ts';
import type { NeuralHeard } from './moonshine.ts';
import { neuralValue } from './neural-value.ts';
import type { Decoded } from './pocketsphinx.ts';
import { grammarCoverage, wordPosterior } from './recognition-utils.ts';
import type { TypedName } from './recognizer.ts';

/** Decodes the answer with the question narrowed to one value (`narrowTo`). */
export type NarrowedDecode = (narrowed: Expect) => Promise<Decoded>;
/** An answer's decodes: the general model's, the grammar's, its length in 10-ms frames and its voiced windows. */
type Decodes = { general: Decoded; forced: Decoded; frames: number; voiced: number[] };
/**
 * What the recognizer chooses an answer's value from: both decodes (no forced one without a grammar), the length in
 * frames, the voiced windows, the question's grammar, the neural recognizer's words and the narrowed decode.
 */
export type AllDecodes = Omit<Decodes, 'forced'> & {
  forced: Decoded | null;
  grammar: string | null;
  neural: NeuralHeard | null;
  narrowed: NarrowedDecode;
};
/** A grammar value as the recognizer keeps it. */
export type GrammarChosen = Fitted & { source: 'grammar' };

/**
 * When the general model heard another value that the grammar also allows, the grammar narrowed to each of the two
 * values decodes the answer (two more decodes side by side, only then): the value whose words fit the sounds better
 * wins. Else the grammar's own (`fit`).
 */
export async function rivalFit(expects: Expect, fit: Fitted, d: Decodes, decode: NarrowedDecode): Promise<GrammarChosen> {
  const other = wordPosterior(d.general.words) >= MIN_RIVAL_CONFIDENCE ? extractValue(expects, wordsText(d.general.words)) : null;
  const b = await narrowedRival(expects, fit.value, other, d.frames, decode);
  if (!b) return { ...fit, source: 'grammar' };
  // The general model heard this value: backed by it.
  return { transcript: wordsText(b.words), confidence: grammarCoverage(b.words, d.voiced), value: other!, source: 'grammar', backed: true };
}

/**
 * The grammar narrowed to `other`'s decode when both values can be narrowed and differ (two more decodes side by side,
 * only then), it fits the sounds at least MIN_RIVAL_MARGIN per frame better than the grammar narrowed to `own`, and
 * its words come out as `other`; else null.
 */
async function narrowedRival(
  expects: Expect,
  own: AnswerValue,
  other: AnswerValue | null,
  frames: number,
  decode: NarrowedDecode,
  by: Narrowing = { to: narrowTo, same: (a, b) => a === b },
): Promise<Decoded | null> {
  const mine = other !== null && !by.same(other, own) ? by.to(expects, own) : null;
  const theirs = mine && by.to(expects, other!);
  if (!mine || !theirs) return null;
  const [a, b] = await Promise.all([mine, theirs].map(decode));
  const heard = extractValue(expects, wordsText(b.words));
  return (b.acoustic - a.acoustic) / frames >= MIN_RIVAL_MARGIN && heard !== null && by.same(heard, other!) ? b : null;
}

/** How a value narrows the grammar (`to`), and when two values are the same one (`same`). */
type Narrowing = { to: (expects: Expect, value: AnswerValue) => Expect | null; same: (a: AnswerValue, b: AnswerValue) => boolean };

/**
 * Free text in the amount grammar narrows to the range or else the amount it names (free-text.ts `rangeSaid`,
 * `amountSaid`), and is the same by it. The grammar has no ranges, so espeak's "something between one hundred and one
 * hundred twenty thousand" came out of it as "something like a hundred and one thousand", backed by the general model,
 * and the neural recognizer's range had nothing to be narrowed to (set 17, 2026-11-29).
 */
const amountOf = (value: AnswerValue) => rangeSaid(String(value)) ?? amountSaid(String(value));
const BY_AMOUNT: Narrowing = {
  to: (expects, value) => {
    const amount = expects.kind === 'free' && expects.phrasing === 'amount' ? amountOf(value) : null;
    return amount ? { ...expects, amount } : null;
  },
  same: (a, b) => amountOf(a) === amountOf(b),
};

/**
 * The grammar narrowed to the neural recognizer's value when that is another one the grammar allows and fits the
 * sounds better than the grammar's backed value (`kept`), the grammar narrowed to each (two more decodes, only then);
 * else null. pocketsphinx's two decodes can share a mishearing the neural recognizer did not make: espeak's "going on
 * thirteen years" came out of the grammar as "only thirty years now" and of the general model as "going on thirty
 * years ah"; narrowed to thirteen, the grammar fits 2.5 per frame better. Free text in the amount grammar is narrowed
 * to the amount it names, and the answer is then the narrowed decode's words: espeak's "I'm looking for around ninety
 * five thousand a year" came out of the grammar as "…twenty five thousand a year", backed, and the neural recognizer
 * heard ninety five.
 */
export async function neuralFitsBetter(
  expects: Expect,
  kept: GrammarChosen,
  neural: NeuralHeard | null,
  frames: number,
  voiced: number[],
  decode: NarrowedDecode,
): Promise<GrammarChosen | null> {
  const other = (neural && neuralValue(expects, neural)?.value) ?? null;
  const b = await narrowedRival(expects, kept.value, other, frames, decode, expects.kind === 'free' ? BY_AMOUNT : undefined);
  const value = b && extractValue(expects, wordsText(b.words));
  return b && value !== null
    ? { transcript: wordsText(b.words), confidence: grammarCoverage(b.words, voiced), value, source: 'grammar', backed: false }
    : null;
}

/**
 * The typed name's hypothesis (`own`) when it stands as a question's grammar must (`fitted`) and fits the sounds at
 * most MIN_TYPED_MARGIN per frame worse than the name the question's own grammar heard does, that grammar narrowed to
 * it (one more decode, only then): the typed name is the likelier one, but not whatever was said.
 */
export async function typedFit(
  expects: Expect,
  typed: TypedName,
  d: Omit<Decodes, 'forced'> & { forced: Decoded | null; own: Decoded },
  decode: NarrowedDecode,
): Promise<Fitted | null> {
  const fit = typed.expects && fitted(typed.expects, d.own, d.general, d.frames, d.voiced);
  if (!fit || fit.value !== typed.name) return null;
  const heard = d.forced && extractValue(expects, wordsText(d.forced.words));
  const rival = heard !== null && heard !== fit.value ? narrowTo(expects, heard) : null;
  if (!rival) return fit;
  const other = await decode(rival);
  return (d.own.acoustic - other.acoustic) / d.frames >= MIN_TYPED_MARGIN ? fit : null;
}
