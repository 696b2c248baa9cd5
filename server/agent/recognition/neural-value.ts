// What the neural recognizer's words give an answer (recognizer.ts weighs it against pocketsphinx's decodes).
import { corrected, CORRECTED, takenBack } from '../corrections.ts';
import { extractValue, FILLERS, INTRODUCTION, MONTHS, NAME_GREETINGS, NOT_NAME_WORDS, valueWords } from '../dialogue-utils.ts';
import { ASKED_BACK, dodges } from '../dodges.ts';
import { saysNumber, words } from '../said-words.ts';
import { amountSaid, wordsAlike } from '../free-text.ts';
import { typedNameSaid, typedWordsSaid } from '../name-said.ts';
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
 * "This is the first time I've ever seen a movie." — or when the general model's words (`general`, when given) give a
 * free-text answer with no number either and mostly the same words (`numberlessAgreed`). Not from words that greet and
 * give a name (`NAME_GIVEN`: an introduction, no answer).
 */
export function neuralValue(expects: Expect, heard: NeuralHeard, general?: string): NeuralChosen | null {
  const taken =
    expects.kind !== 'name' &&
    expects.kind !== 'spelled' &&
    (expects.kind !== 'free' || saysNumber(words(heard.text)) || (general !== undefined && numberlessAgreed(expects, heard, general))) &&
    !NAME_GIVEN.test(heard.text);
  const value = taken ? extractValue(expects, heard.text) : null;
  return value === null ? null : { transcript: heard.text, confidence: heard.confidence, value, source: 'neural', backed: false };
}

/**
 * At least this share of their words the same, the neural recognizer's free text and the general model's, neither with
 * a number, make the neural recognizer's an answer.
 */
export const MIN_NUMBERLESS_AGREEMENT = 0.5;

/**
 * Whether the general model's words give a free-text answer with no number, and so do the neural recognizer's, and
 * the two are mostly the same words: set 62's "Honestly, I'm flexible. It depends on the whole package.", word for word
 * from the neural recognizer (slt, kal: "I am"), "…it depends on how old package", "…it up and some the whole package"
 * to the general model (0.8 and 0.73 alike). Over the asr bench's stored salary answers (2026-12-01) the general
 * model's words were never right where both gave one with no number; the neural recognizer's were 3 times, twice this alike.
 */
function numberlessAgreed(expects: Expect, heard: NeuralHeard, general: string): boolean {
  const [mine, theirs] = [extractValue(expects, heard.text), extractValue(expects, general)];
  if (typeof mine !== 'string' || typeof theirs !== 'string' || !mine || !theirs || saysNumber(words(general))) return false;
  return wordsAlike(mine, theirs) >= MIN_NUMBERLESS_AGREEMENT;
}

/** The neural recognizer's words kept with no value. */
type NeuralNone = Omit<NeuralChosen, 'value'> & { value: null };

/**
 * The neural recognizer's words when they dodge the question or ask one back (dialogue-utils.ts `dodges`: "could you
 * repeat the question?", "why do you ask?") or introduce the caller (`INTRODUCTION`: "Hi, yes, this is Preeti
 * Sharma.") or name a month asked for a choice (`namesMonth`), and give it no value: then a value pocketsphinx's
 * grammar forced on the sounds without its general model's backing is no answer (espeak's "could you repeat the
 * question" came out of the notice grammar as "oh two weeks notice", kal's "Hi, yes, this is Preeti Sharma" out of the
 * yes/no grammar as "i guess i do so far"). Not for the name or its spelling, nor a dodge the general model's words
 * (`general`) answer after.
 */
