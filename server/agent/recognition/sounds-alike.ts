// A grammar hypothesis that falls short only because its words cover too little of the voice (the visitor said words
// the grammar has no room for: espeak's "Software engineer. Front end, ideally." came out as "oh software engineer
// probably", 63 % of the voice), or because the general model was sure it heard other words (espeak's "Nine years,
// more or less." as "lawyers or or less"), stands when the neural recognizer's words, in which it found no value,
// sound like the grammar's: "Soft when reengineer frontend, ideally", "The iron-years, more nor less". Two recognizers
// that hear the same sounds, one of them held to the question's words, are evidence those two tests cannot weigh; an
// answer to another question forced into the grammar sounds like nothing the neural recognizer heard ("i guess
// august" against "Hi, yeah, it's Rachel Thompson").
import { editDistance } from '../../lib/edit-distance.ts';
import { corrected, takenBack, unsaid } from '../corrections.ts';
import { choiceSaid } from '../choice-said.ts';
import { FILLERS_SAID } from '../dialogue-utils.ts';
import { words } from '../said-words.ts';
import type { AnswerValue, Expect } from '../recruiter-script.ts';
import { fitted, type Fitted } from './grammar-fit.ts';
import type { NeuralHeard } from './moonshine.ts';
import { neuralDodge, neuralOverrules, neuralValue } from './neural-value.ts';
import type { Decoded } from './pocketsphinx.ts';

/**
 * The grammar's words (fillers left out) are found in the neural recognizer's with at most this many phone edits per
 * phone. The asr bench's answers of sets tuning…12 (2026-11-28: 822 answers and 411 off-topic asks to questions other
 * than the name, decoded once and kept): 71 grammar hypotheses stood but for their coverage or the general model's
 * contradiction with no value in the neural words, 29 right, 2 wrong and 40 of off-topic answers. The 16 within 0.40
 * were all right (0.06–0.38; 7 of them wrong before: the general model's value or none); the nearest wrong value was
 * at 0.44 (espeak's "it's four year" against "…doing this for me, Lemon years"), the nearest off-topic answer at 0.50.
 */
export const MAX_ALIKE_DISTANCE = 0.4;
/** …and they have at least this many phones: a word or two ("no", "june") is found in many a sentence by chance. */
export const MIN_ALIKE_PHONES = 6;

/** The phones of each word a dictionary (or espeak-ng) can say, by word; the others left out. */
export type PhonesOf = (words: string[]) => Promise<Map<string, string[]>>;

/** The kinds whose value is a word or two of the grammar's (not free text, whose value is every word, nor a name). */
const KINDS = new Set<Expect['kind']>(['number', 'duration', 'yes-no', 'choice', 'month']);
/** One-word fillers: the grammar puts them where it heard words it has no room for ("so november"). */
const FILLER_WORDS = new Set(FILLERS_SAID.filter((f) => !f.includes(' ')));

/** What replacing one phone by another costs: 1, or nothing for the same phone. */
export type Replacing = (x: string, y: string) => number;
const anyOther: Replacing = (x, y) => (x === y ? 0 : 1);
const VOWELS = new Set('AA AE AH AO AW AY EH ER EY IH IY OW OY UH UW'.split(' '));
/**
 * …or half for a vowel by another: espeak's "software engineer" written "soft way Rengenir" (set 43) is 4 phone edits
 * in 15, each a vowel for a near one (AO/AA, EH/EY, IH/IY, R/ER: an r-coloured vowel for its r).
 */
export const nearVowels: Replacing = (x, y) =>
  x === y ? 0 : (VOWELS.has(x) && VOWELS.has(y)) || (x === 'R' && y === 'ER') || (x === 'ER' && y === 'R') ? 0.5 : 1;

/**
 * The fewest edits (a phone inserted, dropped or replaced) that turn `a` into some run of `b`'s phones (semi-global
 * alignment: `b`'s phones before and after that run are free).
 */
export function phonesWithin(a: readonly string[], b: readonly string[], replacing: Replacing = anyOther): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + replacing(a[i - 1], b[j - 1]));
    prev = cur;
  }
  return Math.min(...prev);
}

/**
 * An answer's decodes: the grammar's, the general model's, its length in 10-ms frames, its voiced windows and the
 * neural recognizer's words (null when it did not hear the answer).
 */
type Decodes = { forced: Decoded; general: Decoded; frames: number; voiced: number[]; neural: NeuralHeard | null };

