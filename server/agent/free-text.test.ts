import { describe, expect, it } from 'vitest';
import { freeTextWords, wordsAlike } from './free-text.ts';

describe('freeTextWords', () => {
  it('drops hesitation sounds and reads contractions as their words', () => {
    expect(freeTextWords("Um, I'm hoping for sixty-five thousand, er, a year")).toEqual(
      'i am hoping for sixty five thousand a year'.split(' '),
    );
    expect(freeTextWords("I'd say it's fine")).toEqual(freeTextWords('i would say it is fine'));
  });
});

describe('wordsAlike', () => {
  it('is the share of the same words, over the longer text', () => {
    expect(wordsAlike('a hundred thousand would be great', 'your hundred thousand would be great')).toBeCloseTo(5 / 6);
    expect(wordsAlike('a hundred thousand per year', 'a hundred thousand would be great')).toBeCloseTo(3 / 6);
    expect(wordsAlike("I'm fine", 'um i am fine')).toBe(1);
    expect(wordsAlike('sixty', 'seventy')).toBe(0);
    expect(wordsAlike('', '')).toBe(1);
  });
});
