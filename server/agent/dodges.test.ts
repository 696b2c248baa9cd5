import { describe, expect, it } from 'vitest';
import { dodges } from './dodges.ts';

// Answers that dodge, miss or ask back the question (dialogue-utils.ts `dodges`), and answers that only look like it.
describe('dodges', () => {
  it.each([
    "I'd rather not say.",
    'Could you repeat the question?',
    'Why do you need to know that?',
    'Hold on, one sec.',
    'It depends on the offer.',
    'Which position is open?',
    "Sorry, I'm driving. Can I call you back in ten minutes?",
    'Give me a couple of minutes.',
    // "Hmm" as the neural recognizer writes it (sets 14 and 15, kal and slt).
    'H-m-m, could you tell me what the budget to the range is for this position first?',
    "H-m-m, what's the range you've budgeted for this position?",
    'Mm, how much does it pay?',
  ])('hears %j as no answer', (text) => expect(dodges(text)).toBe(true));
  it.each([
    'Yes, full time.',
    'About five years.',
    'It depends, but around sixty thousand.',
    'Hold on, I think it was five years.',
    'Product manager please.',
    'Give me a couple of minutes, it was five years.',
  ])('hears %j as an answer (or words to weigh)', (text) => expect(dodges(text)).toBe(false));
});
