// Understanding answers: the value read back out of a transcript (the grammars are in dialogue-grammar.ts).
import type { AnswerValue, Expect } from './recruiter-script.ts';
import { corrected, CORRECTED, correctedBefore, notGiven, ownPart, restarted, takenBack, unsaid } from './corrections.ts';
import { ASKED_BACK, nonAnswer, undodged, WHY_ASKED } from './dodges.ts';
import { parseNumber } from './said-numbers.ts';
import { A_FOR_UH, amIForUm, freeWords, numeralWords, words } from './said-words.ts';
import { spelledLetters, spelledValue } from './spelling.ts';
import { choiceSaid, optionSaid } from './choice-said.ts';
import { NO_NOTICE, parseDuration } from './notice-said.ts';

/** Calendar months, lower case (the month question's values). */
export const MONTHS = 'january february march april may june july august september october november december'.split(' ');
/** The month question's value for "right away" / "immediately". */
export const RIGHT_AWAY = 'immediately';
/** Words that say yes, and words that say no. */
export const YES = ['yes', 'yeah', 'yep', 'sure', 'correct'];
export const NO = ['no', 'nope', 'not'];
// Phrases that mean yes or no to any yes/no question; a question adds its own (expects.yes / expects.no).
// "Uh-huh" and "mhm" are a yes said as a sound ("Uh-huh, still with my current company", set 18, 2026-11-29).
const YES_SAID = ['i am', 'i do', "that's right", 'uh huh', 'mhm'];
const NO_SAID = ['i am not', "i'm not", 'i do not', "i don't", 'not really', 'not at the moment', 'not right now', 'not currently'];
export const FILLERS = new Set(['ah', 'uh', 'um', 'er', 'hmm', 'oh', 'a', 'the', 'huh', 'mm']);
const HESITATIONS = new Set(['ah', 'uh', 'um', 'er', 'hmm', 'oh', 'huh', 'mm']); // sounds, not the answer's words
const OPENERS = new Set(['somewhere', 'around', 'about', 'roughly', 'ideally', 'honestly']); // no "a" before these
/** Words in front of any answer that carry no value ("well", "um", "I'd say"). */
export const FILLERS_SAID = ['well', 'so', 'um', 'uh', 'er', 'oh', 'okay', 'just', 'i think', "i'd say", 'i guess', 'maybe', 'probably'];
/**
 * How people open their name ("call me …" and "you're speaking with …" are how a phone is answered; "myself …" is
 * India's "I am …": set 31's "Good morning, myself Ravi Shankar Menon").
 */
const NAME_IS = ['my name is', "my name's", 'my full name is', "my full name's", "the name's", 'name is', "name's"];
/** The name said as such: "my name is", "my full name's" (read from there when other words come first). */
const MY_NAME_IS = " my (?:full )?name(?:'s| is) ";
const NAME_STATED = new RegExp(MY_NAME_IS);
export const NAME_LEADS = [...NAME_IS, "i'm", 'i am', 'this is', "it's", 'call me', "you're speaking with", 'speaking with', 'myself'];
/** Greetings before a name. */
export const NAME_GREETINGS = ['hi', 'hello', 'hey', 'good morning', 'good afternoon', 'good evening', 'kia ora', 'namaste', 'hola'];
/** Assent before an answer given gladly ("yes, of course, it's …"). */
export const ASSENTS = ['of course', 'certainly', 'absolutely'];
/** Ways to say "right away" (the month question's value "immediately"). */
export const RIGHT_AWAY_SAID = ['right away', 'immediately', 'straight away', 'as soon as possible'];
// Read as "right away" too, but not in the month grammar: there "now" would also fit the tails people add.
const RIGHT_AWAY_HEARD = [...RIGHT_AWAY_SAID, 'right now'];
export { NO_NOTICE } from './notice-said.ts';

// Words of yes/no phrases that say nothing by themselves.
const CARRIER = new Set(['currently', 'moment', 'really', "that's", "don't", 'right']);
// The words besides the number's own that can carry a count ("a couple of years", "half a dozen", "a decade": set 27).
const COUNT_WORDS: Record<number, string[]> = { 2: ['couple'], 5: ['decade'], 6: ['dozen'], 10: ['decade'], 12: ['dozen'], 15: ['decade'] };

