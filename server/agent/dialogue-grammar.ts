// The JSGF grammar of each kind of question: the values it bounds, wrapped in the way people actually answer — a
// shared filler/hedge sub-grammar ("well", "I'd say", "about", "a bit over"), free lead-ins ("I've got", "it's
// been") and tails ("I think", "more or less") that every question can use.
import { choiceSaid } from './choice-said.ts';
import {
  ASSENTS,
  FILLERS_SAID,
  MONTHS,
  NAME_GREETINGS,
  NAME_LEADS,
  NO,
  numberWords,
  RIGHT_AWAY_SAID,
  YES,
  yesNoPhrases,
} from './dialogue-utils.ts';
import type { Expect } from './recruiter-script.ts';
import { spellingGrammar } from './spelling.ts';

const alt = (xs: string[]) => xs.join(' | ');

export { FILLERS_SAID } from './dialogue-utils.ts';
/** Hedges before an amount ("about", "a bit over"): the value is the number said after them. */
export const HEDGES = [
  'about',
  'around',
  'roughly',
  'approximately',
  'only',
  'almost',
  'nearly',
  'over',
  'under',
  'just over',
  'just under',
  'more than',
  'less than',
  'a bit over',
  'a bit under',
  'a bit more than',
  'a little over',
  'a little under',
  'somewhere around',
  'something like',
  'at least',
  'in the region of',
];
/** Lead-ins before an amount ("I've got about eight years", "it's been ten"). */
export const HAVE_LEADS = [
  'i have',
  "i've got",
  'i have got',
  "i've had",
  'i have had',
  "it's been",
  "it's",
  'it is',
  "that's",
  'i would say',
];
/** What people add after an answer ("fifteen years, more or less"). */
export const TAILS = [
  'i think',
  'i guess',
  'probably',
  'or so',
  'more or less',
  'give or take',
  'roughly',
  'or thereabouts',
  'i believe',
  'ideally', // "somewhere around ninety thousand a year, ideally" came out as "…a year i believe" (set 47)
  'now',
  'in total',
  'so far',
];

// The shared sub-grammar: rule names every question's grammar can use.
const SHARED = `<filler> = ${alt(FILLERS_SAID)};
<hedge> = ${alt(HEDGES)};
<have> = ${alt(HAVE_LEADS)};
<tail> = ${alt(TAILS)};
`;
const head = '#JSGF V1.0;\ngrammar answer;\n';
/** Numbers as words people use for small counts ("a couple of years", "half a dozen"). */
const COUNT_WORDS = (min: number, max: number) =>
  [min <= 2 && max >= 2 ? 'a couple [of]' : '', min <= 12 && max >= 12 ? 'a dozen' : '', min <= 6 && max >= 6 ? 'half a dozen' : ''].filter(
    Boolean,
  );
const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => numberWords(min + i));
/** Openings of an answer about a role. */
const CHOICE_LEADS = [
  'i am applying for',
  "i'm applying for",
  'i am applying as',
  "i'm applying as",
  "i'd like",
  'i would like',
  "i'm interested in",
  'i am interested in',
  "i'm after",
  "i'm here for",
  'i am here for',
  "i'm calling about",
  'i am calling about',
  "i'm going for",
  'i am going for',
  "it's",
  'as',
  'for',
];
/**
 * Openings of a notice period: the question's own words ("my notice period is two months"), "I could leave in", "I'm
 * on a month's notice" and "I'd have to give them a month".
 */
const NOTICE_LEADS = [
  'my notice period is',
  'my notice is',
  "my notice period's",
  'the notice period is',
  'i could leave in',
  'i can leave in',
  'in',
  "i'm on",
  'i am on',
  "[i'd | i would | i] (need | have) [to give [them]]",
];
// No seniority words ("senior", "lead") before a role: with them a German sentence forced into the role grammar covered
// 82 % of its voice as "it's the lead software engineer" (66 % without); "senior software engineer" is still read
// by the general model, whose words the role is found in.
/** Words after a role ("the data engineer opening"). */
const ROLE_TAILS = ['role', 'position', 'job', 'one', 'opening', 'vacancy', 'post'];
/**
 * No notice period, in the ways the dialogue reads as one (dialogue-utils.ts `NO_NOTICE_SAID`): "no notice at all",
 * "I don't have a notice period", "I don't have one", "there's no notice period", "I can leave whenever I like".
 */
const NO_NOTICE_RULES = `<none> = none | [i have] no notice [period] [at all] | [i] (don't | do not) have (a notice period | any notice | one) | there's no notice [period];
<leave> = [i] can leave (any time | anytime | whenever [i like] | at any time | right away);
`;
const START_LEADS = ['i could start', 'i can start', 'i could begin', 'i can begin', 'starting', 'start'];
const MONTH_PARTS = ['early', 'mid', 'late', 'the start of', 'the beginning of', 'the end of', 'the middle of'];