export function neuralDodge(expects: Expect, heard: NeuralHeard, general = ''): NeuralNone | null {
  const introduces = neuralIntroduces(heard);
  // A dodge the general model heard a value after, with no dodge of its own, is a hesitation before the answer: kal's
  // "Let me think, two years full time…" (set 33), "let me think to hear his full time" to the neural recognizer; not
  // a question asked back (set 35's "Does freelance work count…?", "those three lands where…" to the general model)
  // unless the general model heard the value after a "sorry": set 38's "June, no sorry, July would be better" is
  // "Do you know, sorry, do I would be better?" to the neural recognizer, "jim nance sorry july would be better".
  const asked = ASKED_BACK.test(words(heard.text).join(' ')) && extractValue(expects, afterSorry(general)) === null;
  // Any words are free text: there the general model's words answer only when they say an amount (kal's "I'd rather
  // talk about that with a human recruiter" in set 45, "…that without human recruiter" to the general model).
  const given = expects.kind === 'free' ? amountSaid(general) !== null : extractValue(expects, general) !== null;
  const answered = general !== '' && !dodges(general) && !asked && given;
  if (
    expects.kind === 'name' ||
    expects.kind === 'spelled' ||
    !((dodges(heard.text) && !answered) || introduces || namesMonth(expects, heard.text)) ||
    (extractValue(expects, heard.text) !== null && !NAME_GIVEN.test(heard.text))
  )
    return null;
  return { transcript: heard.text, confidence: heard.confidence, value: null, source: 'neural', backed: false };
}

/** The words after the last "sorry" said ("" when none is). */
const afterSorry = (text: string): string => {
  const ws = words(text);
  const at = ws.lastIndexOf('sorry');
  return at < 0 ? '' : ws.slice(at + 1).join(' ');
};

/**
 * Whether words asked for a choice name a month instead ("Probably March, once things wrap up here.", sets 30 and 31:
 * the role grammar forced "designer" and "data engineer" on it). "May" may be the verb, and is not read so.
 */
const namesMonth = (expects: Expect, text: string): boolean => {
  const month = expects.kind === 'choice' && extractValue({ kind: 'month' }, text);
  return typeof month === 'string' && MONTHS.includes(month) && month !== 'may';
};

/**
 * Whether the neural recognizer's words introduce the caller (`INTRODUCTION`). Then even a grammar's value that the
 * general model backed is no answer: "Yeah, hi! It's Tatsuya Nakamura", asked whether employed, was a backed yes
 * (set 31) — the general model heard the "yeah" too, but not the introduction after it.
 */
export const neuralIntroduces = (heard: NeuralHeard): boolean =>
  INTRODUCTION.test(` ${words(heard.text).join(' ')} `) || NAME_GIVEN.test(heard.text) || HI_HEARD.test(heard.text);

/**
 * "Hi, it's …" as the neural recognizer writes kal's and slt's "hi": "I, it's I, Bussy, so low, who?" (set 57's kal,
 * "Hi, it's Sibusiso Ndlovu", asked whether employed: the yes/no grammar forced "i'm that's right i'm still at so far"),
 * "I, it's I cake a cam mechan." (set 58's kal, asked the start month: "…i could begin november"), "Ay, it's Sophia
 * Martinez calling." Of the stored decodes, the 7 that open so are all a name answer's "Hi, it's"; "Ah, it's three
 * months" is an answer.
 */
const HI_HEARD = /^(?:I|Ay), it's /;

const capital = (w: string) => `${w[0].toUpperCase()}${w.slice(1)}`;
const NAMED = `(?!(?:${MONTHS.map(capital).join('|')})\\b)[A-Z][a-z]+`; // a word written as a name: capitalised, no month
/**
 * A greeting, then "I'm" and a word written as a name: "Hi, ye, I'm Gwendolen Ashby." and "Hi, yeah, I'm dwindling,
 * Ashley." (set 34's name answer, asked whether employed: "yeah" was taken for a yes); or an answer that ends on "I'm"
 * or "I am" and a name: "I, I am Vlani Sopya." (set 35, kal: "I am" was taken for a yes; set 73's kal "I, I'm Belle
 * Rindemarov,", a month and a no to the grammars); or two or three words written as names and nothing else: set 48's
 * "Olumide Fashola.", written "Olimai Thashola,", was seven years, May and a yes to the grammars. Of the 7 845 stored
 * decodes of other questions' answers, only "From January." and the like are written so (no month is a name's word).
 */
