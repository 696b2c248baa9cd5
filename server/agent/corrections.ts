// An answer corrected as it is said: the value after a correction replaces the one before it, a value the visitor says
// they were going to give is not given, nor a month said only to be ruled out (dialogue-utils.ts `extractValue` reads
// what is left).
import type { Expect } from './recruiter-script.ts';

/**
 * A correction: what follows it replaces what came before ("software engineer, actually no, sorry, I meant data
 * engineer"; "I did apply as software engineer at first, but no, actually it's the data engineer position", set 30);
 * and a restatement or a choice made at last ("officially four weeks, so basically a month"; "I was torn between
 * software and data, but let's say data engineer", set 32; "I think it's four weeks, so about a month", set 34;
 * "Maybe August, hmm, no, let's say September to be safe" and "…, but let's go with data engineer", set 36, kal's "say"
 * heard "stay", espeak's "let's" written "let"; "no wait" written "no weight"; "…, no wait, sixteen years, sorry,
 * it's fifteen, actually", set 37).
 */
/**
 * The corrections that take back what came before them, not a restatement or a filler "I mean": when the words after
 * one give no value, the one before is not the answer ("project manager, no sorry, I meant the day to engineer one",
 * set 37: the option is sounded out of the words after it).
 */
const TAKING_BACK = [
  'i meant',
  'sorry i mean', // not a filler "I mean": set 44's "data engineer, no wait, sorry, I mean software engineer"
  'or rather',
  'scratch that',
  'no sorry',
  'oh sorry', // espeak's "no, sorry" heard "oh sorry" by the general model (set 47: "designer, oh sorry, I mean…")
  'sorry no',
  'sorry know', // the general model's "no": "software engineer sorry know the day to engineering line" (set 49)
  'actually no',
  'no actually',
  'no wait',
  'no weight',
  'wait no', // "Product manager, oh wait, no, it's the software engineer job" (set 48)
  'wait now', // the general model's "wait, no": "i could do may oh wait now my narratives runs out…" (set 78's slt)
  'no way', // kal's "no wait" heard so: "march no way to april to give me time to hand over" (set 48)
  "sorry it's",
  'sorry it is',
];
const RESTATING = [
  'i mean',
  'so basically',
  'so essentially',
  'so about',
  'so around',
  'so roughly',
  "let(?:'s|s| us)? (?:say|stay|go with)", // "lets say": the neural recognizer's (set 77's slt "May, no lets say…")
  'well actually', // "Seven years. Well, actually closer to eight, so let's say eight." (set 58)
  "so that's", // "…actually closer to eight, so that's eight." (set 58's espeak, the neural recognizer)
  'i went with', // "I was torn between software and data, but I went with data engineer in the end." (set 80)
];
export const CORRECTION = new RegExp(` (?:${[...TAKING_BACK, ...RESTATING].join('|')}) `, 'g');

/** The last correction said in `ws` (its words), the words before and after it, or null when none is said. */
function lastCorrection(ws: string[]): { said: string; before: string[]; rest: string[] } | null {
  const joined = ` ${ws.join(' ')} `;
  const fix = [...joined.matchAll(CORRECTION)].at(-1);
  if (!fix) return null;
  // "no wait, sorry, I mean": the correction before it ate the space "sorry i mean" is matched with.
  const sorry = fix[0] === ' i mean ' && joined.slice(0, fix.index).endsWith(' sorry');
  const said = sorry ? 'sorry i mean' : fix[0].trim();
  const rest = joined
    .slice(fix.index + fix[0].length)
    .split(' ')
    .filter(Boolean);
  return { said, before: ws.slice(0, ws.length - rest.length - said.split(' ').length), rest };
}

/**
 * The words after the last correction said in `ws` ("… but let's say data engineer" → "data engineer"), or null when
 * none is said or no word follows it.
 */
export function corrected(ws: string[]): string[] | null {
  const rest = lastCorrection(ws)?.rest ?? [];
  return rest.length ? rest : null;
}

/**
 * The words before the last correction said in `ws` when they hold a correction of their own, else null: the value of
 * "seven years well actually closer to eight so let's say it" (set 58's kal to the general model: the last correction
 * says no value) is after its "well actually".
 */
export function correctedBefore(ws: string[]): string[] | null {
  const before = lastCorrection(ws)?.before;
  return before && lastCorrection(before) ? before : null;
}

/**
 * Whether the last correction said in `ws` takes back what came before it (`TAKING_BACK`, or a restating one after a
 * bare "no": "May, no, let's say June", set 77) and words follow it.
 */
export function takenBack(ws: string[]): boolean {
  const fix = lastCorrection(ws);
  return fix !== null && fix.rest.length > 0 && (TAKING_BACK.includes(fix.said) || fix.before.at(-1) === 'no');
}

