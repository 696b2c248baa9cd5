// When a grammar's answer is mostly its filler/hedge sub-grammar (recognition: docs/architecture.md §5): an answer to another
// question forced into a question's grammar gets most of its words matched as "well", "I think", "just under",
// "or thereabouts" around one value word ("I think just under two, probably"); a real answer says its value with
// at most a hedge or two around it ("I'd say a bit over six years").
import { HAVE_LEADS, HEDGES, TAILS } from './dialogue-grammar.ts';
import { FILLERS_SAID } from './dialogue-utils.ts';

// The sub-grammar's phrases as word lists, longest first (a greedy match takes "just under" before "just").
const PHRASES = [...new Set([...FILLERS_SAID, ...HEDGES, ...HAVE_LEADS, ...TAILS])]
  .map((p) => p.split(' '))
  .sort((a, b) => b.length - a.length);

/** How much of a hypothesis the shared sub-grammar accounts for: its phrases and their words (greedy, left to right). */
export function fillerSpan(ws: string[]): { phrases: number; words: number } {
  let phrases = 0;
  let words = 0;
  for (let i = 0; i < ws.length;) {
    const p = PHRASES.find((ph) => ph.every((w, k) => ws[i + k] === w));
    if (p) {
      phrases++;
      words += p.length;
      i += p.length;
    } else i++;
  }
  return { phrases, words };
}

/** A grammar answer with this many filler/hedge/lead-in/tail phrases is taken for an off-topic answer. */
export const MAX_FILLER_PHRASES = 2;
/** …and so is one whose sub-grammar words outnumber the rest (value, unit, the question's own words) this many times. */
export const MAX_FILLER_RATIO = 3;

/** True when a grammar hypothesis is mostly filler: more than two sub-grammar phrases, or over 3× its other words. */
export function mostlyFiller(ws: string[]): boolean {
  const f = fillerSpan(ws);
  return f.phrases > MAX_FILLER_PHRASES || f.words > MAX_FILLER_RATIO * (ws.length - f.words);
}
