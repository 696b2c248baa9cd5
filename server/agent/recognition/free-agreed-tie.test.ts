import { describe, expect, it } from 'vitest';
import { expectsOf } from '../recruiter-script.ts';
import type { Decoded } from './pocketsphinx.ts';
import { freeTextAgreed } from './neural-value.ts';

const heard = (text: string) => ({ text, confidence: 0.9 });
const general = (text: string): Decoded => ({
  words: text.split(' ').map((word) => ({ word, start: 0, end: 1, prob: 0.8 })),
  acoustic: 0,
});
const free = expectsOf('salary-expectations');

// The general model and the neural recognizer agree against the grammar, which is as close to each of them.
describe('freeTextAgreed, the grammar as close to both', () => {
  it('takes the neural recognizer\'s words (set 67\'s slt: "…thousand base, if possible", the general model\'s "days")', () => {
    const mine = 'A hundred and ten thousand base, if possible,,';
    expect(
      freeTextAgreed(free, 'a hundred and ten thousand dollars or so', general('a hundred and ten thousand days if possible'), heard(mine)),
    ).toMatchObject({ transcript: mine, value: 'a hundred and ten thousand base if possible', source: 'neural' });
  });

  it("still takes the general model's where the grammar's words are closer to them", () => {
    const theirs = 'a hundred and ten thousand days if possible';
    expect(
      freeTextAgreed(
        free,
        'a hundred and ten thousand days or so',
        general(theirs),
        heard('A hundred and ten thousand base, if possible.'),
      ),
    ).toMatchObject({ value: theirs, source: 'general' });
  });
});
