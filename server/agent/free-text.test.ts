import { describe, expect, it } from 'vitest';
import { grammarFor } from './dialogue-grammar.ts';
import { amountSaid, freeTextWords, rangeSaid, wordsAlike } from './free-text.ts';
import { sampleSentences } from './recognition/soft-grammar.ts';

describe('freeTextWords', () => {
  it('drops hesitation sounds and reads contractions as their words', () => {
    expect(freeTextWords("Um, I'm hoping for sixty-five thousand, er, a year")).toEqual(
      'i am hoping for sixty five thousand a year'.split(' '),
    );
    expect(freeTextWords("I'd say it's fine")).toEqual(freeTextWords('i would say it is fine'));
    // Set 59's kal: "Honestly, I'm flexible, but, um, a hundred…" written "…but huh, a hundred…".
    expect(freeTextWords('but huh, a hundred')).toEqual(freeTextWords('but, um, a hundred'));
    // Set 65's kal: "…but, um, around a hundred and twenty thousand" written "…but hum, round a hundred…".
    expect(freeTextWords('but hum, a hundred')).toEqual(freeTextWords('but, um, a hundred'));
    expect(freeTextWords("if that's alright")).toEqual(freeTextWords('if that is all right'));
    // Set 44's "whatever's fair … maybe", written "whatever is fair … may be".
    expect(freeTextWords("whatever's fair, maybe more")).toEqual(freeTextWords('whatever is fair may be more'));
    // Set 71's kal: "well my current salary's sixty-two thousand", written "salary is"; a possessive alike both ways.
    expect(freeTextWords("my current salary's sixty-two")).toEqual(freeTextWords('my current salary is sixty two'));
    expect(freeTextWords("the company's package")).toEqual(freeTextWords("the company's package"));
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

describe('amountSaid', () => {
  it("finds the amount a salary names, in the amount grammar's words", () => {
    expect(amountSaid("I'm looking for round ninety five thousand dollars.")).toBe('ninety five thousand');
    expect(amountSaid('Um, some were around the hundred and ten thousand.')).toBe('a hundred and ten thousand');
    expect(amountSaid('Eighty-five k, ideally')).toBe('eighty five k');
    expect(amountSaid('two hundred grand')).toBe('two hundred grand');
    // Said "one hundred and twenty thousand", espeak's came out of the grammar as "one hundred thousand" (set 58).
    expect(amountSaid("I'm hoping for about one hundred and twenty thousand.")).toBe('one hundred and twenty thousand');
    expect(amountSaid('one hundred and, um, ten')).toBe('one hundred');
    expect(amountSaid('a hundred grand')).toBe('a hundred'); // the grammar has no "a hundred grand"
    expect(amountSaid('I am at nineteen now')).toBe('nineteen');
  });

  it('finds none where no number is said', () => {
    expect(amountSaid('them outady thousand a year')).toBeNull();
    expect(amountSaid("Honestly, I haven't thought about it.")).toBeNull();
  });

  const amounts = grammarFor({ kind: 'free', phrasing: 'amount' })!;
  it('reads every amount the amount grammar says as itself', () => {
    for (const said of sampleSentences(amounts, 300, 'amount')) expect(amountSaid(said)).toBe(said);
  });

  it('narrows the amount grammar to one amount: every answer it admits names that amount', () => {
    const narrowed = grammarFor({ kind: 'free', phrasing: 'amount', amount: 'a hundred and ten thousand' })!;
    expect(narrowed).toContain('<amount> = a hundred and ten thousand;');
    for (const said of sampleSentences(narrowed, 200)) expect(amountSaid(said)).toBe('a hundred and ten thousand');
  });
});

describe('rangeSaid', () => {
  it('finds the range a salary names, from "between" or its first number to its last amount word', () => {
    expect(rangeSaid("I'm looking for something between one hundred and one hundred twenty thousand a year.")).toBe(
      'something between one hundred and one hundred twenty thousand',
    );
    expect(rangeSaid('between a hundred and a hundred and twenty thousand')).toBe('between a hundred and a hundred and twenty thousand');
    expect(rangeSaid('Fifty to fifty-five thousand would be fair.')).toBe('fifty to fifty five thousand');
    expect(rangeSaid('from sixty thousand to seventy thousand')).toBe('from sixty thousand to seventy thousand');
    expect(rangeSaid('somewhere between eighty and ninety k, and a bonus')).toBe('somewhere between eighty and ninety k');
  });

  it('finds none in a single amount, nor a join after the amount ends', () => {
    expect(rangeSaid("I'm looking for something like a hundred and one thousand dollars a year")).toBeNull();
    expect(rangeSaid('a hundred and twenty thousand')).toBeNull(); // "and" joins a range only after "between"
    expect(rangeSaid('around ninety five thousand and a bonus')).toBeNull();
    expect(rangeSaid('from sixty k')).toBeNull();
    expect(rangeSaid("Honestly, I haven't thought about it.")).toBeNull();
  });

  it('narrows the amount grammar to a range: every answer it admits names that range', () => {
    const range = 'between fifty and sixty thousand';
    const narrowed = grammarFor({ kind: 'free', phrasing: 'amount', amount: range })!;
    for (const said of sampleSentences(narrowed, 200)) expect(rangeSaid(said)).toBe(range);
  });
});
