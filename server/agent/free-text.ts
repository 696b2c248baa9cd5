// The words of a free-text answer as they are compared: the agent's recognizers against each other
// (recognition/neural-value.ts), and the asr bench's value against the expected one.
import { editDistance } from '../lib/edit-distance.ts';
import { numberWords } from './dialogue-utils.ts';
import { words } from './said-words.ts';

// A contraction and its words are the same answer ("I'm hoping for" and "I am hoping for"): read as its words. So is
// a word of two spellings, one of them two words ("if that's alright", written "all right" by the neural recognizer
// and the general model alike in set 43): read as the two.
const CONTRACTED: Record<string, string> = {
  alright: 'all right',
  maybe: 'may be', // "maybe a hundred and twenty k", written "may be" by the neural recognizer (set 44)
  "i'm": 'i am',
  "i'd": 'i would',
  "i've": 'i have',
  "i'll": 'i will',
  "we're": 'we are',
  "you're": 'you are',
  "don't": 'do not',
  "can't": 'can not',
  "won't": 'will not',
  "isn't": 'is not',
};
// Sounds that are no word of the answer ("um, I was hoping for…"); the agent drops them before the value. "Huh"
// and "hum" as the neural recognizer wrote an "um" mid-answer ("…flexible, but huh, a hundred and twenty…", set
// 59's kal; "…but hum, round a hundred…", set 65's).
const HESITATION_SOUNDS = new Set(['um', 'uh', 'er', 'erm', 'ah', 'hmm', 'mm', 'huh', 'hum']);

// Any other word's "'s" is read as "is": "it's", "whatever's" (set 44), "my current salary's sixty-two thousand",
// written "salary is" by the neural recognizer (set 71's kal); a possessive read so on both sides is still itself.
const contracted = (w: string) => CONTRACTED[w] ?? (w.length > 2 && w.endsWith("'s") ? `${w.slice(0, -2)} is` : w);

/** Whether a word is a sound that is no word of the answer ("um", "uh", "hum"…). */
export const isHesitation = (w: string) => HESITATION_SOUNDS.has(w);

/** The words a free-text answer is compared on: hesitation sounds dropped, contractions read as their words. */
export function freeTextWords(text: string): string[] {
  return words(text)
    .filter((w) => !isHesitation(w))
    .flatMap((w) => contracted(w).split(' '));
}

/** The share of two free texts' words that are the same: 1 − word edit distance / the longer one's length. */
export function wordsAlike(a: string, b: string): number {
  const [x, y] = [freeTextWords(a), freeTextWords(b)];
  return 1 - editDistance(x, y) / Math.max(x.length, y.length, 1);
}

// The amount grammar's numbers (dialogue-grammar.ts `<num>`): "one" … "ninety nine", by their words.
const NUMS = new Set(Array.from({ length: 99 }, (_, i) => numberWords(i + 1)));
const SCALES = new Set(['thousand', 'k', 'grand']);

/**
 * The amount of money a free text names, in the amount grammar's words (dialogue-grammar.ts `<amount>`): "ninety five
 * thousand" of "I'm looking for round ninety five thousand dollars", "a hundred and ten thousand" of "some were around
 * the hundred and ten thousand"; its first number and the words of scale after it, or null when it names none. Also
 * "one hundred and twenty thousand", which the grammar says only narrowed to it (narrowed-fit.ts): espeak's, forced
 * as "one hundred thousand", was the same amount as the neural recognizer's until then (sets 52, 57 and 58).
 */
export function amountSaid(text: string): string | null {
  const ws = words(text);
  const num = (i: number) => [ws.slice(i, i + 2).join(' '), ws[i]].find((n) => n && NUMS.has(n)) ?? null;
  for (let i = 0; i < ws.length; i++) {
    const hundred = ws[i] === 'hundred' ? i : ws[i] === 'a' && ws[i + 1] === 'hundred' ? i + 1 : -1;
    const n = hundred < 0 ? num(i) : null;
    if (hundred < 0 && !n) continue;
    // "a hundred [and <num>] [thousand | k]", or "<num> [hundred [and <num>]] [thousand | k | grand]".
    const said = n ? [n] : ['a hundred'];
    let at = n ? i + n.split(' ').length : hundred + 1;
    if (n && ws[at] === 'hundred') [said[1], at] = ['hundred', at + 1];
    const and = (!n || said.length > 1) && ws[at] === 'and' ? num(at + 1) : null;
    if (and) [said[said.length], at] = [`and ${and}`, at + 1 + and.split(' ').length];
    if (SCALES.has(ws[at]) && (n || ws[at] !== 'grand')) said.push(ws[at]);
    return said.join(' ');
  }
  return null;
}

// The words an amount is said in, one by one ("one", "hundred", "and", "twenty", "thousand").
const AMOUNT_WORDS = new Set([...[...NUMS].flatMap((n) => n.split(' ')), 'a', 'and', 'hundred', ...SCALES]);
const RANGE_LEADS = new Set(['between', 'from']);
const NUMBER_WORDS = new Set([...NUMS].flatMap((n) => n.split(' ')));
/** Whether a word is one an amount is said in ("ninety", "hundred", "k", "and"…). */
export const isAmountWord = (w: string) => AMOUNT_WORDS.has(w);
/** Whether a word is a number ("seventy", "five"). */
export const isNumberWord = (w: string) => NUMBER_WORDS.has(w);
/** Whether a word joins two numbers ("to", "and"). */
export const joins = (w: string | undefined) => w === 'to' || w === 'and';

/**
 * The range of money a free text names, its words from "between" or "from" (and a "something" or "somewhere" before
 * it) or its first number to its last number or scale word: "something between one hundred and one hundred twenty
 * thousand", "fifty to fifty five thousand". Null when it names no range (two numbers joined by "to", or by "and"
 * after "between"). The amount grammar has no ranges (dialogue-grammar.ts), but it can be narrowed to one.
 */
export function rangeSaid(text: string): string | null {
  const ws = words(text);
  for (let i = 0; i < ws.length; i++) {
    const lead = RANGE_LEADS.has(ws[i]);
    if (!lead && !NUMBER_WORDS.has(ws[i])) continue;
    let end = lead ? i + 1 : i;
    // A run of amount words; after a scale word ("thousand") only a join goes on ("…thousand to ninety thousand").
    while (end < ws.length && (AMOUNT_WORDS.has(ws[end]) || joins(ws[end])) && !(SCALES.has(ws[end - 1]) && !joins(ws[end]))) end++;
    while (end > i && !NUMBER_WORDS.has(ws[end - 1]) && !SCALES.has(ws[end - 1]) && ws[end - 1] !== 'hundred') end--;
    const run = ws.slice(lead ? i + 1 : i, end);
    const join = run.findIndex(
      (w, j) => (w === 'to' || (lead && w === 'and')) && j > 0 && run.slice(j + 1).some((x) => NUMBER_WORDS.has(x)),
    );
    if (join > 0 && run.slice(0, join).some((x) => NUMBER_WORDS.has(x) || x === 'hundred')) {
      const from = lead && (ws[i - 1] === 'something' || ws[i - 1] === 'somewhere') ? i - 1 : i;
      return ws.slice(from, end).join(' ');
    }
    if (!lead) i = Math.max(i, end - 1);
  }
  return null;
}