/** What sets the words after it apart from the answer: "so none really, apart from a couple of class projects" (set 34). */
const SET_APART = / (?:apart from|aside from|except(?: for)?|other than|besides) /;
/** The words before what sets the rest apart (`SET_APART`), or null when nothing does or no word comes before it. */
function beforeSetApart(ws: string[]): string[] | null {
  const joined = ` ${ws.join(' ')} `;
  const at = SET_APART.exec(joined)?.index ?? 0;
  return at > 0 ? joined.slice(1, at).split(' ') : null;
}

/**
 * The value `valueOf` reads in the part of `ws` that gives the answer, or null: the words before what sets the rest
 * apart (`beforeSetApart`), or, when a value is said on both sides of the last bare "no", those after it ("Uh, October,
 * no, November, sorry.", set 65, every voice; not "…, no, not …", which rules one out).
 */
export function ownPart<T>(ws: string[], valueOf: (part: string[]) => T | null | undefined): T | null {
  const before = beforeSetApart(ws);
  const own = before && valueOf(before);
  if (own !== null && own !== undefined) return own;
  // Not beside a correction (`corrected` reads those): the parts' own corrections would be read again in each part.
  const no = ws.lastIndexOf('no');
  if (no < 1 || ws[no + 1] === 'not' || lastCorrection(ws)) return null;
  const [then, now] = [valueOf(ws.slice(0, no)), valueOf(ws.slice(no + 1))];
  return then !== null && then !== undefined ? (now ?? null) : null;
}

/** The kinds of value a correction can replace (not a yes or no: "I mean" opens many of those). */
export const CORRECTED = new Set<Expect['kind']>(['choice', 'month', 'duration', 'number']);

/**
 * A value announced only to be taken back: "I was going to say software engineer, but…" (set 26, read 2026-11-29;
 * kal's "say" heard "stay" in sets 26 and 27), "I was thinking software engineer, but actually, no, let's go with data
 * engineer" (set 28), "I was about to say software engineer, but no, actually, it's the product manager role" (set 35).
 */
const RETRACTED = / (?:was|were) (?:(?:going to|gonna|about to) (?:say|stay)|thinking(?: of| about)?) | (?:almost|nearly) said /;
/** What takes it back: a "but" or a correction. */
const TURN = new RegExp(CORRECTION.source.replace('(?:', '(?:but|'));

/**
 * The words after a value taken back, or `ws` itself when none is: "i was going to say software engineer but actually no
 * data engineer" → "actually no data engineer" (whose correction is then read as any other). Said with no "but" or
 * correction after it ("I was going to say designer"), the value stands.
 */
export function unsaid(ws: string[]): string[] {
  const joined = ` ${ws.join(' ')} `;
  const taken = RETRACTED.exec(joined);
  const from = taken ? taken.index + taken[0].length - 1 : 0;
  const turn = taken && TURN.exec(joined.slice(from));
  return turn
    ? joined
        .slice(from + turn.index + turn[0].length)
        .split(' ')
        .filter(Boolean)
    : ws;
}

/** What rules a value out when said right after it: "May would be tight, so let's say June" (set 27). */
const RULED_OUT = /^(?:[a-z']+ ){0,2}(?:tight|too (?:soon|early|late)|difficult|tricky|not possible|(?:won't|doesn't|wouldn't) work)\b/;

/**
 * "May" after these is no month: "I may be able to start in June"; nor is "may be", a "maybe" as the neural recognizer
 * can write it ("November at the latest, may be sooner", set 59; "H. M. M. may be genuinary…", set 65's slt).
 */
const MODAL = new Set('i we you he she it they that this which who'.split(' '));

/**
 * Whether a month `value` (a word of the answer `joined`, spaced as extractValue joins it) is not the one given: each
 * time it is said, it is ruled out ("not August, I've got holiday booked, so September", set 30), or it is the verb
 * "may".
 */
export function notGiven(joined: string, value: string): boolean {
  const parts = joined.split(` ${value} `);
  const said = parts.slice(1).map((rest, i) => ({ before: parts[i].split(' ').at(-1) ?? '', rest }));
  const out = ({ before, rest }: (typeof said)[number]) =>
    RULED_OUT.test(rest) || before === 'not' || (value === 'may' && (MODAL.has(before) || rest.startsWith('be ')));
  return said.length > 0 && said.every(out);
}

/**
 * An "I'm" that opens an answer only to be restarted: kal's "Um, honestly, I'd be happy with…" heard "I'm honestly, I'd
 * be happy…" by both recognizers (set 28), as "um, I'm hoping" is heard "i'm i'm hoping" (sets 19–22).
 */
const RESTARTED = /^i'm (?:[a-z]+ly |well |so )?(?=(?:i'd|i'm|i'll|i've|i would|i am) )/;

/** A free text's words with a restarted "I'm" dropped from the front: "i'm honestly i'd be happy" → "honestly i'd be happy". */
export function restarted(ws: string[]): string[] {
  const lead = RESTARTED.exec(`${ws.join(' ')} `);
  return lead ? ws.slice(1) : ws;
}
