import { describe, expect, it } from 'vitest';
import { expectsOf } from '../recruiter-script.ts';
import { MIN_NUMBERLESS_AGREEMENT, neuralValue } from './neural-value.ts';

const heard = (text: string) => ({ text, confidence: 0.9 });
const salary = expectsOf('salary-expectations');
const flexible = heard('Honestly, I am flexible. It depends on the whole package.');

// A free-text answer with no number: the neural recognizer's words where the general model's agree that it is one.
describe('neuralValue, free text with no number', () => {
  it("takes the neural recognizer's words where the general model's are an answer with mostly the same words (set 62)", () => {
    expect(MIN_NUMBERLESS_AGREEMENT).toBeLessThanOrEqual(0.73);
    for (const general of ["honestly i'm flexible it depends on how old package", "honestly i'm flexible it up and some the whole package"])
      expect(neuralValue(salary, flexible, general)).toMatchObject({
        value: 'honestly i am flexible it depends on the whole package',
        source: 'neural',
      });
  });

  it('takes none where the general model was not asked, heard no answer, a number, or other words', () => {
    expect(neuralValue(salary, flexible)).toBeNull();
    expect(neuralValue(salary, flexible, 'could you repeat the question')).toBeNull(); // a dodge is no answer
    expect(neuralValue(salary, flexible, "honestly i'm flexible around sixty thousand")).toBeNull(); // its number
    // Speech the neural recognizer could not make out (German), forced into words by the general model.
    expect(MIN_NUMBERLESS_AGREEMENT).toBeGreaterThan(0.3); // set 62's espeak, "i see below the news…": 0.3 alike
    expect(neuralValue(salary, heard("This is the first time I've ever seen a movie."), 'the ah ah ah you')).toBeNull();
    expect(neuralValue(salary, flexible, 'i see below the news on that will package')).toBeNull();
    expect(neuralValue(salary, heard(''), '')).toBeNull(); // no words: a cough (recognizer-neural.test.ts)
  });

  it('is only for free text: other questions take the neural value as before', () => {
    expect(neuralValue(expectsOf('role'), heard('A designer.'), 'a designer')).toMatchObject({ value: 'designer' });
    expect(neuralValue(expectsOf('name'), heard('Honestly, I am flexible.'), 'honestly i am flexible')).toBeNull();
  });
});
