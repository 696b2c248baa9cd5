import { describe, expect, it } from 'vitest';
import { expectsOf } from '../recruiter-script.ts';
import { neuralAndGeneralCorrect, neuralOverrules } from './neural-value.ts';

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