/** Spoken English for a whole number or one and a half ("twenty five", "two and a half", "half a"). */
export const numberWords = (n: number): string =>
  Number.isInteger(n) ? numeralWords(n) : n < 1 ? 'half a' : `${numeralWords(Math.floor(n))} and a half`;

/** The phrases that mean yes and no to a yes/no question: the common ones and the question's own. */
export function yesNoPhrases(expects: Expect): { yes: string[]; no: string[] } {
  const own = expects.kind === 'yes-no' ? expects : { yes: [], no: [] };
  return { yes: [...YES_SAID, ...(own.yes ?? [])], no: [...NO_SAID, ...(own.no ?? [])] };
}

/** What one finishes before a first job. */
const STUDIES = `(?:university|uni|college|school|studies|degree|masters|master's|phd|bachelors|bachelor's|bootcamp)`;
/**
 * "None", "no experience", "I don't have any experience", "not yet", "I just graduated", "fresh out of university",
 * "I'm just finishing my degree" (set 21), "this would be my first role" and "unyet", the neural recognizer's "none yet"
 * (set 24), "I've just finished uni, so this would be my first proper job" (set 36), "fresh out of uni" (set 42), "I've only
 * just finished my master's" (set 48), "I only finished my degree in June" (set 49), "I'm just starting out" (set 72):
 * zero, where the question allows it (no number was said; not "not yet sure").
 */
const NONE_SAID = new RegExp(
  ` (?:none|unyet|(?:be|is) my first (?:proper |real )?(?:role|job|position)|no (?:experience|years)|(?:don't|do not|haven't|have not) (?:have |got )?any (?:experience|years)|not yet(?! sure)|(?:just|only just|only|recently) (?:graduated|finished (?:my )?${STUDIES})|(?:still |just )?finishing (?:my )?${STUDIES}|(?:fresh|recent|new) (?:graduate|grad)|(?:fresh|straight|just) out of (?:university|uni|college|school)|just starting out) `,
);

/**
 * What takes the question in before a name: "Oh, right, sorry, it's Rosalind…" (set 40: "right" was read as the name);
 * a "sorry" only after it ("sorry, I'm a little nervous" is no name).
 */
const TAKEN_IN = ['right', 'all right', 'alright'].flatMap((p) => [`${p} sorry`, p]);
// Before a name: what the name grammar admits (fillers, a yes, assent, greetings), "sure thing" (set 20) and `TAKEN_IN`.
const NAME_OPENERS = ['sure thing', ...FILLERS_SAID, ...YES, ...ASSENTS, ...NAME_GREETINGS, ...TAKEN_IN].map((p) => `${p} `);
// After a lead only a yes ("i'm sure it's …"): "it's so far this month" (set 23's "it's Zofia…") is no name "far".
const AFTER_LEAD = YES.map((p) => `${p} `);
/**
 * Everyday words that are no part of a name: pronouns, auxiliaries, prepositions, conjunctions, greetings and the
 * words that open the tails people add ("…, nice to meet you", "… speaking", "… so far", "… i think", "…, bit of a
 * mouthful", set 40). A name ends at the first of them, and an answer that starts with one has no name ("can you hear
 * me" is not a name).
 */
export const NOT_NAME_WORDS = new Set(
  (
    'i me my mine you your he him his she her it its we us our they them their this that these those who what where when why how which ' +
    'am is are was were be been being do does did done have has had can could will would shall should must ' +
    "i'm i'd i'll i've it's that's you're we're they're don't can't won't didn't isn't " +
    'a an the to of in on at for with from by about and or but so if as than then there here now just only also too very really ' +
    'not no yes yeah please thanks thank sorry right alright hello hi hey okay well good great nice meet speaking calling call ' +
    'hear see know think guess believe say said tell get go like want need probably roughly more give take everyone ' +
    'everybody people bit ' +
    // a stall before the answer: "hold on", "hang on", "one moment", "just a sec", "bear with me"
    'hold hang wait one sec second moment minute bear'
  ).split(' '),
);