/**
 * The grammar's hypothesis with neither its coverage asked nor the general model's contradiction heeded (grammar-fit.ts
 * `fitted`, its other tests kept) when the neural recognizer heard the answer, found no value in it nor a dodge, and its
 * words sound like the grammar's; else null. Looks phones up only then.
 */
export async function soundsAlikeFit(expects: Expect, d: Decodes, phonesOf: PhonesOf): Promise<Fitted | null> {
  const { neural } = d;
  if (!neural || !KINDS.has(expects.kind) || neuralValue(expects, neural) || neuralDodge(expects, neural)) return null;
  const fit = fitted(expects, d.forced, d.general, d.frames, d.voiced, { minCoverage: 0, contradiction: 'ignored' });
  if (!fit) return null;
  const said = d.forced.words.map((w) => w.word).filter((w) => !FILLER_WORDS.has(w));
  const heard = words(neural.text);
  const phones = await phonesOf([...new Set([...said, ...heard])]).catch(() => null);
  if (!phones || said.some((w) => !phones.has(w))) return null;
  const [a, b] = [said, heard].map((ws) => ws.flatMap((w) => phones.get(w) ?? []));
  return a.length >= MIN_ALIKE_PHONES && phonesWithin(a, b) / a.length <= MAX_ALIKE_DISTANCE ? fit : null;
}

/**
 * A way to say a choice's option (dialogue-utils.ts `choiceSaid`: "data engineering") of at least MIN_OPTION_PHONES
 * phones is found in words that do not write it with at most this many phone edits per phone. Sets 13's and 16's
 * "data engineer" came out of both recognizers as "day to engineer(ing)" (1 edit in 11 or 13), while the grammar heard
 * "software engineer" or fitted the sounds worse than the general model; "software engineering" is 3.5 edits in 16
 * from "the soft engineering" (a near vowel at half, `nearVowels`), "data engineering" 3 in 13: two options, so none.
 * 0.2 until set 71: over the 2 037 stored role and notice answers, 0.25 found the right option in 8 more that had
 * no value (espeak's "native engineer"), none wrong in any without one, and no role in the 7 182 answers to other
 * questions; 0.3 found "product manager" in "designer, mostly product and UX" and a fortnight in "unfortunately".
 */
export const MAX_OPTION_DISTANCE = 0.25;
/** …and has at least this many phones ("data engineer" 11): "designer" (6) or "design" is found by chance. */
export const MIN_OPTION_PHONES = 10;

/**
 * Two options found: the nearer stands when it is nearer by at least this many edits per phone. Set 82's espeak "I was
 * thinking product. No, sorry, soft way, reengineer, definitely soft way, reengineer." is 0.14 from "software engineer"
 * and 0.23 from "data engineer" ("…way reengineer", W EY R IY against D EY T AH). Over the 7 110 stored answers of sets
 * 1–82 (2026-12-02), as the role question and the notice question each, 11 more found an option, all role answers: 9
 * the one expected (2 of them had no value: that one and set 22's espeak "…it's massafed where engineer job"), and 2
 * the one said first in a correction the words did not show ("software engineer, sorry, know the data and general",
 * already the grammar's software engineer); 6 more with two options found stay without one.
 */
export const NEARER_OPTION = 0.05;

/**
 * A notice period said in a word both recognizers split or make up, found the same way as an option (at most 1.5
 * phones in its seven away): "just the standard fortnight" written "for tonight" and "foretight" (set 32).
 */
const NOTICE_WORDS = [{ o: '2 weeks', said: ['fortnight'] }];

/**
 * The one option of a choice sounded out in the general model's or the neural recognizer's words (`texts`) though
 * neither wrote it (of two, the one nearer by NEARER_OPTION), else null; an option taken back is not heard
 * (corrections.ts `unsaid`: "I was going to say software engineer, but actually no, day to engineer…", set 26), nor
 * one said before a correction. For a notice period, a fortnight (`NOTICE_WORDS`). Looks phones up only for those
 * (espeak-ng says the words the dictionary lacks: a process per answer, as soundsAlikeFit). A vowel replaced by a near
 * one costs half an edit (`replacing`, `nearVowels`): over the 1 173 stored role and notice answers (and set 43's
 * off-topic asks) that found 7 more options, and 2 of them changed the whole recognizer's value, from none to the right
 * one (set 43's and set 30's espeak "software engineer"); 2 found another option or a second one where the answer had
 * its value already.
 */
