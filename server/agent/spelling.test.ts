import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { editDistance } from '../lib/edit-distance.ts';
import { extractValue, valueWords } from './dialogue-utils.ts';
import { grammarFor } from './dialogue-grammar.ts';
import {
  MAX_HEARD_EDITS,
  MAX_SPELLED_NAMES,
  MAX_TYPED_EDITS,
  lettersTyped,
  nameHeardBefore,
  nameTyped,
  SPELLING_NAMES,
  spelledSlowly,
  spelledValue,
  spellingGrammar,
  unlooped,
  typedName,
} from './spelling.ts';

const letters = (s: string) => s.replace(/ /g, '').split('');

/** Every letter string up to `max` letters that a pocketsphinx FSG leads from its start to its final state. */
function accepted(fsg: string, max: number): Set<string> {
  const edges = [...fsg.matchAll(/^TRANSITION (\d+) (\d+) [\d.]+(?: (\w))?$/gm)].map((m) => ({ from: m[1], to: m[2], word: m[3] ?? '' }));
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue: [string, string][] = [['0', '']];
  while (queue.length) {
    const [state, said] = queue.shift()!;
    if (seen.has(`${state}|${said}`) || said.length > max) continue;
    seen.add(`${state}|${said}`);
    if (state === '1') found.add(said);
    for (const e of edges.filter((x) => x.from === state)) queue.push([e.to, said + e.word]);
  }
  return found;
}
const NAMES = ['ann', 'anna', 'nowak', 'novak', 'kowalczyk', 'ruiz', 'castillo', 'alejandro', 'tomasz'];

