// Understanding answers: the JSGF grammar of each kind of question and the value read back out of a transcript.
import type { AnswerValue, Expect } from './recruiter-script.ts';

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Calendar months, lower case (the month question's values). */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** The month question's value for "right away" / "immediately". */
export const RIGHT_AWAY = 'immediately';
const YES = ['yes', 'yeah', 'yep', 'sure', 'correct'];
const NO = ['no', 'nope', 'not'];
const FILLERS = new Set(['ah', 'uh', 'um', 'hmm', 'oh', 'a', 'the', 'huh', 'mm']);
const NAME_LEADS = ['my name is', "i'm", 'i am', 'this is', "it's", 'name is'];
/** The duration question's value for "no notice period". */
export const NO_NOTICE = 'none';

/** Spoken English for 0..99 ("twenty five"). */
export function numberWords(n: number): string {
  if (n < 20) return UNITS[n];
  const tens = TENS[Math.floor(n / 10)];
  return n % 10 ? `${tens} ${UNITS[n % 10]}` : tens;
}

/** Lower-case words of a transcript (punctuation and pocketsphinx alternates like "two(2)" dropped). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\(\d+\)/g, '')
    .split(/[^a-z']+/)
    .filter(Boolean);
}

function parseNumber(ws: string[], min: number, max: number): number | null {
  for (let i = 0; i < ws.length; i++) {
    const t = TENS.indexOf(ws[i]);
    const u = UNITS.indexOf(ws[i]);
    let n: number | null = null;
    const next = UNITS.indexOf(ws[i + 1] ?? '');
    if (t >= 2) n = t * 10 + (next >= 1 && next <= 9 ? next : 0);
    else if (u >= 0) n = u;
    else if (/^\d+$/.test(ws[i])) n = Number(ws[i]);
    else if (ws[i] === 'a' && /^years?$/.test(ws[i + 1] ?? '')) n = 1;
    if (n !== null && n >= min && n <= max) return n;
  }
  return null;
}

function parseName(ws: string[]): string | null {
  let rest = ws.join(' ');
  for (const lead of NAME_LEADS) if (rest.startsWith(`${lead} `)) rest = rest.slice(lead.length + 1);
  const name = rest.split(' ').filter((w) => w && !FILLERS.has(w));
  return name.length ? name.slice(0, 4).join(' ') : null;
}

function parseDuration(ws: string[], max: number): string | null {
  if (ws.includes('none') || ws.join(' ').includes('no notice')) return NO_NOTICE;
  const at = ws.findIndex((w) => /^(week|month)s?$/.test(w));
  if (at < 0) return null;
  const n = parseNumber(ws.slice(0, at), 1, max) ?? (ws[at - 1] === 'a' ? 1 : null);
  const unit = ws[at].replace(/s$/, '');
  return n === null ? null : `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The value an answer's transcript gives for what the question expects, or null when nothing usable was said. */
export function extractValue(expects: Expect, text: string): AnswerValue | null {
  const ws = words(text);
  const joined = ` ${ws.join(' ')} `;
  switch (expects.kind) {
    case 'number':
      return parseNumber(ws, expects.min, expects.max);
    case 'name':
      return parseName(ws);
    case 'duration':
      return parseDuration(ws, expects.max);
    case 'yes-no':
      if (ws.some((w) => NO.includes(w))) return false;
      return ws.some((w) => YES.includes(w)) || joined.includes(' i am ') ? true : null;
    case 'choice':
      return expects.options.find((o) => joined.includes(` ${o} `)) ?? null;
    case 'month':
      if (joined.includes(' right away ') || joined.includes(' immediately ')) return RIGHT_AWAY;
      return MONTHS.find((m) => ws.includes(m)) ?? null;
    case 'free': {
      const content = ws.filter((w) => !FILLERS.has(w));
      return content.length ? ws.join(' ') : null;
    }
  }
}

/** The words that carry a value when spoken ("twenty three", "data engineer", "march"): to check it was really said. */
export function valueWords(expects: Expect, value: AnswerValue): string[] {
  if (expects.kind === 'number') return numberWords(value as number).split(' ');
  if (expects.kind === 'yes-no') return value ? YES : NO;
  if (expects.kind === 'month' && value === RIGHT_AWAY) return ['right', 'away', 'immediately'];
  if (expects.kind === 'duration' && value !== NO_NOTICE)
    return [numberWords(parseInt(String(value), 10)), String(value).split(' ')[1].replace(/s$/, '')].flatMap((w) => [w, `${w}s`]);
  if (expects.kind === 'duration') return ['none', 'no'];
  return words(String(value));
}

const alt = (xs: string[]) => xs.join(' | ');

/** The JSGF grammar that constrains the recognizer for a question, or null (free text: the general model). */
export function grammarFor(expects: Expect): string | null {
  const head = '#JSGF V1.0;\ngrammar answer;\n';
  switch (expects.kind) {
    case 'number': {
      const nums = Array.from({ length: expects.max - expects.min + 1 }, (_, i) => numberWords(expects.min + i));
      return `${head}public <answer> = [i have | i've got | about | around | roughly | almost | over] <num> [${expects.unit} | ${expects.unit}s] [of experience];\n<num> = ${alt(nums)};\n`;
    }
    case 'name':
      return `${head}public <answer> = [${alt(NAME_LEADS)}] <first> [<last>];\n<first> = ${alt(expects.first)};\n<last> = ${alt(expects.last)};\n`;
    case 'duration': {
      const nums = Array.from({ length: expects.max }, (_, i) => numberWords(i + 1));
      return `${head}public <answer> = [about | around | it's | i have] (${alt(nums)} | a) (week | weeks | month | months) [notice] | none | no notice | no notice period;\n`;
    }
    case 'yes-no':
      // A yes or a no, each optionally followed by how people go on ("No, not at the moment."), or the tail alone.
      return `${head}public <answer> = <yes> [<yes-tail>] | <no> [<no-tail>] | <no-tail> | i am;\n<yes> = ${alt(YES)};\n<yes-tail> = i am | i am employed | i'm employed | at the moment | currently;\n<no> = no | nope;\n<no-tail> = i am not | i'm not | not at the moment | not right now | not currently | i'm not employed | i am not employed;\n`;
    case 'choice':
      return `${head}public <answer> = [i am applying for | i'm applying for | i'd like | as] [a | the] (${alt(expects.options)}) [role | position];\n`;
    case 'month':
      return `${head}public <answer> = [i could start | i can start] [in | from] (${alt(MONTHS)}) | right away | immediately | [i could start | i can start] right away;\n`;
    case 'free':
      return expects.phrasing === 'amount' ? AMOUNT_GRAMMAR(head) : null;
  }
}

// Money as people say it: "around sixty thousand pounds a year", "I'm looking for seventy k", "forty five pounds an
// hour" (no ranges: a grammar that allows "x to y" turns "around sixty" into "two to fifty").
const AMOUNT_GRAMMAR = (head: string) => {
  const nums = Array.from({ length: 99 }, (_, i) => numberWords(i + 1));
  return `${head}public <answer> = [<lead>] [<about>] <amount> [<currency>] [<per>];
<lead> = i'm looking for | i am looking for | i'm hoping for | i am hoping for | i'd like | i would like | i expect | i'm expecting | i am expecting | my expectation is | something like | ideally;
<about> = around | about | roughly | approximately | at least | somewhere around | in the region of;
<amount> = <num> [hundred] [thousand | k | grand] | a hundred [and <num>] [thousand | k] | a hundred;
<num> = ${alt(nums)};
<currency> = pounds | dollars | euros;
<per> = a year | per year | per annum | annually | a month | per month | an hour | per hour;
`;
};
