// Free text as the neural recognizer writes it can hold words of its own making where the speech was unclear to it
// ("I was thinking one forchy, plus equity", "Ninety thousand plasbones would be fair"), while the general model,
// whose words all come from pocketsphinx's dictionary, heard real ones there ("one forty", "plus bonus"). Such a
// stretch is mended with the general model's words for it when they sound alike.
import { editDistance } from '../../lib/edit-distance.ts';
import { extractValue } from '../dialogue-utils.ts';
import { isAmountWord, isHesitation, isNumberWord, joins } from '../free-text.ts';
import { TENS, UNITS, words } from '../said-words.ts';
import type { AnswerValue, Expect } from '../recruiter-script.ts';
import { dependsOnMended } from './depends-on.ts';
import type { PhonesOf } from './sounds-alike.ts';

/**
 * A made-up stretch takes the general model's words for it when their phones differ by at most this many edits per
 * phone (of the longer). The asr bench's salary answers of sets tuning…13 (2026-11-28) hold six with a made-up word in
 * the neural recognizer's words: "forchy" against "forty" was at 0.20, "plasbones" against "plus bonus" at 0.33, both
 * then right; the others at 0.57 ("samanthy" against "seventy") and above, and none of those would have been right.
 */
export const MAX_MEND_DISTANCE = 0.4;

/** What mending looks words up with: their phones, and which of them pocketsphinx's dictionary lacks. */
export type Sounds = { phonesOf: PhonesOf; madeUpOf: (words: string[]) => Promise<Set<string>> };

/** A stretch where two word lists differ, between words they share: `a`'s words from `at`, and `b`'s for them from `bAt`. */
export type Stretch = { at: number; a: string[]; bAt: number; b: string[] };

/** The stretches where `a` and `b` differ, in order: between the most words they share in the same order. */
export function differing(a: readonly string[], b: readonly string[]): Stretch[] {
  // shared[i][j]: the most words a[i…] and b[j…] share in order.
  const shared = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      shared[i][j] = a[i] === b[j] ? shared[i + 1][j + 1] + 1 : Math.max(shared[i + 1][j], shared[i][j + 1]);
  const out: Stretch[] = [];
  let [i, j, fromA, fromB] = [0, 0, 0, 0];
  const close = () => {
    if (i > fromA || j > fromB) out.push({ at: fromA, a: a.slice(fromA, i), bAt: fromB, b: b.slice(fromB, j) });
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      close();
      [i, j] = [i + 1, j + 1];
      [fromA, fromB] = [i, j];
    } else if (j >= b.length || (i < a.length && shared[i + 1][j] >= shared[i][j + 1])) i++;
    else j++;
  }
  close();
  return out;
}

/** Whether a stretch's replacement keeps its number: words that say none never replace words that say one. */
const keepsNumber = (s: Stretch) => !s.a.some(isNumberWord) || s.b.some(isNumberWord);

/**
 * A stretch of the neural recognizer's words that mishears a number the general model heard: a number and a word no
 * amount is said in, or a letter, where the general model heard only numbers. slt's "in the range of seventy to eighty
 * thousand" came out as "…seven Qi to a T thousand" (set 28), "seventy" and "eighty" from the general model.
 */
function misheardNumber(s: Stretch): boolean {
  const [number, other, letter] = [s.a.some(isNumberWord), s.a.some((w) => !isAmountWord(w)), s.a.some((w) => /^[b-hj-z]$/.test(w))];
  return s.b.length > 0 && s.b.every(isNumberWord) && ((number && other) || letter);
}

/**
 * The neural recognizer's free text (`text`) with each stretch that holds a made-up word or mishears a number replaced
 * by the general model's words for it (`general`) where they sound alike; null when none is (or no phones are found).
 */