function parseName(ws: string[], expects: { first: string[]; last: string[] }): string | null {
  let rest = `${ws.join(' ')} `;
  // A name given after other words is read from there ("Right, well, my name is Emre Kocaman", set 37).
  const given = NAME_STATED.exec(` ${rest}`);
  if (given && given.index > 0) rest = rest.slice(given.index);
  // Openers, then leads (each once) and a yes between them: "um, sure, it's …" is heard "i'm sure it's …" (set 25);
  // "sure thing, i'm i'm a deal must be" has no name.
  const led = new Set<string>();
  for (;;) {
    const opener = (led.size ? AFTER_LEAD : NAME_OPENERS).find((o) => rest.startsWith(o));
    const lead = opener ? undefined : NAME_LEADS.find((l) => !led.has(l) && rest.startsWith(`${l} `));
    if (lead) led.add(lead);
    const start = opener ?? (lead && `${lead} `);
    if (!start) break;
    rest = rest.slice(start.length);
  }
  const after = rest.split(' ').filter((w) => w && !FILLERS.has(w));
  const end = after.findIndex((w) => NOT_NAME_WORDS.has(w));
  const said = end < 0 ? after : after.slice(0, end);
  // A given name said twice is said once ("Oliver. Oliver Bell.").
  const name = said.length > 1 && said[0] === said[1] ? said.slice(1) : said;
  // A known given name and surname end the name there ("david brown speak of" is David Brown).
  if (name.length > 2 && expects.first.includes(name[0]) && expects.last.includes(name[1]) && !expects.last.includes(name[2]))
    return name.slice(0, 2).join(' ');
  return name.length ? name.slice(0, 3).join(' ') : null;
}

/**
 * The month a word says: the month itself, or heard with an ending ("Probably marched once…", sets 30 and 32; not "may",
 * whose words with endings are other words), or as a word that sounds the same, as the neural recognizer wrote them
 * ("Let's say, Mae…", set 45's slt and espeak; "Prominely marsh, early marsh", set 63's espeak), or short as it writes
 * them (espeak's January as "Jan, you never eat", sets 69–76, each a January; kal's "Jun", set 77); else the word.
 */
const monthSaid = (w: string): string =>
  SAME_SOUND.get(w) ?? MONTHS.find((m) => w === m || (m !== 'may' && w.startsWith(m) && /^e?[ds]$/.test(w.slice(m.length)))) ?? w;
const SAME_SOUND = new Map(Object.entries({ mae: 'may', marsh: 'march', jan: 'january', jun: 'june' }));

/**
 * Someone introducing themselves ("sure, my name's Grace Turner", "hi, yes, this is …", "hi there, yes, this is …", set
 * 15; "hi, yeah, it's …", set 19; "hi, yes, um, it's …", set 29, its "um" heard "i'm"; "kia ora, yeah, it's …", set
 * 32; the neural recognizer's "Hi, good morning. yet it's …", set 38; a word after the greeting, "Hi, mayor. Yeah, it's
 * …", espeak's "Hi there, yeah, it's …" to the neural recognizer in set 45) answers no question but the name.
 */
export const INTRODUCTION = new RegExp(
  `${MY_NAME_IS}| (?:${NAME_GREETINGS.join('|')})(?: there| [a-z]+)?(?: yes| yeah| yet)?(?: um| uh| er| i'm)? (?:this is|it's) `,
);

/** A yes or no that opens the answer decides it ("Yes, I'm self-employed, I freelance…", set 23; "yeah, no" does not). */
const LEAD_YES = ['yes', 'yeah', 'yep'];
const LEAD_NO = ['no', 'nope'];
/** Words after which a yes/no answer is qualified, not given: "I am, yes, but …", "No, although I freelance …". */
const BUT = ['but', 'although', 'though'];

