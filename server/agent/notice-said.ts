// The notice period read out of an answer's words: a number of weeks or months, days as either, a fortnight, or none.
import { ASKED_BACK } from './dodges.ts';
import { parseNumber } from './said-numbers.ts';

/** The duration question's value for "no notice period". */
export const NO_NOTICE = 'none';

/**
 * "No notice period" said in the ways people say it: "no notice", "zero notice", "without notice", "don't have a
 * notice period", "haven't got any notice", "I don't have one", "I can leave whenever I like"; not "I don't know my
 * notice period". "Noticeable" too: the general model hears "no notice at all" as "no noticeable". "I don't have one"
 * was read as no value until set 14 (2026-11-28) said "I don't have one, since I'm not working at the moment"; "there
 * isn't one" until set 18 said "There isn't one actually, I can leave anytime" (espeak: "…leave me at the time"); "not
 * tied to" until set 22 said "I don't have one, I'm not tied to any employer" (espeak: "I don't have when I'm not…");
 * "don't really have one" and "could leave" until set 25 said "I don't really have one, I could leave right away";
 * "one" written "won" (the general model, set 27's kal) until set 27; "I can start right away" until set 33; espeak's
 * "one" written "when" by the neural recognizer ("I don't have when I'm out working…") until set 38.
 */
const NO_NOTICE_SAID =
  /\b(?:(?:(?:no|zero|without)(?: any)?|(?:don't|do not|haven't|have not|doesn't)(?: have| got)?(?: a| any)?) notice(?:able)?|(?:(?:don't|do not|haven't|have not)(?: really| actually)?(?: have| got)?|there (?:isn't|is not)) (?:one|won|when)(?! (?:week|month))|there(?: is|'s) none|not tied (?:to|down)|(?:can|could) (?:leave|go|walk away|start) (?:any ?time|whenever|at any time|right away|straight away|tomorrow))\b/;

/** Words that say "at once". */
const AT_ONCE = String.raw`\b(?:(?:right|straight) away|immediately)\b`;
/** A "not" and the words that join another clause after it: "I'm not working right now, so I could start…". */
const [NOT, JOINS] = [String.raw`\b(?:not|can't|cannot|couldn't|won't|wouldn't)\b`, String.raw`\b(?:so|and|but|because|since)\b`];
/**
 * Free to start at once, with no notice said: "…I could start straight away" written "I coveted tariffs straight away"
 * by the neural recognizer (set 45's espeak); not "can't start straight away" or "not right away". A "not" after it is
 * not its: "I could start immediately, I'm not tied to anything" was "…immediately. I'm not time to…" (set 48's espeak);
 * nor one in a clause before it: "I'm not working right now, so I could start immediately" (set 54, every voice).
 */
const RIGHT_AWAY_SAID = new RegExp(String.raw`^(?!.*${NOT}(?:(?!${JOINS}).)*${AT_ONCE}).*${AT_ONCE}`);

/** The notice said in `ws` (at most `max` weeks or months), or null. */
export function parseDuration(ws: string[], max: number): string | null {
  if ((ws.includes('none') && !ASKED_BACK.test(ws.join(' '))) || NO_NOTICE_SAID.test(ws.join(' '))) return NO_NOTICE; // "why do you…? none…" misheard (set 21)
  if (max >= 2 && ws.some((w) => /^fortnight(?:'s)?$/.test(w))) return '2 weeks'; // "just a fortnight" (set 21)
  const units = ws.flatMap((w, i) => (/^(week|month)(s|'s)?$/.test(w) ? [i] : [])); // "a month's notice" too
  if (!units.length) return daysNotice(ws, max) ?? (RIGHT_AWAY_SAID.test(ws.join(' ')) ? NO_NOTICE : null);
  // The same notice said again in other words is given in months, as the question keeps it: "four weeks, I think, yeah,
  // one month in my contract" (set 40); "I reckon about two months, uh, eight weeks or so" (set 65, every voice).
  const from = units.length > 1 ? units[units.length - 2] + 1 : 0;
  const [first, last] = [durationAt(ws, 0, units[0], max), durationAt(ws, from, units[units.length - 1], max)];
  if (first === null || last === null || weeksOf(first) !== weeksOf(last)) return first;
  return [last, first].find((d) => d.includes('month')) ?? last;
}

/** The duration of the unit word at `at`, its number said from `from` on; null when none is. */
function durationAt(ws: string[], from: number, at: number, max: number): string | null {
  const n = parseNumber(ws.slice(from, at), 1, max) ?? (ws[at - 1] === 'a' || !/s$/.test(ws[at]) ? 1 : null); // "basically month"
  return n === null ? null : durationOf(n, ws[at].replace(/'?s$/, ''));
}

/** A duration value in weeks, a month as four. */
const weeksOf = (d: string): number => parseInt(d, 10) * (d.includes('month') ? 4 : 1);

/** A duration value as the question keeps it ("1 month", "2 weeks"). */
const durationOf = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A notice in days, as weeks or months ("fourteen days" is 2 weeks, "thirty days" 1 month: set 23); else null. */
function daysNotice(ws: string[], max: number): string | null {
  const at = ws.findIndex((w) => /^days?$/.test(w));
  const d = at > 0 ? parseNumber(ws.slice(0, at), 1, 366) : null;
  if (d === null) return null;
  const [weeks, months] = [d / 7, Math.round(d / 30)];
  if (Number.isInteger(weeks) && weeks >= 1 && weeks <= max) return durationOf(weeks, 'week');
  return months >= 1 && months <= max && Math.abs(d - 30 * months) <= months ? durationOf(months, 'month') : null;
}
