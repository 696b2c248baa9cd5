import type { EndedReason } from '../../src/protocol/messages.ts';
import { FIRST_NAMES, LAST_NAMES } from './screening-names.ts';
import { SPELLING_NAMES } from './spelling.ts';

/**
 * What a question expects: a bounded number, a name, a duration, yes/no, one of a list, a start month, or free text
 * (optionally with the usual phrasings of an amount of money as a grammar to try first; the value stays the words).
 * `only` narrows a duration or a month to one value, `amount` the amount of money to one amount's words (the recognizer's test between two values it heard). A spelled
 * name is letters that make one to three of `names` (server/agent/spelling.ts).
 */
export type Expect =
  | { kind: 'number'; min: number; max: number; unit: string }
  | { kind: 'name'; first: string[]; last: string[] }
  | { kind: 'duration'; max: number; only?: { n: number; unit: 'week' | 'month' } }
  | { kind: 'yes-no'; yes?: string[]; no?: string[]; outweighs?: { yes: string[]; no: string[] } }
  | { kind: 'choice'; options: string[]; alsoSaid?: Record<string, string[]> }
  | { kind: 'month'; only?: string }
  | { kind: 'free'; phrasing?: 'amount'; amount?: string }
  | { kind: 'spelled'; names: string[] };

/** A value understood from an answer (free text keeps the transcript). */
export type AnswerValue = number | boolean | string;

/** One step of the screen: prompt ids to speak, then a question to wait for (what it expects, where it branches) or the end. */
export type ScriptStep = {
  say: string[];
  question?: string;
  expects?: Expect;
  /**
   * A follow-up asked only when the answer before it was not heard for sure (not by its question's grammar): the
   * name spelled after a name the general model guessed. A null answer before it goes straight to it (no re-ask).
   */
  unsure?: true;
  /** Jump to another question when the understood value equals `when` (otherwise the next step). */
  branch?: { when: AnswerValue; goto: string }[];
  end?: EndedReason;
};

/** Roles the screen recruits for (the role question's list). */
export const ROLES = ['software engineer', 'data engineer', 'product manager', 'designer'];
/**
 * Other names heard for a role: the screen has no project manager role, and "project manager" is what the general
 * model hears for "product manager" (and what a candidate for it may call it); the agent reads the role back.
 */
export const ROLES_ALSO_SAID: Record<string, string[]> = { 'product manager': ['project manager'] };

/**
 * Still where one works, or a job had now: a yes to "are you currently employed?" that looking for a job does not undo
 * ("I've got a job at a bank at the minute, that's partly why I'm looking", set 41); "Yep, still there for now" (set
 * 73: the general model wrote "still there" in slt, kal and espeak, the neural recognizer "still therefore" or none).
 */
const STAYING = ['still with', 'still at', 'still there', "i've got a job", 'i have a job'];
/** Looking for a job: a no, unless said beside staying ("I'm still with my company, that's why I'm looking"). */
const LOOKING = ['looking', 'job hunting'];
/** Phrases that answer "are you currently employed?" with yes, beyond the common ones (lower case, no punctuation). */
export const EMPLOYED = [
  'employed',
  'i work',
  "i'm working",
  'i am working',
  'working',
  'full time',
  'part time',
  'in a job',
  // staying where one works: "still with my current company" (set 18, 2026-11-29)
  ...STAYING,
  'current company',
  'current employer',
  // where one works now: "I'm at a startup right now, doing backend work" (set 45; "I'm at the moment…" says more)
  "i'm at a",
  "i'm at the",
  'i am at a',
  'i am at the',
  'currently at',
  'currently with',
  // working at a startup: "I'm in a small startup right now" (set 47; looking at startups is looking, read first)
  'startup',
  'start up',
  // on a contract that still runs: "Sort of, I'm on a six month contract that finishes in May" (set 49; one that ended,
  // a break or time off is a no, read first)
  'on a contract',
  "i'm on a",
  'i am on a',
  // freelancing as one's work ("Sort of, I freelance full time, so I've got a few steady clients": set 34)
  'freelance full time',
  'freelancing full time',
  'full time freelance',
  'full time freelancing',
];
/**
 * Phrases that answer it with no: between jobs, looking, freelancing, laid off (checked before the yes phrases, but a
 * yes phrase said that holds one outweighs it: "freelance full time").
 */
export const NOT_EMPLOYED = [
  'between jobs',
  'between roles',
  ...LOOKING,
  'freelancing',
  'freelance',
  'self employed',
  'unemployed',
  'not working',
  'not employed',
  'out of work',
  'out of a job',
  'on a break',
  'taking a break',
  'career break',
  'time off',
  // having lost the job: "I was laid off last month", "they let me go", "I was made redundant"
  'laid off',
  'let go',
  'let me go',
  'made redundant',
  'lost my job',
  'left my job',
  // "I left my last job back in March, actually" (set 47)
  'left my last job',
  'left my previous job',
  'left my old job',
  'quit my job',
  // a contract that ran its course: "my contract ended last month" (set 14, 2026-11-28)
  'contract ended',
  'contract finished',
  'contract ran out',
  'finished my contract',
  'between contracts',
];

/**
 * The recruiting screen (docs/product.md §1): name (spelled when unsure), role, experience, salary expectations,
 * employment and notice, start month.
 */
export const RECRUITER_SCRIPT: ScriptStep[] = [
  { say: ['greeting', 'ask-name'], question: 'name', expects: { kind: 'name', first: FIRST_NAMES, last: LAST_NAMES } },
  { say: ['ask-spell'], question: 'name-spelled', expects: { kind: 'spelled', names: SPELLING_NAMES }, unsure: true },
  { say: ['ask-role'], question: 'role', expects: { kind: 'choice', options: ROLES, alsoSaid: ROLES_ALSO_SAID } },
  { say: ['ask-years'], question: 'years-experience', expects: { kind: 'number', min: 0, max: 30, unit: 'year' } },
  { say: ['ask-salary'], question: 'salary-expectations', expects: { kind: 'free', phrasing: 'amount' } },
  {
    say: ['ask-employed'],
    question: 'currently-employed',
    expects: { kind: 'yes-no', yes: EMPLOYED, no: NOT_EMPLOYED, outweighs: { yes: STAYING, no: LOOKING } },
    branch: [{ when: false, goto: 'start-month' }],
  },
  { say: ['ask-notice'], question: 'notice-period', expects: { kind: 'duration', max: 12 } },
  { say: ['ask-start'], question: 'start-month', expects: { kind: 'month' } },
  { say: ['closing'], end: 'assistant-ended-call' },
];

/** What the screen's question `question` expects (tests and benches ask by name; a question it does not ask throws). */
export function expectsOf(question: string): Expect {
  const expects = RECRUITER_SCRIPT.find((s) => s.question === question)?.expects;
  if (!expects) throw new Error(`the screen asks no question "${question}"`);
  return expects;
}

/** Spoken once after a long silence. */
export const REPROMPT_ID = 'reprompt';
/** Spoken before ending a call after a second long silence. */
export const SILENCE_GOODBYE_ID = 'silence-goodbye';
/** Asks again once when nothing usable was heard. */
export const REPEAT_ID = 'repeat';
/** Moves on after a second answer that could not be understood. */
export const SKIP_ID = 'skip';