/** The value an answer's transcript gives for what the question expects, or null when nothing usable was said. */
export function extractValue(expects: Expect, text: string): AnswerValue | null {
  const ws = expects.kind === 'free' ? freeWords(text) : words(text);
  const joined = ` ${ws.join(' ')} `;
  if (expects.kind !== 'name' && (INTRODUCTION.test(joined) || WHY_ASKED.test(joined))) return null;
  const kept = CORRECTED.has(expects.kind) || expects.kind === 'yes-no' ? unsaid(ws) : ws;
  if (kept !== ws) return extractValue(expects, kept.join(' '));
  const after = CORRECTED.has(expects.kind) ? corrected(ws) : null;
  const fixed = after && extractValue(expects, after.join(' '));
  if (fixed !== null && fixed !== undefined) return fixed;
  if (after && takenBack(ws)) return null;
  const earlier = after && correctedBefore(ws);
  const earlierValue = earlier && extractValue(expects, earlier.join(' '));
  if (earlierValue !== null && earlierValue !== undefined) return earlierValue;
  const own = CORRECTED.has(expects.kind) ? ownPart(ws, (part) => extractValue(expects, part.join(' '))) : null;
  if (own !== null && own !== undefined) return own;
  switch (expects.kind) {
    case 'number': {
      if (ASKED_BACK.test(ws.join(' ')) && nonAnswer(ws)) return null; // no number but in a question asked back
      const unit = new RegExp(`^${expects.unit}s?$`);
      // …nor one of a stall's words: "Oh, sorry, one sec, my dog's going mad at the door" (set 43) is no year.
      const n = parseNumber(ws, expects.min, expects.max, unit);
      const said = n !== null && nonAnswer(ws) ? parseNumber(undodged(ws), expects.min, expects.max, unit) : n;
      return said ?? (expects.min === 0 && NONE_SAID.test(joined) ? 0 : null);
    }
    case 'name': {
      // An unknown lone word before a dodge is no name: "Hi, um, can you hear me okay?" was "ion can you hear me
      // okay…" to the general model (set 46's kal).
      const name = parseName(ws, expects);
      return name && !name.includes(' ') && !expects.first.includes(name) && nonAnswer(ws) ? null : name;
    }
    case 'duration':
      return parseDuration(ws, expects.max);
    case 'yes-no': {
      // A conclusion decides: "sort of, I'm freelancing full time, so yes, I'd say I'm employed" (set 33); not a
      // "so yeah" that trails off ("I was laid off, so yeah, that's about it").
      const so = / so (?:yes|no) (?=\S)/.exec(joined);
      if (so && so.index > 0) return extractValue(expects, joined.slice(so.index + 4));
      // Before a "but" (or "although") is the answer, after it a qualification ("I am, yes, but I'm looking for
      // something new", set 19; "I am, yes, although it's a contract that ends soon", set 50).
      const but = ws.findIndex((w) => BUT.includes(w));
      const before = but > 0 ? extractValue(expects, ws.slice(0, but).join(' ')) : null;
      if (before !== null) return before;
      const [lead, next] = ws.filter((w) => !FILLERS.has(w) && w !== 'well' && w !== 'so');
      if (LEAD_YES.includes(lead) && !LEAD_NO.includes(next)) return true;
      if (LEAD_NO.includes(lead) && !LEAD_YES.includes(next)) return false;
      const [yes, no] = Object.values(yesNoPhrases(expects)).map((ps) => ps.filter((p) => joined.includes(` ${p} `)));
      // A yes phrase said outweighs the no phrase it holds ("I freelance full time": set 34), and those the question
      // says it outweighs ("still with my current company, that's partly why I'm looking": set 37).
      const { outweighs } = expects;
      const undone = (p: string) => yes.some((y) => y.includes(p) || (outweighs?.yes.includes(y) && outweighs.no.includes(p)));
      if (ws.some((w) => NO.includes(w)) || no.some((p) => !undone(p))) return false;
      return ws.some((w) => YES.includes(w)) || yes.length > 0 ? true : null;
    }
    case 'choice':
      // A question asked back names options, and chooses none ("What's the difference between the data engineer and
      // software engineer roles?", set 32).
      return ASKED_BACK.test(ws.join(' ')) ? null : optionSaid(expects, joined);
    case 'month': {
      // "Not right now" is no start date.
      if (RIGHT_AWAY_HEARD.some((p) => joined.includes(` ${p} `) && !joined.includes(` not ${p} `))) return RIGHT_AWAY;
      // The first month said and not ruled out ("not before September, we've a trip in August", set 32).
      // November heard as two words by the neural recognizer: "Let's say no member." (set 52's slt, 53's espeak), "Um,
      // how about your member?" (set 58's espeak; set 51's: "…maybe a gooding of your member").
      const said = ws
        .join(' ')
        .replace(/\b(?:no|your) member\b/g, 'november')
        .split(' ')
        .map(monthSaid);
      return said.find((m) => MONTHS.includes(m) && !notGiven(` ${said.join(' ')} `, m)) ?? null;
    }
    case 'free': {
      if (nonAnswer(ws)) return null;
      // "Hmm" as the neural recognizer can write it, "H. M. M." (set 57's slt), is "hmm"; an "a" before thousands is a
      // hesitation: "I was hoping for, uh, sixty five thousand…" was "…for a sixty-five thousand…" (set 53's slt, espeak).
      const said = amIForUm(
        ws
          .join(' ')
          .replace(/(?<![\w'])(?:h|m)(?: m)+(?![\w'])/g, 'hmm')
          .replace(A_FOR_UH, ''),
      ).split(' ');
      const content = said.filter((w) => !FILLERS.has(w));
      // An "uh", "er" or "um" before "somewhere", "around"… can be written "a", "are", "or" (sets 49 and 60's slt,
      // kal), or "i'm" (set 66's kal; all 25 stored decodes of sets 22–66: "i'm somewhere around…"; not before
      // "honestly", "about").
      const first = said.findIndex((w) => !HESITATIONS.has(w));
      const um = said[first] === "i'm" ? !['honestly', 'about'].includes(said[first + 1]) : ['a', 'are', 'or'].includes(said[first]);
      const from = um && OPENERS.has(said[first + 1]) ? first + 1 : first;
      // A word heard twice in a row is kept once ("um, I'm" is heard "i'm i'm", sets 19–22), a restarted "I'm" not at all.
      return content.length
        ? restarted(said.slice(from))
            .filter((w, i, a) => w !== a[i - 1])
            .join(' ')
        : null;
    }
    case 'spelled':
      return spelledValue(ws, expects.names);
  }
}

