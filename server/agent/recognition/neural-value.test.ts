import { describe, expect, it } from 'vitest';
import { expectsOf } from '../recruiter-script.ts';
import type { Decoded } from './pocketsphinx.ts';
import { freeTextDisputed, neuralValue, typedSaid } from './neural-value.ts';

const heard = (text: string) => ({ text, confidence: 0.9 });

describe('neuralValue', () => {
  it.each([
    ['years-experience', "I've been doing this for fifteen years.", 15],
    ['years-experience', "I've been doing this for twenty-two years.", 22],
    ['start-month', 'Probably early June.', 'june'],
    ['notice-period', "I don't have one. I can leave whenever.", 'none'],
    ['currently-employed', 'Yes, I am at the moment.', true],
    ['salary-expectations', 'Around sixty thousand pounds a year.', 'around sixty thousand pounds a year'],
  ])('takes the %s value from its words: %j', (q, text, value) => {
    expect(neuralValue(expectsOf(q), heard(text))).toEqual({ transcript: text, confidence: 0.9, value, source: 'neural', backed: false });
  });

  it.each([
    // Names only when typed (typedNeural); spellings are not asked of it.
    ['name', 'My name is Sam Taylor.'],
    ['name-spelled', 'S. A. M. T. A. Y. L. O. R.'],
    // Free text only with a number in it: what it made of German speech.
    ['salary-expectations', "This is the first time I've ever seen a movie."],
    ['years-experience', 'I am applying for the software engineer role.'],
    ['start-month', ''],
  ])('takes nothing as the %s answer from %j', (q, text) => {
    expect(neuralValue(expectsOf(q), heard(text))).toBeNull();
  });
});

describe('typedSaid', () => {
  const general = (text: string): Decoded => ({
    words: text.split(' ').map((word) => ({ word, start: 0, end: 1, prob: 0.8 })),
    acoustic: 0,
  });
  it('takes the typed name when the neural words say it, and only then', () => {
    expect(typedSaid('sam taylor', heard('My name is Santayler,'), general('my name is sand tailor'))).toMatchObject({
      value: 'sam taylor',
      source: 'neural',
      backed: false,
    });
    expect(typedSaid('james carter', heard("Yes, hi, it's James Cooper."), general('yes hi its james cooper'))).toBeNull();
  });

  it("takes it from the general model's words when the neural recognizer's miss it or did not hear the answer", () => {
    const said = general("i it's sophia martinez colon");
    expect(typedSaid('sophia martinez', heard("I, it's so feemer, Tim has call em."), said)).toMatchObject({
      value: 'sophia martinez',
      source: 'general',
      transcript: "i it's sophia martinez colon",
    });
    expect(typedSaid('sophia martinez', null, said)).toMatchObject({ source: 'general' });
    expect(typedSaid('sophia turner', null, said)).toBeNull();
  });
});

describe('freeTextDisputed', () => {
  const free = expectsOf('salary-expectations');
  it('disputes free text that shares no word of meaning with the neural words', () => {
    expect(freeTextDisputed(free, 'the ah ah ah you', heard("This is the first time I've ever seen a movie."))).toBe(true);
    expect(freeTextDisputed(free, 'when the files and moscow would be clearer', heard('The anti-fallen plus-mortals would be fair.'))).toBe(
      true,
    );
  });

  it('lets it stand when they share one, when the neural recognizer did not hear the answer, or for other questions', () => {
    expect(freeTextDisputed(free, 'negotiable i guess', heard('Negotiable.'))).toBe(false);
    expect(freeTextDisputed(free, 'around sixty thousand pounds', heard('Around sixty thousand pounds a year.'))).toBe(false);
    expect(freeTextDisputed(free, 'the ah ah ah you', null)).toBe(false);
    expect(freeTextDisputed(expectsOf('role'), 'the ah ah ah you', heard('A movie.'))).toBe(false);
  });
});
