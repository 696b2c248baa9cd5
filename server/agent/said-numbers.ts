// A number said among an answer's words: how many years, days or weeks.
import { TENS, UNITS } from './said-words.ts';

/** Words between "a" and "year" that leave it one year ("a single year", "a full year"). */
const SINGLE = new Set(['single', 'full', 'whole']);
const CLOCK_UNITS = /^(?:seconds?|minutes?|mins|hours?|days?|o'clock|percent)$/; // no unit of years, weeks or months

/**
 * The number said, between min and max: the first one, or the first said with its `unit` ("four, three years now" is
 * three: kal's "I've been doing it for three years now" came out of the neural recognizer as "I've been to him at four,
 * three years now", set 15), unless that one ends a range ("four or five years" is four) — one people say, up to twice
 * its low end and two: kal's "I've been doing this for twelve years or so" was "…to him this four or twelve years or
 * so" (set 46).
 */
export function parseNumber(ws: string[], min: number, max: number, unit?: RegExp): number | null {
  const found: { n: number; at: number; end: number }[] = [];
  // kal's "and a half" as the neural recognizer writes it, "end of half" (all 3 stored, sets 51, 52 and 78: "Two end
  // of half years"); no other words before a "half" in the stored decodes of sets 1–78 gave one.
  const andAHalf = (at: number) => /^(?:and a|end of) half$/.test(ws.slice(at, at + 3).join(' '));
  for (let i = 0; i < ws.length; i++) {
    const t = TENS.indexOf(ws[i]);
    const u = UNITS.indexOf(ws[i]);
    let n: number | null = null;
    const next = UNITS.indexOf(ws[i + 1] ?? '');
    if (t >= 2) n = t * 10 + (next >= 1 && next <= 9 ? next : 0);
    else if (u >= 0 && !(unit && pronoun(ws, i))) n = ws[i + 1] === 'decades' ? u * 10 : u;
    // "a year", "a single/full/whole year" ("just a single year so far", set 45)
    else if (ws[i] === 'a' && /^years?$/.test((SINGLE.has(ws[i + 1]) ? ws[i + 2] : ws[i + 1]) ?? '')) n = 1;
    else if (ws[i] === 'couple') n = 2;
    else if (ws[i] === 'dozen') n = ws[i - 2] === 'half' ? 6 : 12;
    else if (ws[i] === 'decade') n = ws[i - 2] === 'half' ? 5 : andAHalf(i + 1) ? 15 : 10;
    // "half a year" (the unit after it, as after any number)
    else if (ws[i] === 'half' && ws[i + 1] === 'a' && unit?.test(ws[i + 2] ?? '')) n = 0.5;
    // "Two" heard as the word that sounds the same, where nothing else is meant: "I'd say, too, and a half years" (set
    // 53's espeak, the neural recognizer).
    else if (/^(?:to|too)$/.test(ws[i]) && andAHalf(i + 1) && unit?.test(ws[i + 4] ?? '')) n = 2;
    // "Seven" as the neural recognizer hears espeak's, "salmon" or "sammon" (all 7 stored, sets 41–67: "Um,
    // salmon year and so far"), first or after "say", or before its unit; not a surname among other words.
    else if (/^(?:salmon|sammon)$/.test(ws[i]) && unit && (i === 0 || ws[i - 1] === 'say' || unit.test(ws[i + 1] ?? ''))) n = 7;
    let end = i + (t >= 2 && next >= 1 && next <= 9 ? 2 : n === 0.5 ? 2 : 1);
    // A half more: "two and a half years", "a year and a half" (sets 51–55), not a decade's or a dozen's own.
    if (n !== null && unit && n >= 1 && !/^(?:decades?|dozens?)$/.test(ws[i])) {
      if (andAHalf(end)) [n, end] = [n + 0.5, end + 3];
      else if (unit.test(ws[end] ?? '') && andAHalf(end + 1)) n += 0.5;
    }
    // "Call you back in ten minutes" says no number of years.
    if (n !== null && n >= min && n <= max && !CLOCK_UNITS.test(ws[end] ?? '')) found.push({ n, at: i, end });
    if (end > i + 1) i++;
  }
  const withUnit = unit ? found.findIndex((f) => unit.test(ws[f.end] ?? '')) : -1;
  const [low, high] = [found[withUnit - 1], found[withUnit]];
  const ranged = withUnit > 0 && RANGE_JOINS.has(ws[low.end]) && low.end + 1 === high.at && high.n <= 2 * low.n + 2;
  return found[withUnit > 0 && !ranged ? withUnit : 0]?.n ?? null;
}

/**
 * "One" that stands for a noun said before it: "the data engineer one, I think" (set 30, a role answer asked how many
 * years) — after "the", "that" or "this" and a word or more, with no unit or second number after it ("just the one"
 * and "the last one year" are numbers). Only read in words that go on past the number (a `unit` is given): a notice
 * period's are cut at its unit ("the notice period is one | month's").
 */
export function pronoun(ws: string[], i: number): boolean {
  if (ws[i] !== 'one' || /^(?:years?|months?|weeks?|days?|and|or|to)$/.test(ws[i + 1] ?? '')) return false;
  // "…, so that's the one" (set 33's role answer, asked how many years).
  if (ws[i - 1] === 'the' && /^(?:that's|it's)$/.test(ws[i - 2] ?? '') && ws[i + 1] === undefined) return true;
  // "Software engineer, please, that one." (set 63's role answer, asked how many years): "that one" ending more words.
  if (i >= 2 && /^(?:that|this)$/.test(ws[i - 1]) && ws[i + 1] === undefined) return true;
  // "Everyone" written apart: "but every one calls me Katya" (set 44's name answer, asked how many years).
  if (/^(?:every|any|some)$/.test(ws[i - 1] ?? '')) return true;
  return [2, 3, 4].some((k) => /^(?:the|that|this)$/.test(ws[i - k] ?? ''));
}

const RANGE_JOINS = new Set(['or', 'to', 'and']); // join a range's two ends ("four or five", "three to four")
