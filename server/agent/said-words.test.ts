import { describe, expect, it } from 'vitest';
import { extractValue } from './dialogue-utils.ts';
import { expectsOf } from './recruiter-script.ts';
import { numeralWords, words } from './said-words.ts';

describe('numeralWords', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [40, 'forty'],
    [95, 'ninety five'],
    [100, 'one hundred'],
    [110, 'one hundred ten'],
    [1005, 'one thousand five'],
    [90000, 'ninety thousand'],
    [125000, 'one hundred twenty five thousand'],
    [1500000, 'one million five hundred thousand'],
  ])('says %d as %j', (n, said) => expect(numeralWords(n)).toBe(said));
});

describe('words', () => {
  it('reads a number written in digits as its words (sets 29 and 30: the neural recognizer wrote "90,000")', () => {
    expect(words("I'm looking at something around 90,000, maybe more.")).toEqual(
      "i'm looking at something around ninety thousand maybe more".split(' '),
    );
    // A letter joined to the digits is dropped (set 32's espeak "ninety five thousand", written "I-95,000").
    expect(words('Around I-95,000 a year')).toEqual('around ninety five thousand a year'.split(' '));
    expect(words('I-I mean 5')).toEqual(['i', 'i', 'mean', 'five']);
    // Nine digits, however many commas.
    expect(words('123,456,789')).toEqual(words('123456789'));
    expect(words('123456789').slice(0, 3)).toEqual(['one', 'hundred', 'twenty']);
    expect(words('5 years, two(2)')).toEqual(['five', 'years', 'two']);
  });

  it('drops a run of digits too long to be an amount', () => expect(words('call 0123456789 now')).toEqual(['call', 'now']));

  it('splits a "no" run into the correction after it (set 44: "five noactually seven"), and no other word', () => {
    expect(words("I'd say five noactually seven")).toEqual("i'd say five no actually seven".split(' '));
    expect(words('nowait, nosorry')).toEqual(['no', 'wait', 'no', 'sorry']);
    expect(words('nowhere nothing notably')).toEqual(['nowhere', 'nothing', 'notably']);
  });

  it('gives a salary written in digits its words and a years answer its number', () => {
    const salary = "I'm looking at something around 90,000, maybe a bit more depending on the benefits.";
    expect(extractValue(expectsOf('salary-expectations'), salary)).toBe(
      "i'm looking at something around ninety thousand maybe a bit more depending on the benefits",
    );
    expect(extractValue(expectsOf('years-experience'), 'About 7 years.')).toBe(7);
  });
});
