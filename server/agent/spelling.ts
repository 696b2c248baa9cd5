// A name spelled letter by letter ("K, A, T, A, R, Z, Y, N, A. N, O, W, A, K."): the name question's follow-up when
// the name was not heard for sure. Heard without its spelling a name is ambiguous (nowak or novak); spelled, it is not.
// The grammar is a list of known names as letter sequences, a graph that shares their prefixes and endings: letters
// alone, free, were decoded with a letter slipped in at almost every pause (docs/architecture.md).
import { readFileSync } from 'node:fs';
import { editDistance } from '../lib/edit-distance.ts';

/** Names a visitor can spell (scripts/make-spelling-names.sh: faker's name lists, every spelling kept). */
export const SPELLING_NAMES: string[] = readFileSync(new URL('./spelling-names.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((n) => /^[a-z]{2,16}$/.test(n));

/**
 * The most names one spelling may hold. Two, not three: with room for a third name the search slipped a short one into
 * the pause between two names ("maria pa garcia", "dania l kim"): 3 of 32 spellings right, against 18 with two.
 */
export const MAX_SPELLED_NAMES = 2;

type Trie = Map<string, Trie> & { end?: boolean };

function trieOf(names: string[]): Trie {
  const root: Trie = new Map();
  for (const name of names) {
    let node = root;
    for (const ch of name) {
      let next = node.get(ch);
      if (!next) node.set(ch, (next = new Map()));
      node = next;
    }
    node.end = true;
  }
  return root;
}

/** A node of the letter graph: whether a name ends here, and the letters on to other nodes (by index). */
type Node = { end: boolean; next: [string, number][] };

/**
 * The letter tree with equal subtrees shared (the smallest graph of the same names: "-son", "-ez", "-ski" are one
 * path each, not one per name). Each node keeps its letters and its end, so its ways out and their probabilities are
 * the tree node's: the grammar weighs every spelling as before, in half the states.
 */
function shareSuffixes(root: Trie): { root: number; nodes: Node[] } {
  const nodes: Node[] = [];
  const ids = new Map<string, number>();
  const visit = (t: Trie): number => {
    const next = [...t].sort(([a], [b]) => (a < b ? -1 : 1)).map(([ch, child]): [string, number] => [ch, visit(child)]);
    const key = `${t.end ? 1 : 0}${next.map(([ch, i]) => `${ch}${i}`).join(',')}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = nodes.push({ end: t.end === true, next }) - 1));
    return id;
  };
  return { root: visit(root), nodes };
}

const grammars = new WeakMap<string[], string>();

/**
 * The grammar of one or two of these names, spelled, as a pocketsphinx finite-state grammar (built once per list):
 * each name's copy of the letter graph, the first's name ends leading on to the second's root or to the end. Written
 * as states, not as JSGF: pocketsphinx converted the JSGF tree on every decode (2.8 s of a 7-s decode). As a tree it
 * had 71 382 transitions and a spelling took 5.2 s to decode on average; with suffixes shared (`shareSuffixes`) 37 766
 * and 2.1 s. The search prunes a little differently on the smaller graph: 8 of the corpus's 159 spellings came out
 * with other letters, one right one among them.
 */
export function spellingGrammar(names: string[]): string {
  let g = grammars.get(names);
  if (g) return g;
  const { root, nodes } = shareSuffixes(trieOf(names));
  const lines: string[] = [];
  let states = 2; // 0: start (the first name's root), 1: final
  const nameEnds = [states++, 1]; // where each name ends; the second's end is the final state
  const emit = (copy: number, start: number) => {
    const state = new Map([[root, start]]);
    const queue = [root];
    for (const id of queue) {
      const { end, next } = nodes[id];
      const p = (1 / (next.length + (end ? 1 : 0))).toFixed(6);
      for (const [ch, to] of next) {
        const leaf = nodes[to].next.length === 0; // a name's last letter: straight on to the name's end
        if (!leaf && !state.has(to)) {
          state.set(to, states++);
          queue.push(to);
        }
        lines.push(`TRANSITION ${state.get(id)} ${leaf ? nameEnds[copy] : state.get(to)} ${p} ${ch}`);
      }
      if (end) lines.push(`TRANSITION ${state.get(id)} ${nameEnds[copy]} ${p}`);
    }
  };
  emit(0, 0);
  const second = states++;
  lines.push(`TRANSITION ${nameEnds[0]} 1 0.500000`, `TRANSITION ${nameEnds[0]} ${second} 0.500000`);
  emit(1, second);
  g = `FSG_BEGIN spelled\nNUM_STATES ${states}\nSTART_STATE 0\nFINAL_STATE 1\n${lines.join('\n')}\nFSG_END\n`;
  grammars.set(names, g);
  return g;
}

const known = new WeakMap<string[], Set<string>>();

/**
 * The name a spelling gives: its letters cut into the fewest names of the list (at most MAX_SPELLED_NAMES), lower
 * case, space-separated; null when a word is not a letter or the letters make no such names.
 */
export function spelledValue(ws: string[], names: string[]): string | null {
  if (!ws.length || ws.some((w) => !/^[a-z]$/.test(w))) return null;
  let set = known.get(names);
  if (!set) known.set(names, (set = new Set(names)));
  const letters = ws.join('');
  // best[i]: the fewest names that spell letters[0, i), and where the last of them starts.
  const best: { count: number; from: number }[] = [{ count: 0, from: -1 }];
  for (let i = 1; i <= letters.length; i++)
    for (let j = Math.max(0, i - 16); j < i; j++)
      if (best[j] && set.has(letters.slice(j, i)) && (!best[i] || best[j].count + 1 < best[i].count))
        best[i] = { count: best[j].count + 1, from: j };
  const end = best[letters.length];
  if (!end || end.count > MAX_SPELLED_NAMES) return null;
  const parts: string[] = [];
  for (let i = letters.length; i > 0; i = best[i].from) parts.unshift(letters.slice(best[i].from, i));
  return parts.join(' ');
}

/** A spelling comes letter by letter: at most this many letters per second from the first to the last… */
export const MAX_LETTERS_PER_S = 4.5;
/** …with a pause (≥ 50 ms) before at least this share of them. */
export const MIN_PAUSED_SHARE = 0.1;

/**
 * Whether letters the spelling grammar heard were spelled, not another answer forced into letters. Measured on the
 * corpus (sets "spelled" and tuning): right spellings read 2.1–4.0 letters/s with a pause before 13–100 % of letters;
 * "yes I am" forced into letters ("a s i m") 5.1/s with no pause. A person spelling is slower than a voice synthesizer.
 */
export function spelledSlowly(letters: { start: number; end: number }[]): boolean {
  if (letters.length < 2) return false;
  const span = letters[letters.length - 1].end - letters[0].start;
  const paused = letters.slice(1).filter((w, i) => w.start - letters[i].end >= 0.05).length;
  return letters.length / span <= MAX_LETTERS_PER_S && paused / (letters.length - 1) >= MIN_PAUSED_SHARE;
}

/** The words that carry a spelled value: its letters. */
export const spelledLetters = (value: string): string[] => [...new Set(value.replace(/ /g, '').split(''))];

/**
 * A spelled name at most this many letters (wrong, missing or extra) away from a name heard when the name was said is
 * taken as that name. One: over the corpus's spellings that follow a name (159), one letter put 7 right and none
 * wrong ("d a n i a l k i m" after "well it's daniel kim"); two also put right ones wrong ("daniel reyes" spelled right
 * became "daniel reed").
 */
export const MAX_HEARD_EDITS = 1;

/**
 * The name said before (one or two of `heard`, words of the name's answer, that are in `names`) whose letters are
 * closest to the spelled `value`'s, when at most MAX_HEARD_EDITS away and not the same; else null.
 */
export function nameHeardBefore(value: string, heard: string[], names: string[]): string | null {
  let set = known.get(names);
  if (!set) known.set(names, (set = new Set(names)));
  const said = [...new Set(heard)].filter((w) => set.has(w));
  const letters = value.replace(/ /g, '');
  let best: { edits: number; name: string } | null = null;
  for (const first of said)
    for (const second of ['', ...said.filter((w) => w !== first)]) {
      const edits = editDistance(letters, first + second);
      if (edits <= MAX_HEARD_EDITS && (!best || edits < best.edits)) best = { edits, name: second ? `${first} ${second}` : first };
    }
  return best && best.name !== value ? best.name : null;
}

/**
 * A spelling at most this many letters (wrong, missing or extra) away from the name the visitor typed in the details
 * form is taken as that name. Two: over the corpus's spellings (set "spelled", 159), 26 that came out wrong are within
 * two letters of the name spelled (danial, kelli, schmitt, annalee, names outside the list forced into listed ones:
 * rossie, chang), while a spelling came within two letters of another speaker's name once in 6 500 pairs.
 */
export const MAX_TYPED_EDITS = 2;

/** The most letters of a typed name compared (a longer one is not compared at all). */
const MAX_TYPED_LETTERS = 48;

/**
 * A typed name as the agent writes names: accents and apostrophes dropped, lower case, words of letters a–z only
 * ("José Núñez-Ruiz" → "jose nunez ruiz", "O'Brien" → "obrien"); null when it has no letters or more than
 * MAX_TYPED_LETTERS.
 */
export function typedName(name: string | undefined): string | null {
  const ws = (name ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
  const n = ws.join('').length;
  return n > 0 && n <= MAX_TYPED_LETTERS ? ws.join(' ') : null;
}

/** The typed name (`typedName`) when the spelled `value` is at most MAX_TYPED_EDITS letters from it and not it; else null. */
export function nameTyped(value: string, typed: string | null): string | null {
  if (!typed || typed === value) return null;
  return editDistance(value.replace(/ /g, ''), typed.replace(/ /g, '')) <= MAX_TYPED_EDITS ? typed : null;
}

/**
 * Letters the neural recognizer writes as the words that sound like them: set 80's slt "N, U, R, U, L. H, I, D…" was
 * "And you are you L. H. I D…". Over the stored spellings of sets 1–80 (2026-12-02), 26 more came within reach of their
 * name (1 578 → 1 604), one fell out of it (kal's "K. Lee, why a a n a i r" for Kavya Nair), and one more came within
 * reach of another's in 3.3 million pairs (slt's "M. E. I. L. I, and Z. H. A. O." of Mei Lin Zhao, for Mei Lin Zhang).
 */
const LETTER_WORDS: Record<string, string> = { why: 'y', you: 'u', are: 'r', and: 'n' };
/**
 * …or "and" for A and N said together: set 83's kal "A, N, O, U, K…" for Anouk Verhaegen was "And o you k v e r h e
 * g e e n". Both readings are tried. Over the stored spellings of sets 1–83 (2026-12-02), that one more came within
 * reach of its name (1 675 → 1 676), none more of another's (5 in 3.1 million pairs).
 */
const AN_WORDS: Record<string, string> = { ...LETTER_WORDS, and: 'an' };

// The letters whose names rhyme on "ee" (b, c, d, e, g, p, t, v, z): one heard for another costs half an edit.
const EE_LETTERS = new Set('bcdegptvz');
const letterFor = (x: string, y: string) => (EE_LETTERS.has(x) && EE_LETTERS.has(y) ? 0.5 : 1);

/**
 * The typed name when the letters the neural recognizer wrote for a spelling ("S. A. M. T. A. Y. L. O. R.",
 * "M-a-r-i-a", single letters only) are at most MAX_TYPED_EDITS from it, and at most a third of its letters; else
 * null. Over the corpus's spellings (set "spelled", 159) its letters came within two of the name spelled 75 times, and
 * within two of another speaker's name in none of 9 540 pairs. A rhyming letter for another is half an edit (espeak's
 * "t" is mostly written "d": set 78's "R o w e n a e a u d i s d a"): over the 2 232 stored spellings of sets 1–78
 * (2026-12-02), 99 more letters favouring the name typed came within reach of it (1 411 → 1 510), and none more of
 * another name in 1.3 million pairs (the letters as heard and as favouring another name, against each other name).
 * A name of 18 letters or more may be a sixth of its letters off (three from 18, four from 24: set 79's espeak
 * "G-u-l-n-a-r-a-a-b-r-a-k-a-m-a-m-o-v-a" is three from Gulnara Abdrakhmanova): over the stored spellings of sets 1–79,
 * 28 more came within reach of their name (1 529 → 1 557) and none of another's of 9 letters or more.
 */
export function lettersTyped(text: string | null, typed: string | null): string | null {
  if (!text || !typed) return null;
  const letters = lettersIn(text, LETTER_WORDS);
  const want = typed.replace(/ /g, '');
  const most = Math.max(Math.min(MAX_TYPED_EDITS, Math.floor(want.length / 3)), Math.floor(want.length / 6));
  const readings = [letters, lettersIn(text, AN_WORDS)].flatMap((l) => [l, unlooped(l), unlooped(l, 1)]);
  return letters && readings.some((l) => editDistance(l, want, letterFor) <= most) ? typed : null;
}

/** The letters of a spelling's words (`words`: the letters a word is heard for), as dialogue-utils.ts `words` splits. */
const lettersIn = (text: string, words: Record<string, string>) =>
  text
    .toLowerCase()
    .split(/[^a-z']+/) // "I'm" is a word, not the letters i and m
    .map((w) => words[w] ?? (/^[a-z]$/.test(w) ? w : ''))
    .join('');

/**
 * Letters with a loop the neural recognizer fell into written once: the same two to six letters three times or more
 * in a row, and a part of them after, as in espeak's "Y e r l a n a v e n o v e n o v e n o v e n o…" for Yerlan
 * Abenov (set 31) — "yerlanavenov". Other letters as they are. With `shortest` 1, one letter three times or more is a
 * loop too (set 81's espeak "O d a b e k y u l d a s h e v e e e e e…" for Otabek Yuldashev); `lettersTyped` tries
 * both, as a name's double letter may be what the loop repeats ("s e r r r r r…" for Ludovica Serra). Over the stored
 * spellings of sets 1–82 (2026-12-02), 9 more came within reach of their name (1 641 → 1 650), none of another's (5 → 5
 * in 3.0 million pairs).
 */
export function unlooped(letters: string, shortest = 2): string {
  const loop = new RegExp(`(.{${shortest},6}?)\\1{2,}`).exec(letters);
  if (!loop) return letters;
  const unit = loop[1];
  const after = letters.slice(loop.index + loop[0].length);
  return letters.slice(0, loop.index) + unit + (unit.startsWith(after) ? '' : after);
}