export async function mendMadeUp(text: string, general: string, sounds: Sounds): Promise<string | null> {
  const [mine, theirs] = [words(text), words(general)];
  const made = await sounds.madeUpOf(mine).catch(() => null);
  const mended = (s: Stretch) => (s.b.length && s.a.some((w) => made!.has(w)) && keepsNumber(s)) || misheardNumber(s);
  const stretches = made ? differing(mine, theirs).filter(mended) : [];
  return takenWhereAlike(
    mine,
    stretches.map((s) => ({ ...s, within: MAX_MEND_DISTANCE })),
    sounds,
  );
}

/** A stretch's words as the general model heard them, to take where they are `within` edits per phone of `a`'s. */
type Taking = Stretch & { within: number };

/** `mine` with each stretch's words replaced by the general model's where they sound alike; null when none is. */
async function takenWhereAlike(mine: string[], takings: Taking[], sounds: Sounds): Promise<string | null> {
  if (!takings.length) return null;
  const phones = await sounds.phonesOf([...new Set(takings.flatMap((s) => [...s.a, ...s.b]))]).catch(() => null);
  const said = (ws: string[]) => (phones && ws.every((w) => phones.has(w)) ? ws.flatMap((w) => phones.get(w)!) : null);
  const out = [...mine];
  for (const s of [...takings].reverse()) {
    const [pa, pb] = [said(s.a), said(s.b)];
    if (pa && pb && editDistance(pa, pb) / Math.max(pa.length, pb.length) <= s.within) out.splice(s.at, s.a.length, ...s.b);
  }
  return out.join(' ') === mine.join(' ') ? null : out.join(' ');
}

/** The indices of `a`'s words that `b` shares, in order (`differing`'s complement). */
function sharedOf(a: readonly string[], b: readonly string[]): Set<number> {
  const apart = new Set(differing(a, b).flatMap((s) => s.a.map((_, k) => s.at + k)));
  return new Set(a.map((_, i) => i).filter((i) => !apart.has(i)));
}

/**
 * The neural recognizer's free text (`text`) with each stretch where pocketsphinx's two decodes outvote it: the
 * general model's words for the stretch (`general`) are also the grammar's (`forced`, aligned the same way) and none
 * of the neural recognizer's are. kal's "well ideally one hundred and twenty thousand plus benefits" came out of the
 * neural recognizer as "well I dearly want hundred and twenty…", of the general model word for word, and of the
 * amount grammar as "well ideally one hundred grand per month…". Only words the neural recognizer heard are outvoted,
 * none are added where it heard nothing: both of pocketsphinx's decodes wrote slt's "Um, I'm hoping for…" as "i'm i'm
 * hoping for…" (set 20; pocketsphinx's dictionary has no hesitation sounds), nor where it heard one: both wrote slt's
 * "I'm hoping for um, ninety-five to…" as "…for around ninety five" (set 73). Not a stretch whose number pocketsphinx's
 * words lose: slt's "my current CTC is eighteen lakhs", word for word from the neural recognizer, was outvoted to "my
 * current sea tac is a team lacks" (set 29; "CTC" is still the general model's "sea tac": spelled out, the same
 * sounds). Null when no stretch is outvoted.
 */
export function outvoted(text: string, general: string, forced: string): string | null {
  const [mine, theirs, held] = [words(text), words(general), words(forced)];
  const [theirsHeld, mineHeld] = [sharedOf(theirs, held), sharedOf(mine, held)];
  const voted = differing(mine, theirs).filter(
    (s) =>
      s.a.length &&
      s.b.length &&
      s.b.every((_, k) => theirsHeld.has(s.bAt + k)) &&
      !s.a.some((_, k) => mineHeld.has(s.at + k)) &&
      !s.a.every(isHesitation) &&
      keepsNumber(s),
  );
  const out = [...mine];
  for (const s of voted.reverse()) out.splice(s.at, s.a.length, ...s.b);
  return voted.length ? out.join(' ') : null;
}

/** Words an amount is counted in that neither recognizer has a word for: India's lakh (100 000) and crore (100 lakh). */
export const SCALE_WORDS = ['lakh', 'lakhs', 'crore', 'crores'];