export async function optionSoundedOut(
  expects: Expect,
  texts: string[],
  phonesOf: PhonesOf,
  replacing: Replacing = nearVowels,
): Promise<string | null> {
  if (expects.kind !== 'choice' && !(expects.kind === 'duration' && expects.max >= 2)) return null;
  const ways =
    expects.kind === 'choice'
      ? expects.options.flatMap((o) => choiceSaid(o, expects.alsoSaid).map((said) => ({ o, said: words(said) })))
      : NOTICE_WORDS;
  const least = expects.kind === 'choice' ? MIN_OPTION_PHONES : 1;
  const heard = texts
    .map((t) => unsaid(words(t)))
    .map((ws) => corrected(ws) ?? ws)
    .filter((ws) => ws.length > 0);
  const phones = await phonesOf([...new Set([...ways.flatMap((w) => w.said), ...heard.flat()])]).catch(() => null);
  if (!phones) return null;
  const of = (ws: string[]) => ws.flatMap((w) => phones.get(w) ?? []);
  const heardPhones = heard.map(of);
  // Each option found, at its least edits per phone; one only begun (`begunSaid`) has no distance to weigh: with
  // another found, neither is nearer (set 32's "torn between software and day to engineer").
  const found = new Map<string, number>();
  const begun = new Set<string>();
  for (const { o, said } of ways) {
    const a = said.every((w) => phones.has(w)) ? of(said) : [];
    const d = a.length >= least ? Math.min(...heardPhones.map((b) => phonesWithin(a, b, replacing) / a.length)) : Infinity;
    if (d <= MAX_OPTION_DISTANCE) found.set(o, Math.min(d, found.get(o) ?? d));
    else if (said.join(' ') === o && heard.some((ws) => begunSaid(said, ws, phones))) begun.add(o);
  }
  for (const o of found.keys()) begun.delete(o);
  if (found.size + begun.size === 1) return [...found.keys(), ...begun][0];
  const [first, second] = [...found].sort((x, y) => x[1] - y[1]);
  return begun.size === 0 && second && second[1] - first[1] >= NEARER_OPTION ? first[0] : null;
}

/**
 * Whether the neural recognizer's words overrule a grammar's `value` (neural-value.ts `neuralOverrules`; `general`: the
 * general model's words), or take it back without writing it: a taking-back correction ("no sorry, I meant …") whose
 * words before it sound like `value` and whose words after it do not. Set 38's espeak "Software engineer, oh wait, no sorry, I meant data engineer",
 * written "Soft, where engineered, oh wait, no sorry, I meant day to engineer", kept the role grammar's "software
 * engineer" (`neuralOverrules` finds the option's own words only); the option is then sounded out of the words after
 * it.
 */
export async function overrulesHeard(
  expects: Expect,
  heard: NeuralHeard,
  value: AnswerValue | null | undefined,
  phonesOf: PhonesOf,
  general = '',
) {
  if (neuralOverrules(expects, heard, value, general)) return true;
  const ws = words(heard.text);
  const rest = expects.kind === 'choice' && typeof value === 'string' && takenBack(ws) ? corrected(ws) : null;
  if (!rest) return false;
  const before = ws.slice(0, ws.length - rest.length).join(' ');
  return (
    (await optionSoundedOut(expects, [before], phonesOf)) === value &&
    (await optionSoundedOut(expects, [rest.join(' ')], phonesOf)) !== value
  );
}

/**
 * An option of two words whose first is said, followed by a word that begins with the sounds its second begins with,
 * but for one: "data and general" for "data engineer" (kal's "engineer" heard "and general", "and gender", "and
 * dinner", "on tinder" in sets 12–29; "software and near", "software in…"). "Data stuff" and "data science" are not.
 * Only the option's own words: the other names of an option are looser ("my current project wraps up" would be the
 * project manager, R AE against M AE).
 */
function begunSaid(said: string[], heard: string[], phones: Map<string, string[]>): boolean {
  const begins = said.length === 2 ? phones.get(said[1])?.slice(0, 2) : undefined;
  if (!begins) return false;
  return heard.some((w, i) => {
    const next = phones.get(heard[i + 1] ?? '')?.slice(0, 2);
    return w === said[0] && next !== undefined && editDistance(next, begins) <= 1;
  });
}
