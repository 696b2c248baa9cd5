import { describe, expect, it } from 'vitest';
import { extractValue } from './dialogue-utils.ts';
import { dodges } from './dodges.ts';
import { expectsOf } from './recruiter-script.ts';

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
    // Set 25 (read 2026-11-29): a request to repeat with no "again", and "why" heard as "I" (slt).
    'Sorry, could you repeat that? the line caught out for a second,',
    'Oh, I do you need to know that.',
    // Set 26 (read 2026-11-29): whether something counts, asked back (espeak's was taken as three years).
    'Does freelance work count towards that?',
    'Would an internship count?',
    // Set 27: the same asked with "include".
    'Does that include freelance work, or only full-time jobs?',
    // Set 30: whether something matters.
    "Does it matter if it's in a different industry? I'd rather explain my background first.",
    // Set 31: a "one" that stands for a role is no number.
    "Hmm, what's the difference between the data and the software one here?",
    // Set 35: espeak's "does" as the neural recognizer wrote it, and asking why.
    'Thus freelance work count toward hurt, or only full-time positions,',
    'Can I ask why not? relevant for the application.',
    // Set 40: put off to someone else; kal's "does" written "those".
    "I'd rather talk about that with the recruiter directly, if that's alright.",
    'i drag they talk about that with the recruiter directly',
    "I'd prefer to discuss that with the hiring manager.",
    'Those three lands were count, or are you only asking about full-time jobs?',
    // Set 41: a "one" that stands for the question, and talking it through with someone else.
    "Could I come back to that one later? I'd rather talk it through with the recruiter.",
    "I'd rather talk it over with my partner.",
    // Set 41's espeak, as the neural recognizer wrote it (read after set 42).
    "Till I come back to Nat one later, I'd rather talk it through in the recruiter.",
    "I'd rather talk that over first.",
  ])('hears %j as no answer', (text) => expect(dodges(text)).toBe(true));
  it.each([
    'Yes, full time.',
    'About five years.',
    'It depends, but around sixty thousand.',
    'Hold on, I think it was five years.',
    'Product manager please.',
    'Give me a couple of minutes, it was five years.',
    'I repeat, five years.',
    'Five years, if freelance work counts.',
    'Does freelance work count? That was the one year I did.',
    "I'd rather talk about that with the recruiter, but around sixty thousand.",
    'Those jobs count for about five years.',
    'Could I come back to that one later? About sixty thousand, I think.',
    "Sixty thousand, but I'm happy to talk it through.",
    // Set 62's salary answer: a stance, and what it depends on.
    "Honestly, I'm flexible. It depends on the whole package.",
    "It's negotiable, it depends on the role.",
  ])('hears %j as an answer (or words to weigh)', (text) => expect(dodges(text)).toBe(false));
});

describe('asking why the question is asked', () => {
  it.each([
    ['currently-employed', 'oh i do you need to know that'], // "I do" is a yes everywhere else
    ['start-month', 'why would you want to know that i could start in june'],
    ['years-experience', 'do you need to know that it is about five years'],
    ['currently-employed', "can i ask why that's relevant for the application"], // set 35
    ['currently-employed', 'can i ask why not relevant for the application'], // espeak's, "not" no no
  ])('%s: reads %j as no value', (question, text) => expect(extractValue(expectsOf(question), text)).toBeNull());
  it('reads the answer near it as before', () => expect(extractValue(expectsOf('currently-employed'), 'i do you know')).toBe(true));
});

// Set 29 (read 2026-11-29): a number heard inside the question asked back, and a hesitation inside an introduction.
describe('a number said only in a question asked back', () => {
  it.each([
    ['years-experience', "hmm does three lands where count i'm not sure how you want me to count it", null],
    ['years-experience', 'does freelance work count i have five years of it', 5],
    ['years-experience', 'would seven years count', null],
    ['years-experience', 'let me think a decade', 10], // a dodge with a count word, asked nothing back
    // Set 39: asking what the question means, to its end ("…in this sector…", kal's heard "six-acre").
    ['years-experience', 'hang on do you mean in the six acre all or in the industry overall', null],
    ['years-experience', 'hold on about six years', 6],
    ['currently-employed', "hi yes um it's joe moss v lawnweaver", null],
    ['currently-employed', "hi yes i'm it's too mossy lawn", null],
    ['currently-employed', "yes i'm working", true],
  ])('%s: reads %j as %j', (question, text, value) => expect(extractValue(expectsOf(question), text)).toBe(value));
});

// Set 32 (read 2026-11-29): a question back that names the options, and an introduction after a Māori greeting.
describe('a question asked back about the options, and greetings of other languages', () => {
  it.each([
    ['role', "what's the difference between the data engineer and software engineer roles here", null],
    ['role', 'which role pays more', null],
    ['role', "data engineer what's the difference anyway", 'data engineer'], // the answer, then a question
    ['currently-employed', "kia ora yeah it's kiri tamahori", null],
    ['currently-employed', 'namaste yes this is priya', null],
    ['name', "kia ora yeah it's kiri tamahori", 'kiri tamahori'],
  ])('%s: reads %j as %j', (question, text, value) => expect(extractValue(expectsOf(question), text)).toBe(value));
});