describe('spelling', () => {
  test.each([
    ['n o w a k', 'nowak'],
    ['n o v a k', 'novak'],
    ['t o m a s z k o w a l c z y k', 'tomasz kowalczyk'],
    // The fewest names: "anna", not "ann" + an "a" that is no name.
    ['a n n a n o w a k', 'anna nowak'],
  ])('reads %s as %s', (spelled, name) => expect(spelledValue(spelled.split(' '), NAMES)).toBe(name));

  test.each([
    ['a word, not a letter', 'n o w a k please'],
    ['letters that make no listed name', 'x y z'],
    ['more names than a spelling may hold', 'a l e j a n d r o r u i z c a s t i l l o'],
    ['nothing', ''],
  ])('gives no name for %s', (_, spelled) => expect(spelledValue(spelled.split(' ').filter(Boolean), NAMES)).toBeNull());

  it('spells any one to three names of the list back to them', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: MAX_SPELLED_NAMES }), (names) => {
        const value = spelledValue(letters(names.join(' ')), NAMES);
        // Another cut of the same letters may hold fewer names ("ann" + "anna"…), never other letters.
        expect(value).not.toBeNull();
        expect(value!.replace(/ /g, '')).toBe(names.join(''));
        expect(value!.split(' ').length).toBeLessThanOrEqual(names.length);
      }),
    );
  });

  it('builds a finite-state grammar that takes exactly one or two names of the list, spelled', () => {
    const names = ['ann', 'anna', 'nowak'];
    const fsg = spellingGrammar(names);
    expect(fsg).toMatch(/^FSG_BEGIN spelled\nNUM_STATES \d+\nSTART_STATE 0\nFINAL_STATE 1\n/);
    expect(fsg.endsWith('FSG_END\n')).toBe(true);
    const want = new Set([...names, ...names.flatMap((a) => names.map((b) => a + b))]);
    expect(accepted(fsg, 10)).toEqual(new Set([...want].filter((w) => w.length <= 10)));
    expect(spellingGrammar(names)).toBe(fsg); // built once per list
  });

  it('shares the endings names have in common: fewer letter transitions than the tree of their prefixes, same names', () => {
    const names = ['johnson', 'jackson', 'wilson', 'nelson', 'nelly'];
    const fsg = spellingGrammar(names);
    const prefixes = new Set(names.flatMap((n) => [...n].map((_, i) => n.slice(0, i + 1))));
    const letterTransitions = [...fsg.matchAll(/^TRANSITION \d+ \d+ [\d.]+ \w$/gm)].length / 2; // one copy per name slot
    expect(letterTransitions).toBeLessThanOrEqual(prefixes.size - 8); // "s-o-n" once for four names (27 → 19)
    const want = new Set([...names, ...names.flatMap((a) => names.map((b) => a + b))]);
    expect(accepted(fsg, 14)).toEqual(want);
  });

  it('gives the ways out of each state probabilities that sum to one', () => {
    const out = new Map<string, number>();
    for (const [, from, , p] of spellingGrammar(NAMES).matchAll(/^TRANSITION (\d+) (\d+) ([\d.]+)/gm))
      out.set(from, (out.get(from) ?? 0) + Number(p));
    for (const sum of out.values()) expect(sum).toBeCloseTo(1, 4);
  });

  // Letters heard with start and end times (s): one every `every` s, each `long` s long.
  const timed = (n: number, every: number, long: number) =>
    Array.from({ length: n }, (_, i) => ({ start: i * every, end: i * every + long }));

  test.each([
    ['letters spelled one by one', timed(8, 0.3, 0.2), true],
    ['a person spelling slowly', timed(5, 0.8, 0.4), true],
    ['letters run together, as in a sentence forced into letters', timed(8, 0.2, 0.2), false],
    ['letters apart but faster than anyone spells', timed(8, 0.15, 0.08), false],
    ['one letter', timed(1, 0.3, 0.2), false],
  ])('%s: spelled = %s', (_, letters, want) => expect(spelledSlowly(letters)).toBe(want));

  it('is the name question follow-up: the shipped list, its grammar, its value and its value words', () => {
    expect(SPELLING_NAMES.length).toBeGreaterThan(10_000);
    for (const n of ['katarzyna', 'nowak', 'chinedu', 'nguyen', 'sarah', 'smith']) expect(SPELLING_NAMES).toContain(n);
    const expects = { kind: 'spelled', names: SPELLING_NAMES } as const;
    expect(grammarFor(expects)).toBe(spellingGrammar(SPELLING_NAMES));
    expect(extractValue(expects, 'k a t a r z y n a n o w a k')).toBe('katarzyna nowak');
    expect(extractValue(expects, 'my name is sarah')).toBeNull();
    expect(valueWords(expects, 'anna nowak')).toEqual(['a', 'n', 'o', 'w', 'k']);
  });

  test.each<[string, string, string[], string | null]>([
    // One letter misheard in the spelling: the name said whole puts it right.
    ['a letter replaced', 'danial kim', ['well', "it's", 'daniel', 'kim', 'well', "let's", 'battle', 'to', 'him'], 'daniel kim'],
    ['a letter added', 'michaela scott', ['michael', 'scott', 'probably'], 'michael scott'],
    ['the names said in the other order', 'kim daniel', ['daniel', 'kim'], null], // the spelling's order stands
    ['one name only', 'javid', ['david', 'here'], 'david'],
    // The spelling stands when it is right, or further than one letter from anything said.
    ['the same name', 'daniel kim', ['daniel', 'kim'], null],
    ['two letters away', 'daniel reyes', ['daniel', 'reed'], null],
    ['nothing said', 'danial kim', [], null],
    ['words that are no names', 'nowak', ['novak', 'nowhere'], null], // "novak" is not in this list
  ])('%s: %s after %j → %s', (_, value, heard, out) => {
    const names = [...NAMES, 'daniel', 'danial', 'kim', 'michael', 'michaela', 'scott', 'david', 'javid', 'reyes', 'reed'].filter(
      (n) => n !== 'novak',
    );
    expect(nameHeardBefore(value, heard, names)).toBe(out);
  });

  it('takes a heard name only within MAX_HEARD_EDITS letters of the spelling (any spelling, any words heard)', () => {
    const names = ['ann', 'anna', 'nowak', 'novak', 'ruiz', 'kim', 'kimi', 'tom', 'tomasz'];
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.option(fc.constantFrom(...names), { nil: undefined }),
        fc.array(fc.constantFrom(...names, 'well', 'hi')),
        (a, b, heard) => {
          const value = b && b !== a ? `${a} ${b}` : a;
          const out = nameHeardBefore(value, heard, names);
          if (out === null) return;
          expect(out).not.toBe(value);
          for (const n of out.split(' ')) expect(heard).toContain(n);
          expect(editDistance(out.replace(/ /g, ''), value.replace(/ /g, ''))).toBeLessThanOrEqual(MAX_HEARD_EDITS);
        },
      ),
    );
  });
});