/** The JSGF grammar that constrains the recognizer for a question, or null (free text: the general model). */
export function grammarFor(expects: Expect): string | null {
  const open = `${head}public <answer> = [<filler>]`;
  switch (expects.kind) {
    case 'number':
      return `${open} [<have>] [<hedge>] <num> [${expects.unit} | ${expects.unit}s] [of experience] [<tail>];
<num> = ${alt([...range(expects.min, expects.max), ...COUNT_WORDS(expects.min, expects.max)])};
${SHARED}`;
    case 'name':
      return `${open} [${alt(YES)}] [${alt(ASSENTS)}] [${alt(NAME_GREETINGS)}] [${alt(NAME_LEADS)}] <first>${expects.last.length ? ' [<last>]' : ''} [<tail>];
<first> = ${alt(expects.first)};
${expects.last.length ? `<last> = ${alt(expects.last)};\n` : ''}${SHARED}`;
    case 'duration': {
      const only = expects.only;
      const units = only ? `${only.unit} | ${only.unit}s | ${only.unit}'s` : "week | weeks | week's | month | months | month's";
      const nums = only
        ? [numberWords(only.n), ...(only.n === 1 ? ['a'] : [])]
        : [...range(1, expects.max), 'a', ...COUNT_WORDS(1, expects.max)];
      const none = only ? '' : ' | <none> [<leave>] | <leave>';
      return `${open} ([<have> | ${alt(NOTICE_LEADS)}] [<hedge>] <num> (${units}) [notice [period]] [<tail>]${none});
<num> = ${alt(nums)};
${only ? '' : NO_NOTICE_RULES}${SHARED}`;
    }
    case 'yes-no': {
      // A yes or a no, each optionally followed by how people go on ("No, I'm between jobs."), or those words alone.
      const { yes, no } = yesNoPhrases(expects);
      return `${open} (<yes> [<yes-said>] | <yes-said> | <no> [<no-said>] | <no-said>) [<tail>];
<yes> = ${alt(YES)};
<no> = ${alt(NO.filter((w) => w !== 'not'))};
<yes-said> = [<lead>] (${alt(yes)}) [<lead>] [${alt(yes)}];
<no-said> = [<lead>] (${alt(no)}) [<lead>] [${alt(no)}];
<lead> = i am | i'm | i am currently | i'm currently | currently | at the moment | right now;
${SHARED}`;
    }
    case 'choice':
      return `${open} [${alt(CHOICE_LEADS)}] [a | an | the] (${alt(expects.options.flatMap((o) => choiceSaid(o, expects.alsoSaid)))}) [${alt(ROLE_TAILS)}] [<tail>];\n${SHARED}`;
    case 'month': {
      const month = `[${alt(START_LEADS)}] [in | from | around] [${alt(MONTH_PARTS)}] (${alt(expects.only ? [expects.only] : MONTHS)})`;
      const now = expects.only ? '' : ` | [${alt(START_LEADS)}] (${alt(RIGHT_AWAY_SAID)})`;
      return `${open} (${month}${now}) [<tail>];\n${SHARED}`;
    }
    case 'free':
      return expects.phrasing === 'amount' ? AMOUNT_GRAMMAR(expects.amount) : null;
    case 'spelled':
      return spellingGrammar(expects.names);
  }
}

// Money as people say it: "around sixty thousand pounds a year", "I'm looking for seventy k", "forty five pounds an
// hour" (no ranges: a grammar that allows "x to y" turns "around sixty" into "two to fifty"). Narrowed to one amount
// or range the neural recognizer heard (free-text.ts `amountSaid`, `rangeSaid`), its words are the only amount.
const AMOUNT_GRAMMAR = (amount?: string) => {
  const nums = Array.from({ length: 99 }, (_, i) => numberWords(i + 1));
  return `${head}public <answer> = [<filler>] [<lead>] [<hedge>] <amount> [<currency>] [<per>] [<tail>];
<lead> = i'm looking for | i am looking for | i'm hoping for | i am hoping for | i'd like | i would like | i expect | i'm expecting | i am expecting | my expectation is | ideally;
<amount> = ${amount ?? '<num> [hundred] [thousand | k | grand] | a hundred [and <num>] [thousand | k] | a hundred'};
<num> = ${alt(nums)};
<currency> = pounds | dollars | euros;
<per> = a year | per year | per annum | annually | a month | per month | an hour | per hour;
${SHARED}`;
};