/**
 * `text` with each word right after a number that sounds like a scale word (`SCALE_WORDS`, within one phone) written
 * as that word: "eighteen lacks per annum" (set 29's and 31's slt and espeak; "lacks" and "lax" are its homophones).
 * Null when there is none (or the words cannot be looked up).
 */
export async function scaleWordsMended(text: string, sounds: Sounds): Promise<string | null> {
  const ws = words(text);
  const at = ws.flatMap((w, i) => (i > 0 && isNumberWord(ws[i - 1]) && !isAmountWord(w) && !SCALE_WORDS.includes(w) ? [i] : []));
  if (!at.length) return null;
  const phones = await sounds.phonesOf([...SCALE_WORDS, ...at.map((i) => ws[i])]).catch(() => null);
  // The nearest within one phone, its first the same ("one back" is no lakh), and of two as near the one as long
  // ("lacks" is lakhs, not lakh).
  const away = (w: string, s: string) => {
    const [pw, ps] = [phones?.get(w), phones?.get(s)];
    return pw && ps && pw[0] === ps[0] ? editDistance(pw, ps) + (pw.length === ps.length ? 0 : 0.5) : Infinity;
  };
  const scale = (w: string) => SCALE_WORDS.filter((s) => away(w, s) <= 1.5).sort((a, b) => away(w, a) - away(w, b))[0];
  const out = ws.map((w, i) => (at.includes(i) && scale(w)) || w);
  return out.join(' ') === ws.join(' ') ? null : out.join(' ');
}

/** The unit from two to nine a word says ("six": 6; its tens is `TENS[6]`), else -1. */
const unitOf = (w: string | undefined) => (w && UNITS.indexOf(w) >= 2 && UNITS.indexOf(w) <= 9 ? UNITS.indexOf(w) : -1);
const AMOUNT_SCALES = new Set(['thousand', 'k', 'grand', ...SCALE_WORDS]);
/** Whether a word goes on a number said before it ("twenty", "hundred", "and"): a unit after it is no tens' own. */
const inNumber = (w: string | undefined) => w !== undefined && w !== 'a' && isAmountWord(w);

/**
 * `text` with each tens number the neural recognizer split into a unit and "to" or "two" written as the tens it sounds
 * (a unit not said after another number, nor after the tens just written: "six to five to seventy" is sixty-five to
 * seventy): espeak's "sixty five thousand" came out as "six to five thousand" in five sets, "sixty to seventy
 * thousand" as "six to seventy thousand", kal's "seventy and eighty thousand" as "seven to eighty thousand", slt's
 * "forty-five k" as "four, two, five k". As the general model wrote it when it wrote that tens and the next word (with
 * an "and" or "to" between, its own), else where no one would say it: a range down ("six to five thousand") or from a
 * unit to tens ("seven to eighty thousand"), an amount's scale word after it. And a range up from tens with "two" for
 * "to" before its scale word: slt's "ninety to a hundred thousand dollars" as "ninety two hundred thousand" (both
 * recognizers, set 42), espeak's "seventy to eighty thousand" as "seventy-two eighty…" (set 71). Else null.
 */
