// Phone edit distances (sounds-alike.ts): a run of the other phones found with the fewest edits.
import { describe, expect, it } from 'vitest';
import { nearVowels, phonesWithin } from './sounds-alike.ts';

describe('phonesWithin', () => {
  it('counts no edit for phones found whole inside the others', () => {
    expect(phonesWithin(['S', 'AO', 'F', 'T'], ['W', 'EH', 'N', 'S', 'AO', 'F', 'T', 'W', 'EH', 'R'])).toBe(0);
  });

  it('counts each phone replaced, dropped or added in the best-matching run', () => {
    expect(phonesWithin(['S', 'AO', 'F', 'T'], ['X', 'S', 'AA', 'F', 'T', 'Y'])).toBe(1); // replaced
    expect(phonesWithin(['S', 'AO', 'F', 'T'], ['S', 'F', 'T'])).toBe(1); // dropped
    expect(phonesWithin(['S', 'AO', 'F', 'T'], ['S', 'AO', 'N', 'F', 'T'])).toBe(1); // added
  });

  it('counts every phone when none is found', () => {
    expect(phonesWithin(['M', 'EY'], [])).toBe(2);
    expect(phonesWithin(['M', 'EY'], ['K', 'OW'])).toBe(2);
  });

  it('counts a vowel replaced by another, or an r by its r-coloured vowel, as half, given nearVowels', () => {
    expect(phonesWithin(['S', 'AO', 'F', 'T'], ['S', 'AA', 'F', 'T'], nearVowels)).toBe(0.5);
    expect(phonesWithin(['N', 'IH', 'R'], ['N', 'IY', 'ER'], nearVowels)).toBe(1);
    expect(phonesWithin(['S', 'AO', 'F', 'T'], ['Z', 'AO', 'F', 'T'], nearVowels)).toBe(1); // a consonant: whole
  });
});
