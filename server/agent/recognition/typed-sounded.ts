// The name typed in the details form, found by its sounds in an answer the letters of whose words do not spell it
// (name-said.ts): "Sure, Mirah Subramanian, everyone just calls me…" for a typed "Meera Subramanian" (set 26, slt:
// "mirah" is three letter edits in five from "meera", and the same phones).
import type { Expect } from '../recruiter-script.ts';
import { nameWords } from '../name-said.ts';
import { wordsText } from './grammar-fit.ts';
import type { NeuralHeard } from './moonshine.ts';
import { typedAnswer, type TypedChosen } from './neural-value.ts';
import type { Decoded } from './pocketsphinx.ts';
import { wordPosterior } from './recognition-utils.ts';
import { nearVowels, phonesWithin, type PhonesOf } from './sounds-alike.ts';

/**
 * The typed name's phones are found in a run of the answer's with at most this share of them edited (a phone
 * inserted, dropped or replaced)…
 * Chosen on the asr bench's 576 name answers of sets tuning…26 as the neural recognizer (none typed) and the general
 * model heard them, each against every one of the corpus's names (94 377 pairs, 2026-11-29): the letters find 206 of
 * the answers' own names; these limits 9 more (3 of them found no other way: the answer's value was none), and no
 * other name the letters do not find. At 0.25, 6 more and "It's for Kima Haddad", Fatima Haddad's answer, as Karim
 * Haddad's; with 0.4 for a word, 15 more and 9 others ("anna lee" in "family name first").
 */
export const MAX_TYPED_DISTANCE = 0.2;
/** …and each of its words' phones with at most this share edited. */
export const MAX_TYPED_WORD_DISTANCE = 0.3;
/**
 * A typed name of at least this many phones is found with a vowel for a near one at half an edit (sounds-alike.ts
 * `nearVowels`): set 69's slt "Ibrahim Toure" was "ibrahim terror" ("toure" 1 edit in its 3 phones). In the 3 869
 * stored name decodes against the corpus's 649 names (2026-12-01), near vowels found the answer's own name in 96 more
 * and another name in 36, 34 of those of fewer than 8 phones ("anna lee", "thuy bui"); from 8 phones on in 90 and 2
 * ("linh nguyen" in "lana nguyen", "kieran o'malley" in "anomaly"), and 7 of those 90 answers lacked their name.
 */
export const MIN_NEAR_TYPED_PHONES = 8;

/**
 * The typed name (as spelling.ts `typedName` writes it) when the neural recognizer's words, else the general model's,
 * sound like it (`MIN_NEAR_TYPED_PHONES`); else null. Only for the name question, and only when every word of the name
 * has phones (a dictionary's or espeak-ng's); looks them up once per answer.
 */
export async function typedSoundedOut(
  expects: Expect,
  typed: string,
  heard: NeuralHeard | null,
  general: Decoded,
  phonesOf: PhonesOf,
): Promise<TypedChosen | null> {
  if (expects.kind !== 'name') return null;
  const parts = typed.split(' ');
  const transcript = wordsText(general.words);
  const texts = [heard?.text ?? '', transcript].map(nameWords);
  const phones = await phonesOf([...new Set([...parts, ...texts.flat()])]).catch(() => null);
  if (!phones || !parts.every((p) => phones.has(p))) return null;
  const of = (ws: string[]) => ws.flatMap((w) => phones.get(w) ?? []);
  const name = of(parts);
  const replacing = name.length >= MIN_NEAR_TYPED_PHONES ? nearVowels : undefined;
  const within = (a: string[], b: string[]) => phonesWithin(a, b, replacing) / a.length;
  const found = texts
    .map(of)
    .findIndex(
      (b) =>
        b.length > 0 && within(name, b) <= MAX_TYPED_DISTANCE && parts.every((p) => within(phones.get(p)!, b) <= MAX_TYPED_WORD_DISTANCE),
    );
  if (found === 0 && heard) return { transcript: heard.text, confidence: heard.confidence, value: typed, source: 'neural', backed: false };
  if (found === 1) return { transcript, confidence: wordPosterior(general.words), value: typed, source: 'general', backed: false };
  return null;
}

/**
 * What the typed name gives an answer: its letters said (neural-value.ts `typedAnswer`: the name question's value, or
 * to another question an introduction, no value), else its sounds to the name question (`typedSoundedOut`), else null.
 */
export async function typedHeard(expects: Expect, typed: string, heard: NeuralHeard | null, general: Decoded, phonesOf: PhonesOf) {
  return typedAnswer(expects, typed, heard, general) ?? (await typedSoundedOut(expects, typed, heard, general, phonesOf));
}
