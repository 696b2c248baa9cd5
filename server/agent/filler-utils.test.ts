import { describe, expect, test } from 'vitest';
import { fillerSpan, mostlyFiller } from './filler-utils.ts';
import { words } from './said-words.ts';

describe('filler-utils', () => {
  test.each([
    ['i think just under two probably', 3, 5],
    ["i'd say a bit over six years", 2, 5],
    ['my name is sam taylor', 0, 0],
    ['well well well', 3, 3],
  ])('"%s" has %i sub-grammar phrases, %i words', (text, phrases, n) => expect(fillerSpan(words(text))).toEqual({ phrases, words: n }));

  // Off-topic answers as the years/role grammars heard them (bench/asr-corpus, forced into the wrong question).
  test.each([
    'i think just under two probably', // three phrases around one number
    'i have a little under four years or thereabouts',
    'i think a little under zero', // five filler words to one
    'i have ten or thereabouts',
    'well it is about ten i guess',
  ])('takes "%s" for mostly filler', (text) => expect(mostlyFiller(words(text))).toBe(true));

  // Right answers with hedges (the corpus's held-out wordings).
  test.each([
    "i'd say a bit over six years",
    "i've got about eight years",
    'fifteen years more or less',
    'oh march probably',
    "well it's daniel kim",
    'around sixty thousand pounds a year',
    'so about a month',
    'i am applying for the software engineer role',
    'september',
  ])('keeps "%s"', (text) => expect(mostlyFiller(words(text))).toBe(false));
});