/** The words that carry a value when spoken ("twenty three", "data engineer", "march"): to check it was really said. */
export function valueWords(expects: Expect, value: AnswerValue): string[] {
  if (expects.kind === 'number')
    return [...numberWords(value as number).split(' '), ...(COUNT_WORDS[value as number] ?? [])].filter((w) => w !== 'a' && w !== 'and');
  if (expects.kind === 'yes-no') {
    // The content words of its phrases that the other side's phrases do not use ("between", "freelancing"; not a yes
    // phrase's that holds a no phrase: "freelance full time").
    const { yes, no } = yesNoPhrases(expects);
    const other = new Set((value ? no : yes.filter((y) => !no.some((p) => y.includes(p)))).flatMap(words));
    const own = (value ? yes : no).flatMap(words).filter((w) => w.length > 3 && !other.has(w) && !CARRIER.has(w));
    return [...new Set([...(value ? YES : NO), ...own])];
  }
  if (expects.kind === 'month' && value === RIGHT_AWAY) return [...new Set(RIGHT_AWAY_SAID.flatMap(words))].filter((w) => w.length > 3);
  if (expects.kind === 'duration' && value !== NO_NOTICE)
    return [numberWords(parseInt(String(value), 10)), String(value).split(' ')[1].replace(/s$/, '')]
      .flatMap((w) => [w, `${w}s`])
      .concat(value === '2 weeks' ? ['fortnight'] : []);
  if (expects.kind === 'duration') return ['none', 'no'];
  if (expects.kind === 'choice') return [...new Set(choiceSaid(String(value), expects.alsoSaid).flatMap(words))];
  if (expects.kind === 'spelled') return spelledLetters(String(value));
  return words(String(value));
}

/** The question narrowed to one value its grammar allows (a grammar that can only hear it), else null. */
export function narrowTo(expects: Expect, value: AnswerValue): Expect | null {
  if (expects.kind === 'number' && typeof value === 'number' && value >= expects.min && value <= expects.max)
    return { ...expects, min: value, max: value };
  if (expects.kind === 'choice' && expects.options.includes(String(value))) return { ...expects, options: [String(value)] };
  // A duration or a month: one value of the same shape ("two weeks", "august"); "none" and "right away" are not narrowed.
  const duration = expects.kind === 'duration' ? /^(\d+) (week|month)s?$/.exec(String(value)) : null;
  if (expects.kind === 'duration' && duration && Number(duration[1]) <= expects.max)
    return { ...expects, only: { n: Number(duration[1]), unit: duration[2] as 'week' | 'month' } };
  if (expects.kind === 'month' && MONTHS.includes(String(value))) return { ...expects, only: String(value) };
  if (expects.kind === 'name' && typeof value === 'string') {
    const [first, last, ...more] = value.split(' ');
    if (more.length || !expects.first.includes(first) || (last !== undefined && !expects.last.includes(last))) return null;
    return { ...expects, first: [first], last: last === undefined ? [] : [last] };
  }
  return null;
}
