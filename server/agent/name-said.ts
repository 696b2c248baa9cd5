// Whether an answer's words say the name the visitor typed in the details form, as the neural recognizer writes what
// it heard: open spelling ("Santayler" for Sam Taylor, "Kendi Watchonabe" for Kenji Watanabe), words run together or
// split. The name is said when a run of the answer's words has the typed name's letters with few edits overall and
// few in each of its words — a shared given name or surname alone is not the name ("James Cooper" is not a typed
// "James Carter").
import { words } from './said-words.ts';

/**
 * At most this share of the typed name's letters may differ (wrong, missing or extra) over the whole name…
 * Chosen on the 159 name answers of sets tuning…12 as the neural recognizer heard them: with the limit below, the
 * visitor's own typed name is found in 66, and another of the corpus's 53 names in none of 8 427 pairs (with this
 * limit alone, 78 and 16: names that share a word — "james carter" in "it's James Cooper").
 */
export const MAX_NAME_EDIT_SHARE = 0.34;
/** …and at most this share of each of its words' letters. */
export const MAX_WORD_EDIT_SHARE = 0.4;
/** Runs of at most the typed name's words and this many more are compared ("Lean in no vac" for Lena Novak). */
const EXTRA_WORDS = 2;

/** A transcript's words as a name's letters: accents dropped, and all but lower-case letters ("o'hara" as "ohara"). */
export const nameWords = (text: string): string[] =>
  words(text.normalize('NFD').replace(/\p{M}/gu, '')).map((w) => w.replace(/[^a-z]/g, ''));

/**
 * Whether `text` says the name `typed` (as spelling.ts `typedName` writes it: lower-case letters, one space between
 * words).
 */
export function typedNameSaid(text: string, typed: string): boolean {
  const heard = nameWords(text);
  const parts = typed.split(' ');
  const letters = parts.join('');
  if (!letters) return false;
  const longest = parts.length + EXTRA_WORDS;
  for (let i = 0; i < heard.length; i++)
    for (let j = i + 1; j <= Math.min(heard.length, i + longest); j++) {
      const per = editsPerWord(heard.slice(i, j).join(''), parts);
      const total = per.reduce((a, b) => a + b, 0);
      if (total <= letters.length * MAX_NAME_EDIT_SHARE && per.every((e, k) => e <= parts[k].length * MAX_WORD_EDIT_SHARE)) return true;
    }
  return false;
}

/**
 * Whether every word of the typed name `typed` (two or more) is said in `text` as that very word, each in its own
 * place: the name said apart, as in "Appiah, that's Kwesi, first name" (set 31's "Kwesi Appiah", as the neural
 * recognizer wrote it with the typed name's words favoured). Only the neural recognizer's words are read so: a grammar
 * with the typed name in it says it whatever was said.
 */
export function typedWordsSaid(text: string, typed: string): boolean {
  const parts = typed.split(' ').filter(Boolean);
  if (parts.length < 2) return false;
  const heard = nameWords(text);
  const counts = (list: string[], w: string) => list.filter((x) => x === w).length;
  return parts.every((p) => counts(heard, p) >= counts(parts, p));
}

/**
 * The edits (wrong, missing or extra letters) of one least-edit alignment of `said` to the words `parts` run
 * together, counted against the word of `parts` each falls in (an extra letter between two words counts against the
 * one before).
 */
export function editsPerWord(said: string, parts: string[]): number[] {
  const t = parts.join('');
  const wordOf = parts.flatMap((w, k) => Array.from(w, () => k));
  const n = said.length;
  const m = t.length;
  // d[i][j]: edits from said's first i letters to t's first j.
  const d = Array.from({ length: n + 1 }, (_, i) => Int32Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (said[i - 1] === t[j - 1] ? 0 : 1));
  const per = parts.map(() => 0);
  for (let i = n, j = m; i > 0 || j > 0;) {
    const same = i > 0 && j > 0 && said[i - 1] === t[j - 1];
    if (i > 0 && j > 0 && d[i][j] === d[i - 1][j - 1] + (same ? 0 : 1)) {
      if (!same) per[wordOf[j - 1]]++;
      i--;
      j--;
    } else if (j > 0 && d[i][j] === d[i][j - 1] + 1) {
      per[wordOf[j - 1]]++;
      j--;
    } else {
      per[wordOf[Math.max(0, j - 1)]]++;
      i--;
    }
  }
  return per;
}
