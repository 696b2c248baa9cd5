import { describe, expect, it, test } from 'vitest';
import { extractValue, grammarFor, numberWords, valueWords } from './dialogue-utils.ts';
import { RECRUITER_SCRIPT, type Expect } from './recruiter-script.ts';

const expectsOf = (q: string) => RECRUITER_SCRIPT.find((s) => s.question === q)!.expects as Expect;

describe('dialogue-utils', () => {
  test.each([
    [0, 'zero'],
    [5, 'five'],
    [13, 'thirteen'],
    [20, 'twenty'],
    [23, 'twenty three'],
    [30, 'thirty'],
  ])('says %i as "%s"', (n, words) => expect(numberWords(n)).toBe(words));

  test.each([
    ['years-experience', 'i have five years of experience', 5],
    ['years-experience', 'about twenty three years', 23],
    ['years-experience', 'twenty years', 20],
    ['years-experience', 'a year', 1],
    ['years-experience', 'forty years', null], // over the question's bound
    ['years-experience', 'i have lots', null],
    ['currently-employed', 'yes i am', true],
    ['currently-employed', 'yeah', true],
    ['currently-employed', 'no not at the moment', false],
    ['currently-employed', "i'm not", false],
    ['currently-employed', 'ah', null],
    ['role', "i'm applying for the data engineer role", 'data engineer'],
    ['role', 'the product manager position', 'product manager'],
    ['role', 'astronaut', null],
    ['start-month', 'i could start in march', 'march'],
    ['start-month', 'right away', 'immediately'],
    ['start-month', 'whenever', null],
    ['name', 'my name is sam taylor', 'sam taylor'],
    ['name', "i'm ada lovelace", 'ada lovelace'],
    ['name', 'uh', null],
    ['notice-period', 'one month', '1 month'],
    ['notice-period', 'about three months notice', '3 months'],
    ['notice-period', 'two weeks', '2 weeks'],
    ['notice-period', 'a month', '1 month'],
    ['notice-period', 'no notice period', 'none'],
    ['notice-period', 'soon', null],
    ['salary-expectations', 'around sixty thousand', 'around sixty thousand'],
    ['salary-expectations', 'um ah', null],
  ])('understands %s from "%s" as %s', (q, text, value) => expect(extractValue(expectsOf(q), text)).toEqual(value));

  test.each([
    ['years-experience', 23, ['twenty', 'three']],
    ['role', 'data engineer', ['data', 'engineer']],
    ['start-month', 'immediately', ['right', 'away', 'immediately']],
    ['notice-period', '3 months', ['three', 'threes', 'month', 'months']],
    ['currently-employed', false, ['no', 'nope', 'not']],
  ])('names the words that carry %s = %s', (q, v, ws) => expect(valueWords(expectsOf(q), v)).toEqual(ws));

  it('ignores pocketsphinx alternate-pronunciation marks and case', () => {
    expect(extractValue(expectsOf('years-experience'), 'Two(2) YEARS')).toBe(2);
  });

  it('gives a JSGF grammar to every question except plain free text, and every value it bounds is in it', () => {
    for (const s of RECRUITER_SCRIPT.filter((x) => x.expects))
      expect(grammarFor(s.expects!)).toMatch(/^#JSGF V1\.0;\ngrammar answer;\npublic <answer> = /);
    expect(grammarFor({ kind: 'free' })).toBeNull();
    expect(grammarFor({ kind: 'free', phrasing: 'amount' })).toMatch(
      /\[<about>\] <amount> .*\n<amount> = <num> \[hundred\] \[thousand \| k \| grand\]/s,
    );
    expect(grammarFor(expectsOf('years-experience'))).toContain('| twenty nine | thirty;');
    expect(grammarFor(expectsOf('role'))).toContain('software engineer | data engineer | product manager | designer');
  });
});