const NAME_GIVEN = new RegExp(
  `^(?:(?:${NAME_GREETINGS.map(capital).join('|')})\\b[^.?!]{0,20}?\\bI'm (?:[a-z]+, )?${NAMED}|[^.?!]{0,12}\\bI(?:'m| am) ${NAMED}(?: ${NAMED})?[.,!]?$|${NAMED} ${NAMED}(?: ${NAMED})?[.,!]?$)`,
);

/**
 * Whether the neural recognizer's words take back a grammar's `value`: its own words (not another option's) are said
 * only before a correction after which no value is said. "Oh, I'd say, software, no wait, sorry, it's day to end an
 * ear, the pipeline's one" (set 34) came out of the role grammar as "software engineer"; the role meant is left to the
 * sounds.
 */
export function neuralTakesBack(expects: Expect, heard: NeuralHeard, value: AnswerValue | null | undefined): boolean {
  if (value === null || value === undefined || !CORRECTED.has(expects.kind)) return false;
  const ws = words(heard.text);
  const rest = corrected(ws);
  if (!rest || extractValue(expects, rest.join(' ')) !== null) return false;
  const others = expects.kind === 'choice' ? expects.options.filter((o) => o !== value).flatMap((o) => valueWords(expects, o)) : [];
  const own = valueWords(expects, value).filter((w) => !others.includes(w));
  return ws.slice(0, ws.length - rest.length).some((w) => own.includes(w)) && !rest.some((w) => own.includes(w));
}

/**
 * Whether the neural recognizer's words and the general model's (`general`) both say one value that is not a
 * grammar's `value`: two open decodes agreeing outvote the grammar, whose value the general model backed by one word.
 * Set 47's "Um, two months, oh, no, sorry, it's three months" came out of the notice grammar as "um two month's notice
 * i think" (slt, kal), backed by the general model's "two months" before its "sorry it's three months". Over the 1 084
 * stored answers a backed grammar value decided (sets tuning…47), 5 changed, all to the value expected. Not for free
 * text (its words are compared, not a value) nor spellings.
 */
export function neuralAndGeneralAgree(expects: Expect, heard: NeuralHeard, value: AnswerValue | null | undefined, general: string) {
  if (expects.kind === 'free' || expects.kind === 'spelled' || value === null || value === undefined) return false;
  const said = extractValue(expects, heard.text);
  return said !== null && said !== value && extractValue(expects, general) === said;
}

/**
 * Whether the neural recognizer's words take something back for another value than a grammar's `value`, and the general
 * model's words (`general`) take something back too: kal's "Seven, no sorry, eight years" came out of the number
 * grammar as "seven years or thereabouts", backed by the general model's "seven no sorry if there is" (set 59) — the
 * correction heard twice, the value after it once. Of the stored decodes a backed grammar value decided, 3 are so
 * (sets 47 and 59), each the value expected from the neural recognizer.
 */
export function neuralAndGeneralCorrect(expects: Expect, heard: NeuralHeard, value: AnswerValue | null | undefined, general: string) {
  if (!CORRECTED.has(expects.kind) || value === null || value === undefined) return false;
  const said = extractValue(expects, heard.text);
  return said !== null && said !== value && takenBack(words(heard.text)) && takenBack(words(general));
}

/**
 * Whether the neural recognizer's words overrule a grammar's `value` even when the general model backed it: they
 * introduce the caller (to a question other than the name or its spelling), take the value back, or say another
 * value that the general model's words (`general`) say too or after a correction it heard too.
 */
export const neuralOverrules = (expects: Expect, heard: NeuralHeard, value: AnswerValue | null | undefined, general = ''): boolean =>
  (expects.kind !== 'name' && expects.kind !== 'spelled' && neuralIntroduces(heard)) ||
  neuralTakesBack(expects, heard, value) ||
  neuralAndGeneralAgree(expects, heard, value, general) ||
  neuralAndGeneralCorrect(expects, heard, value, general);

/** A value the general model heard, as the recognizer keeps it. */
type GeneralChosen = { transcript: string; confidence: number; value: AnswerValue; source: 'general'; backed: false };
/** The typed name as a decode heard it: the value, from the neural recognizer or pocketsphinx's general model. */
export type TypedChosen = { transcript: string; confidence: number; value: string; source: 'neural' | 'general'; backed: false };
/** The typed name said as the answer to another question: no value. */
type Introduced = Omit<TypedChosen, 'value'> & { value: null };