describe('the name typed in the details form', () => {
  it.each([
    ['Daniel Kim', 'daniel kim'],
    ['  josé NÚÑEZ-Ruiz ', 'jose nunez ruiz'],
    ["O'Brien", 'obrien'],
    ['Zoë', 'zoe'],
    ['', null],
    ['42 !', null],
    [undefined, null],
    ['a'.repeat(49), null],
  ])('%j is written %j', (typed, out) => expect(typedName(typed)).toBe(out));

  it.each([
    // Spellings heard a letter or two off the typed name (the corpus: s04, s30, s19, s37), and ones too far from it.
    ['danial kim', 'daniel kim', 'daniel kim'],
    ['mateo rossie', 'mateo rossi', 'mateo rossi'],
    ['annalee', 'anna lee', 'anna lee'],
    ['wei chang', 'wei zhang', 'wei zhang'],
    ['daniel kim', 'daniel kim', null],
    ['maite corona', 'mateo rossi', null],
    ['sam taylor', 'sam', null],
    ['danial kim', null, null],
  ])('spelled %j with %j typed gives %j', (value, typed, out) => expect(nameTyped(value, typed)).toBe(out));

  it('gives the typed name only within MAX_TYPED_EDITS letters of the spelling, whatever both are', () => {
    const word = fc.stringMatching(/^[a-z]{1,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.array(word, { minLength: 1, maxLength: 3 }), (v, t) => {
        const [value, typed] = [v.join(' '), t.join(' ')];
        const out = nameTyped(value, typed);
        if (out === null) return;
        expect(out).toBe(typed);
        expect(out).not.toBe(value);
        expect(editDistance(value.replace(/ /g, ''), typed.replace(/ /g, ''))).toBeLessThanOrEqual(MAX_TYPED_EDITS);
      }),
    );
  });

  it.each([
    // As the neural recognizer wrote the corpus's spellings (s01, s04).
    ['S. A. M. T. A. Y. L. O. R.', 'sam taylor', 'sam taylor'],
    ['D. a. n. i. l. k. i. m.', 'daniel kim', 'daniel kim'],
    ['O, l, i, d, i, a b, r, o, w, n.', 'olivia brown', 'olivia brown'],
    // Set 31's espeak: a loop the recognizer fell into is read once.
    ['Y e r l a n a v e n o v e n o v e n o v e n o v e n o v e n o v e n o', 'yerlan abenov', 'yerlan abenov'],
    ['N a n a n a n a n a', 'anna', null],
    // Set 81's espeak: one letter looped ("e" after the name's last "v"), and a double letter the loop repeats.
    ['O d a b e k y u l d a s h e v e e e e e e e e e e e e e e e e e e e', 'otabek yuldashev', 'otabek yuldashev'],
    ['L u d o v i c s e r r r r r r r r r r r r r r r r r', 'ludovica serra', 'ludovica serra'],
    ['O d a b e k y u l d a s h e v e e e e e e e e e e e e e e e e e e e', 'otabek yusupov', null],
    // Set 78's espeak: rhyming letters for the name's, half an edit each ("b" as "e", "t" as "d" twice); not others.
    ['R o w e n a e a u d i s d a', 'rowena bautista', 'rowena bautista'],
    ['R o w e n a m a u l i s f a', 'rowena bautista', null],
    ['D. A. V. I. D.', 'tapit', null],
    // Set 80's slt: letters written as the words that sound like them.
    ['And you are you L. H. I D A Y A T I.', 'nurul hidayati', 'nurul hidayati'],
    ['Why you, K, I T, A, N, A, K, uh?', 'yuki tanaka', 'yuki tanaka'],
    ['And you are you.', 'sam taylor', null],
    // Set 83's kal: "and" for A and N said together.
    ['And o you k v e r h e g e e n', 'anouk verhaegen', 'anouk verhaegen'],
    ['And o you k v e r h e g e e n', 'anouk vermeulen', null],
    // Set 79's espeak: a name of 18 letters or more, a sixth of its letters off (three of twenty); not four, nor three
    // of a shorter name's.
    ['G-u-l-n-a-r-a-a-b-r-a-k-a-m-a-m-o-v-a-', 'gulnara abdrakhmanova', 'gulnara abdrakhmanova'],
    ['G-u-l-n-a-r-a-a-b-r-a-k-a-m-a-m-o-v-', 'gulnara abdrakhmanova', null],
    ['G-u-l-n-a-r-a-a-b-r-a-k-a-m-a-m', 'gulnara abdrakhman', null],
    // Too far, too short a name for an edit, words that are no letters, nothing typed.
    ['S. A. M. T. A.', 'sam taylor', null],
    ['B. A.', 'bo', null],
    ["I'm not sure.", 'im', null],
    ['S. A. M.', null, null],
    [null, 'sam', null],
  ])('letters %j with %j typed give %j', (text, typed, out) => expect(lettersTyped(text, typed)).toBe(out));

  it.each([
    ['yerlanavenovenovenovenoveno', 2, 'yerlanaveno'],
    ['abababab', 2, 'ab'],
    ['abababx', 2, 'abx'],
    ['mississippi', 2, 'mississippi'], // twice is no loop
    ['lllll', 2, 'lllll'], // nor one letter over and over…
    ['lllll', 1, 'l'], // …but where one letter is a loop too
    ['odabekyuldasheveeeeee', 1, 'odabekyuldasheve'],
    ['mississippi', 1, 'mississippi'],
  ])('reads the letters %j once round their loop (%i letters or more): %j', (letters, shortest, out) =>
    expect(unlooped(letters, shortest)).toBe(out),
  );

  it('gives the typed name from its own letters spelled out, however they are written', () => {
    const name = fc.array(fc.stringMatching(/^[a-z]{1,10}$/), { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(name, fc.constantFrom('. ', '-', ', ', ' '), fc.boolean(), (typed, sep, upper) => {
        const letters = typed.replace(/ /g, '').split('').join(sep);
        return lettersTyped(upper ? letters.toUpperCase() : letters, typed) === typed;
      }),
    );
  });
});
