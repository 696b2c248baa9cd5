import { describe, expect, it } from 'vitest';
import { expectsOf } from '../recruiter-script.ts';
import { neuralAndGeneralCorrect, neuralDodge, neuralOverrules, neuralValue } from './neural-value.ts';

const heard = (text: string) => ({ text, confidence: 0.9 });

describe('neuralAndGeneralCorrect', () => {
  it('overrules a backed value the neural recognizer takes back for another, where the general model heard a correction', () => {
    // Set 59's kal, "Seven, no sorry, eight years": the grammar's "seven years or thereabouts", backed.
    const years = expectsOf('years-experience');
    const eight = heard('Seven, no sorry, eight years.');
    expect(neuralAndGeneralCorrect(years, eight, 7, 'seven no sorry if there is')).toBe(true);
    expect(neuralOverrules(years, eight, 7, 'seven no sorry if there is')).toBe(true);
    // Set 47's kal: "Um, two months, oh, no, sorry, it's three months."
    const notice = heard("Um, two months, O no, sorry, it's three months.");
    expect(neuralAndGeneralCorrect(expectsOf('notice-period'), notice, '2 months', "on two months' oh no sorry it's three")).toBe(true);
  });

  it('keeps it where the general model heard no correction, the neural value is the same, or no value is corrected', () => {
    const years = expectsOf('years-experience');
    expect(neuralAndGeneralCorrect(years, heard('Seven, no sorry, eight years.'), 7, 'seven years or thereabouts')).toBe(false);
    expect(neuralAndGeneralCorrect(years, heard('Eight, no sorry, seven years.'), 7, 'eight no sorry seven years')).toBe(false);
    expect(neuralAndGeneralCorrect(years, heard('Seven, no sorry, I mean.'), 7, 'seven no sorry i mean')).toBe(false);
    const employed = expectsOf('currently-employed');
    expect(neuralAndGeneralCorrect(employed, heard('Yes, no sorry, no.'), true, 'yes no sorry no')).toBe(false);
  });
});

describe('neuralDodge on an answer that ends on "I\'m" and a name, then a comma', () => {
  it('is an introduction, no answer (set 73: kal\'s "Hi, I\'m Dauren Omarov", asked the start month and whether employed)', () => {
    // The grammars forced "uh the end of april" and "uh i'm not really or so" on it, unbacked.
    const named = heard("I, I'm Belle Rindemarov,");
    expect(neuralDodge(expectsOf('start-month'), named)).toMatchObject({ value: null });
    expect(neuralDodge(expectsOf('currently-employed'), named)).toMatchObject({ value: null });
    expect(neuralDodge(expectsOf('years-experience'), heard('I am Kevin Doyle,'))).toMatchObject({ value: null });
  });

  it('not words after the name, nor one not written as a name', () => {
    expect(neuralValue(expectsOf('start-month'), heard("I'm Free from June,"))).toMatchObject({ value: 'june' });
    expect(neuralValue(expectsOf('currently-employed'), heard("I, I'm working,"))).toMatchObject({ value: true });
  });
});