/**
 * The typed name when the neural recognizer's words say it (name-said.ts: its letters in a run, or its words apart),
 * else when the general model's do (its dictionary has many names: "i it's sophia martinez colon"), else null.
 */
export function typedSaid(typed: string, heard: NeuralHeard | null, general: Decoded): TypedChosen | null {
  if (heard && (typedNameSaid(heard.text, typed) || typedWordsSaid(heard.text, typed)))
    return { transcript: heard.text, confidence: heard.confidence, value: typed, source: 'neural', backed: false };
  const transcript = wordsText(general.words);
  return typedNameSaid(transcript, typed)
    ? { transcript, confidence: wordPosterior(general.words), value: typed, source: 'general', backed: false }
    : null;
}

/**
 * Free text is taken from the general model, over the grammar's backed words, when it and the neural recognizer (two
 * decodes that do not share the grammar's phrases) heard at least this share of the same words (1 − word edit
 * distance / the longer one), and each of them is closer to the other than to the grammar: the grammar put the amount
 * in a phrasing of its own ("a hundred thousand per year", "i would like eighty four a month in total" for "a hundred
 * thousand would be great", "i was hoping for about seventy thousand dollars"). On sets tuning…12's 87 salary answers
 * (asr bench, 2026-11-28) that put 4 right and 1 wrong ("i like about forty five thousand" for "i'd like…"), the same
 * from 0.5 to 0.8; set 13: none changed.
 */
export const MIN_FREE_AGREEMENT = 0.75;

/**
 * The general model's free text when it and the neural recognizer agree against the grammar's (`ours`), else null;
 * the neural recognizer's instead when the grammar's words are at least as close to its words as to the general
 * model's (the grammar's vote between the two; a tie to the neural recognizer, the better at words). slt's "i'm looking
 * for something around ninety five thousand a year" came out of the general model as "…something for around ninety
 * five…", of the grammar as "…something like ninety five…", and of the neural recognizer word for word. A tie went to
 * the general model until set 67 (read 2026-12-01): slt's "A hundred and ten thousand base, if possible" was "…days…";
 * of the 31 stored answers a tie gave the general model's words, the neural recognizer's (mended) were right in 3 more
 * and wrong in none more.
 */
export function freeTextAgreed(
  expects: Expect,
  ours: AnswerValue,
  general: Decoded,
  heard: NeuralHeard | null,
): GeneralChosen | NeuralChosen | null {
  if (expects.kind !== 'free' || !heard) return null;
  const transcript = wordsText(general.words);
  const [theirs, mine] = [extractValue(expects, transcript), neuralValue(expects, heard)];
  if (typeof theirs !== 'string' || typeof mine?.value !== 'string') return null;
  const [alike, toMine, toTheirs] = [
    wordsAlike(theirs, mine.value),
    wordsAlike(String(ours), mine.value),
    wordsAlike(String(ours), theirs),
  ];
  if (alike < MIN_FREE_AGREEMENT || alike <= toMine || alike <= toTheirs) return null;
  return toMine >= toTheirs
    ? mine
    : { transcript, confidence: wordPosterior(general.words), value: theirs, source: 'general', backed: false };
}

/**
 * What saying the typed name answers: the name question (`typedSaid`), and no other — asked whether employed, "hi,
 * yeah, it's Rachel Thompson" is an introduction, not a yes (as "my name is …" is, dialogue-utils.ts). Null when the
 * name is not said, or for the spelling follow-up. On the asr bench's cached decodes (2026-11-28): 4 of the 46
 * off-topic answers falsely accepted in sets tuning…12 said their typed name; with each of the corpus's names typed
 * in turn, none of the other questions' 903 answers said it (61 names: 55 083 pairs).
 */
export function typedAnswer(expects: Expect, typed: string, heard: NeuralHeard | null, general: Decoded): TypedChosen | Introduced | null {
  if (expects.kind === 'spelled') return null;
  const said = typedSaid(typed, heard, general);
  return said && expects.kind !== 'name' ? { ...said, value: null } : said;
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