export function tensSplitMended(text: string, general: string): string | null {
  const [ws, theirs] = [words(text), words(general)];
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    const [u, next] = [unitOf(ws[i]), ws[i + 2]];
    const up = next === 'hundred' || TENS.indexOf(next) > TENS.indexOf(ws[i]);
    if (TENS.indexOf(ws[i]) > 1 && ws[i + 1] === 'two' && up && AMOUNT_SCALES.has(ws[i + 3])) {
      out.push(ws[i], 'to', ...(next === 'hundred' ? ['a'] : []));
      i++;
      continue;
    }
    if (u < 0 || (ws[i + 1] !== 'to' && ws[i + 1] !== 'two') || inNumber(out.at(-1)) || next === undefined) {
      out.push(ws[i]);
      continue;
    }
    const tens = TENS[u];
    const heardBefore = (w: string) =>
      theirs.findIndex((x, j) => x === w && (theirs[j + 1] === next || (joins(theirs[j + 1]) && theirs[j + 2] === next)));
    const theirsAt = heardBefore(tens);
    const scaled = AMOUNT_SCALES.has(ws[i + 3]) || (isNumberWord(ws[i + 3] ?? '') && AMOUNT_SCALES.has(ws[i + 4]));
    const upTo = TENS.indexOf(next) > u; // "sixty to seventy": a range, its "to" kept where the general model has none
    // Not where the general model heard the unit itself before the same word: kal's "eighty-five to ninety-five" was
    // "a t five to ninety five" to the neural recognizer, "eighty five to ninety five" to the general model (set 46).
    const guessed = heardBefore(ws[i]) < 0;
    if (theirsAt >= 0) out.push(tens, ...(theirs[theirsAt + 1] === next ? (upTo ? ['to'] : []) : [theirs[theirsAt + 1]]));
    else if (guessed && unitOf(next) >= 0 && unitOf(next) < u && AMOUNT_SCALES.has(ws[i + 3])) out.push(tens);
    else if (guessed && upTo && scaled) out.push(tens, 'to');
    else {
      out.push(ws[i]);
      continue;
    }
    i++;
  }
  return out.join(' ') === ws.join(' ') ? null : out.join(' ');
}

/**
 * `text` with each stretch the general model heard as a tens number (and amount words only) where the neural
 * recognizer wrote that tens' unit, then only numbers or short words (`general`'s words for it): "six t five
 * thousand", "six feet thousand", "six tita seventy" for "sixty five thousand", "sixty thousand", "sixty to seventy",
 * slt's "seventy thousand pounds" as "seven thousand pounds" (set 43). Over the asr bench's stored salary answers the
 * general model's tens was right in every such stretch (21 answers, 2026-11-30). Null when there is none.
 */
export function tensHeardMended(text: string, general: string): string | null {
  const mine = words(text);
  // From the tens on: kal's "Um, sixty five to seventy thousand…" was "Um, six, t, five to…" to the neural recognizer,
  // "i'm sixty five to…" to the general model, and the "um" is no part of the answer (sets 56 and 58).
  const fromTens = (s: Stretch) => {
    const k = s.b.indexOf(TENS[unitOf(s.a[0])] ?? '');
    return k > 0 ? { ...s, bAt: s.bAt + k, b: s.b.slice(k) } : s;
  };
  const stretches = differing(mine, words(general))
    .map(fromTens)
    .filter((s) => {
      const u = unitOf(s.a[0]);
      const rest = s.a.slice(1).every((w) => isNumberWord(w) || w.length <= 4);
      return u >= 0 && rest && !inNumber(mine[s.at - 1]) && s.b.includes(TENS[u]) && s.b.every((w) => isAmountWord(w) || w === 'to');
    });
  const out = [...mine];
  for (const s of stretches.reverse()) out.splice(s.at, s.a.length, ...s.b);
  return stretches.length ? out.join(' ') : null;
}

/** Words said around an amount besides its own, as a salary answer says them ("looking for", "plus bonus", "per annum"). */
const AMOUNT_TALK = new Set(
  'above below looking hoping expecting aiming depending plus bonus benefits package base salary equity pension commission negotiable per annum year month rate range around roughly about ideally least minimum market pounds dollars euros'.split(
    ' ',
  ),
);
/**
 * How far the neural recognizer's words around an amount may sound from the general model's, in edits per phone: kal's
 * "hoping for" as "hope and for" (set 69) is 0.5. 0.4 for amount talk until then: on the 628 stored salary answers, 0.5
 * mended 3 more word for word and made none wrong (with "above" as amount talk: "a bit above that" was "about").
 */
const MAX_AMOUNT_MEND_DISTANCE = 0.5;

