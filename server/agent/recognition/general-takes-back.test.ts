import { describe, expect, it } from 'vitest';
import { expectsOf } from '../recruiter-script.ts';
import { generalTakesBack } from './general-value.ts';
import type { WordTiming } from './recognition-utils.ts';

// On real audio with both recognizers: taken-back-sounded.test.ts.

/** The general model's words at 0.3 s each, sure of them. */
const general = (text: string): WordTiming[] => text.split(' ').map((word, i) => ({ word, start: i * 0.3, end: (i + 1) * 0.3, prob: 0.9 }));
const neural = (text: string) => ({ text, confidence: 0.9 });
const month = expectsOf('start-month');

describe('generalTakesBack', () => {
  it("takes the general model's value after a correction that takes the grammar's back (set 74's kal)", () => {
    const heard = neural('August, or on an electrally-yucked over,');
    expect(generalTakesBack(month, 'august', general('august or ah no actually october'), heard)).toMatchObject({
      value: 'october',
      source: 'general',
      backed: false,
    });
    expect(generalTakesBack(month, 'august', general('august or ah no actually october'), null)).toMatchObject({ value: 'october' });
    const years = expectsOf('years-experience');
    expect(generalTakesBack(years, 7, general('seven no sorry eight years'), null)).toMatchObject({ value: 8 });
  });

  it("also where the neural words take back with no value in them (set 76's slt)", () => {
    const heard = neural('No vemper, sorry, I meant hot tober.');
    expect(generalTakesBack(month, 'november', general('november sorry i meant october'), heard)).toMatchObject({ value: 'october' });
  });

  it('not where the grammar heard another value than the one taken back, nothing is said after, or the neural words take back to a value', () => {
    expect(generalTakesBack(month, 'june', general('august or ah no actually october'), null)).toBeNull();
    expect(generalTakesBack(month, 'august', general('august or ah no actually let me think'), null)).toBeNull();
    expect(generalTakesBack(month, 'august', general('august and october'), null)).toBeNull();
    expect(
      generalTakesBack(month, 'august', general('august or ah no actually october'), neural('August, no sorry, September.')),
    ).toBeNull();
    // No value to take back, or a question whose answers are not corrected so (free text, yes or no).
    expect(generalTakesBack(month, null, general('august or ah no actually october'), null)).toBeNull();
    expect(generalTakesBack(expectsOf('currently-employed'), true, general('yes no sorry no'), null)).toBeNull();
  });
});
