import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from '../lib/edit-distance.ts';
import { editsPerWord, MAX_NAME_EDIT_SHARE, MAX_WORD_EDIT_SHARE, typedNameSaid, typedWordsSaid } from './name-said.ts';

const name = fc.array(fc.stringMatching(/^[a-z]{2,9}$/), { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));
const filler = fc.constantFrom('yes', 'hi', "it's", 'my name is', 'sure', 'speaking', 'thanks for calling', 'um');

describe('typedNameSaid', () => {
  // As the neural recognizer wrote the corpus's name answers (bench/asr-corpus).
  it.each([
    ['My name is Santayler,', 'sam taylor'],
    ['This is Kendi Watchonabe.', 'kenji watanabe'],
    ["Yeah, Carlos Mendes, you're high.", 'carlos mendez'],
    ["Sure, my name's Grace Turner.", 'grace turner'],
    ["Yes, it's Matteo Rasi,", 'mateo rossi'],
    ['Hola, soy José Núñez.', 'jose nunez'],
  ])('finds the typed name in %j', (text, typed) => {
    expect(typedNameSaid(text, typed)).toBe(true);
  });

  it.each([
    // A shared given name or surname is not the name: three of carter's six letters differ.
    ["Yes, hi, it's James Cooper.", 'james carter'],
    ['Call me Jack, Jack Thompson.', 'rachel thompson'],
    ['I am applying for the software engineer role.', 'sam taylor'],
    ['', 'sam taylor'],
    ['Sam Taylor', ''],
  ])('does not find it in %j (typed %j)', (text, typed) => {
    expect(typedNameSaid(text, typed)).toBe(false);
  });

  it('finds any typed name said whole among other words, in any case and punctuation', () => {
    fc.assert(
      fc.property(name, filler, filler, fc.boolean(), (typed, before, after, upper) => {
        const said = upper ? typed.toUpperCase() : typed;
        return typedNameSaid(`${before}, ${said}. ${after}!`, typed);
      }),
    );
  });

  it('finds no name whose every word is wholly other letters', () => {
    fc.assert(
      fc.property(
        name,
        (typed) =>
          !typedNameSaid(
            typed.replace(/[a-z]/g, (c) => (c === 'x' ? 'q' : 'x')),
            typed,
          ),
      ),
    );
  });
});

describe('typedWordsSaid', () => {
  // As the neural recognizer wrote set 31's, 22's and 21's name answers with the typed name's words favoured.
  it.each([
    ["Bessie Appiah, that's Kwesi first name.", 'kwesi appiah'],
    ['My full name is Raghunathan, but most people just call me Priya.', 'priya raghunathan'],
    ["My ling chen, that's mei, then ling, and then chen.", 'mei ling chen'],
  ])('finds the typed name said apart in %j', (text, typed) => {
    expect(typedWordsSaid(text, typed)).toBe(true);
  });

  it.each([
    // One word said is not the name, nor a word said once for a name that has it twice, nor a one-word name.
    ['Hi, I am James, James Cooper.', 'james carter'],
    ["It's Priya, most people call me that.", 'priya raghunathan'],
    ['Ana, like the song.', 'ana ana'],
    ['Cher.', 'cher'],
    ['', 'sam taylor'],
  ])('does not find it in %j (typed %j)', (text, typed) => {
    expect(typedWordsSaid(text, typed)).toBe(false);
  });

  it('finds any name of two or more words said in any order among other words', () => {
    const two = fc.array(fc.stringMatching(/^[a-z]{2,9}$/), { minLength: 2, maxLength: 3 });
    fc.assert(
      fc.property(two, filler, fc.boolean(), (parts, between, upper) => {
        const said = [...parts].reverse().map((w) => (upper ? w.toUpperCase() : w));
        return typedWordsSaid(said.join(`, ${between}, `), parts.join(' '));
      }),
    );
  });
});

describe('editsPerWord', () => {
  it('counts the edits against the typed word they fall in', () => {
    expect(editsPerWord('samtaylor', ['sam', 'taylor'])).toEqual([0, 0]);
    expect(editsPerWord('santayler', ['sam', 'taylor'])).toEqual([1, 1]);
    expect(editsPerWord('jamescooper', ['james', 'carter'])).toEqual([0, 3]);
    expect(editsPerWord('', ['ab', 'c'])).toEqual([2, 1]);
  });

  it('adds up to the edit distance of the letters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{0,12}$/), name, (said, typed) => {
        const parts = typed.split(' ');
        const per = editsPerWord(said, parts);
        return per.length === parts.length && per.reduce((a, b) => a + b, 0) === editDistance(said, parts.join(''));
      }),
    );
  });

  it('keeps its limits in order: a word may differ more than the whole name', () => {
    expect(MAX_WORD_EDIT_SHARE).toBeGreaterThanOrEqual(MAX_NAME_EDIT_SHARE);
  });
});