/**
 * `text` with each stretch of the neural recognizer's words mended where the general model heard the words an amount
 * is talked about in and it heard others that sound like them: a word no amount is said in right before a scale word,
 * where the general model heard a number (espeak's "somewhere around eighty thousand" as "…around daily thousand", set
 * 45: "daily" is half an edit per phone from "eighty", `MAX_AMOUNT_MEND_DISTANCE`) or up to two right after a number
 * (set 61's slt and kal "my current base is one twenty" as "one twin chi", "one pointy"), and up to two words where the
 * general model heard amount talk and no number it lacks (set 45's slt "sixty-five k plus benefits" as "sixty-five
 * cape lost benefits", set 44's kal "looking for" as "lurking for", the same distance). Null when there is
 * none (or the words cannot be looked up).
 */
export async function amountTalkMended(text: string, general: string, sounds: Sounds): Promise<string | null> {
  const [mine, theirs] = [words(text), words(general)];
  const talk = (w: string) => AMOUNT_TALK.has(w) || AMOUNT_SCALES.has(w);
  const takings = differing(mine, theirs).flatMap((s): Taking[] => {
    const [last, count] = [s.a[s.a.length - 1], s.b.length - s.b.findLastIndex((w) => !isNumberWord(w)) - 1];
    // The words no amount is said in that end the stretch, and the word before them.
    const run = s.a.length - s.a.findLastIndex((w) => isAmountWord(w) || joins(w)) - 1;
    const afterNumber = run <= 2 && isNumberWord(mine[s.at + s.a.length - run - 1] ?? '');
    const [scaled, bAt, b] = [AMOUNT_SCALES.has(mine[s.at + s.a.length] ?? ''), s.bAt + s.b.length - count, s.b.slice(-count)];
    if (last && count && scaled && !isAmountWord(last))
      return [{ at: s.at + s.a.length - 1, a: [last], bAt, b, within: MAX_AMOUNT_MEND_DISTANCE }];
    if (run && count && afterNumber) return [{ at: s.at + s.a.length - run, a: s.a.slice(-run), bAt, b, within: MAX_AMOUNT_MEND_DISTANCE }];
    const heard = s.a.length && s.a.length <= 2 && s.b.length <= 2 && s.b.some(talk) && !s.a.some(talk);
    return heard && !s.b.some(isNumberWord) && keepsNumber(s) ? [{ ...s, within: MAX_AMOUNT_MEND_DISTANCE }] : [];
  });
  return takenWhereAlike(mine, takings, sounds);
}

/**
 * A free-text answer taken from the neural recognizer's words, mended where it split a tens number (`tensSplitMended`,
 * `tensHeardMended`), where pocketsphinx's two decodes outvote it (`outvoted`), where it made words up (`mendMadeUp`),
 * wrote a scale word as another (`scaleWordsMended`), misheard the words around an amount that the general model
 * heard (`amountTalkMended`) and what the amount depends on (`dependsOnMended`); any other answer as it is.
 */
export async function mendedFreeText<T extends { transcript: string; value: AnswerValue | null; source: string }>(
  expects: Expect,
  said: T,
  general: string,
  sounds: Sounds,
  forced: string | null = null,
): Promise<T> {
  if (expects.kind !== 'free' || said.value === null || said.source !== 'neural') return said;
  const split = tensSplitMended(String(said.value), general);
  const tens = tensHeardMended(split ?? String(said.value), general) ?? split;
  const voted = (forced === null ? null : outvoted(tens ?? String(said.value), general, forced)) ?? tens;
  const made = (await mendMadeUp(voted ?? String(said.value), general, sounds)) ?? voted;
  const scaled = (await scaleWordsMended(made ?? String(said.value), sounds)) ?? made;
  const talk = (await amountTalkMended(scaled ?? String(said.value), general, sounds)) ?? scaled;
  const mended = (await dependsOnMended(talk ?? String(said.value), sounds.phonesOf, MAX_MEND_DISTANCE)) ?? talk;
  const value = mended && extractValue(expects, mended);
  return value ? { ...said, transcript: mended!, value } : said;
}
