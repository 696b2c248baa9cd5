import { describe, expect, it } from 'vitest';
import { expectsOf } from '../recruiter-script.ts';
import type { Decoded } from './pocketsphinx.ts';
import { freeTextAgreed, freeTextDisputed, neuralDodge, neuralOverrules, neuralValue, typedAnswer, typedSaid } from './neural-value.ts';

const heard = (text: string) => ({ text, confidence: 0.9 });
const general = (text: string): Decoded => ({
  words: text.split(' ').map((word) => ({ word, start: 0, end: 1, prob: 0.8 })),
  acoustic: 0,
});

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
  it('takes the typed name when the neural words say it, and only then', () => {
    expect(typedSaid('sam taylor', heard('My name is Santayler,'), general('my name is sand tailor'))).toMatchObject({
      value: 'sam taylor',
      source: 'neural',
      backed: false,
    });
    expect(typedSaid('james carter', heard("Yes, hi, it's James Cooper."), general('yes hi its james cooper'))).toBeNull();
  });

  it('takes it when the neural words say its words apart, and not when only the general model does', () => {
    const apart = "Bessie Appiah, that's Kwesi first name.";
    expect(typedSaid('kwesi appiah', heard(apart), general('bessie yep i thats k w we are so at first name'))).toMatchObject({
      value: 'kwesi appiah',
      source: 'neural',
    });
    expect(typedSaid('kwesi appiah', heard('Bessie, yep.'), general('appiah thats kwesi first name'))).toBeNull();
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

describe('freeTextAgreed', () => {
  const free = expectsOf('salary-expectations');
  it("takes the general model's words when the neural recognizer heard them too, against the grammar's phrasing", () => {
    // Corpus answers (sets held-out-5 and -10) where the grammar's words were backed but its own.
    const said = 'a hundred thousand would be great';
    expect(freeTextAgreed(free, 'a hundred thousand per year', general(said), heard('Your hundred thousand would be great.'))).toEqual({
      transcript: said,
      confidence: expect.closeTo(0.8),
      value: said,
      source: 'general',
      backed: false,
    });
    const hoped = 'i was hoping for about seventy thousand dollars';
    expect(freeTextAgreed(free, 'i would like eighty four a month in total', general(hoped), heard(hoped))).toMatchObject({ value: hoped });
  });

  it("takes the neural recognizer's words instead when the grammar's words are closer to them (set 15, slt)", () => {
    const [ours, theirs] = [
      "i'm looking for something like ninety five thousand a year",
      "i'm looking for something for around ninety five thousand a year",
    ];
    const mine = "I'm looking for something around ninety-five thousand a year.";
    expect(freeTextAgreed(free, ours, general(theirs), heard(mine))).toEqual({
      transcript: mine,
      confidence: expect.any(Number),
      value: "i'm looking for something around ninety five thousand a year",
      source: 'neural',
      backed: false,
    });
  });

  it("keeps the grammar's when they agree less with each other than with it, or differ in contractions only", () => {
    // Each of the two is as close to the grammar's words as to the other's.
    expect(freeTextAgreed(free, 'around sixty thousand', general('around sixty thousand'), heard('Around sixty thousand.'))).toBeNull();
    expect(
      freeTextAgreed(
        free,
        'i am expecting ninety thousand',
        general("i'm expecting ninety thousand"),
        heard("I'm expecting ninety thousand."),
      ),
    ).toBeNull();
    // Heard apart: "eighty thousand a year" against two others.
    expect(
      freeTextAgreed(free, 'eighty thousand a year', general('the degree thousand a year'), heard('Them outady thousand a year.')),
    ).toBeNull();
    expect(freeTextAgreed(free, 'sixty thousand', general('sixty five hundred on the side'), heard('Sixty thousand, roughly.'))).toBeNull();
  });

  it('needs both decodes with a value, and free text', () => {
    expect(freeTextAgreed(free, 'sixty thousand', general('sixty thousand a year would be fine'), null)).toBeNull();
    // The neural recognizer's words name no number: no free text from them (neuralValue).
    expect(freeTextAgreed(free, 'sixty thousand', general('that would be fine'), heard('That would be fine.'))).toBeNull();
    expect(freeTextAgreed(expectsOf('role'), 'designer', general('data engineer'), heard('Data engineer.'))).toBeNull();
  });
});

describe('typedAnswer', () => {
  const hi = heard("Hi, yeah, it's Rachel Thompson.");
  const said = general("hi yeah it's rachel thompson");
  it('takes the typed name as the name answer', () => {
    expect(typedAnswer(expectsOf('name'), 'rachel thompson', hi, said)).toMatchObject({ value: 'rachel thompson', source: 'neural' });
  });

  it('hears the typed name said to another question as an introduction: no value', () => {
    for (const q of ['currently-employed', 'start-month', 'role', 'salary-expectations'])
      expect(typedAnswer(expectsOf(q), 'rachel thompson', hi, said)).toEqual({
        transcript: hi.text,
        confidence: 0.9,
        value: null,
        source: 'neural',
        backed: false,
      });
    expect(typedAnswer(expectsOf('currently-employed'), 'rachel thompson', null, said)).toMatchObject({ value: null, source: 'general' });
  });

  it('leaves answers that do not say it, and the spelling follow-up, to the rest', () => {
    expect(typedAnswer(expectsOf('currently-employed'), 'rachel thompson', heard('Yes, full time.'), general('yes full time'))).toBeNull();
    expect(typedAnswer(expectsOf('currently-employed'), 'james carter', hi, said)).toBeNull();
    expect(typedAnswer(expectsOf('name-spelled'), 'rachel thompson', hi, said)).toBeNull();
  });
});

describe('neuralDodge', () => {
  it('keeps words that dodge the question or ask one back, with no value', () => {
    expect(neuralDodge(expectsOf('notice-period'), heard('Could you repeat the question?'))).toEqual({
      transcript: 'Could you repeat the question?',
      confidence: 0.9,
      value: null,
      source: 'neural',
      backed: false,
    });
    expect(neuralDodge(expectsOf('years-experience'), heard('Why do you ask?'))).toMatchObject({ value: null });
    expect(neuralDodge(expectsOf('salary-expectations'), heard("I'd prefer not to discuss that yet."))).toMatchObject({ value: null });
  });

  it('keeps words that introduce the caller, asked anything but the name', () => {
    expect(neuralDodge(expectsOf('currently-employed'), heard('Hi, yes,, this is for your charming.'))).toMatchObject({ value: null });
    expect(neuralDodge(expectsOf('start-month'), heard("Sure, my name's Grace Turner."))).toMatchObject({ value: null });
    expect(neuralDodge(expectsOf('years-experience'), heard("Hi, yeah. it's spring or rag, Vanessa."))).toMatchObject({ value: null });
    // The neural recognizer's "yeah" written "yet" (set 38's espeak "Hi, good morning, yeah it's Yaw Ofori.").
    expect(neuralDodge(expectsOf('currently-employed'), heard("Hi, good morning. yet it's your army."))).toMatchObject({ value: null });
    expect(neuralDodge(expectsOf('name'), heard('Hi, yes, this is Preeti Sharma.'))).toBeNull();
    expect(neuralDodge(expectsOf('currently-employed'), heard('Yes, this is my third year there.'))).toBeNull(); // a yes
  });

  it('reads "I, it\'s" and "Ay, it\'s" opening the words as "Hi, it\'s" (sets 57 and 58, kal), not "Ah, it\'s"', () => {
    const employed = expectsOf('currently-employed');
    expect(neuralDodge(employed, heard("I, it's I, Bussy, so low, who?"))).toMatchObject({ value: null });
    expect(neuralOverrules(expectsOf('start-month'), heard("I, it's I cake a cam mechan."), 'november')).toBe(true);
    expect(neuralDodge(employed, heard("Ay, it's cyboo sea-somelo, though."))).toMatchObject({ value: null });
    expect(neuralValue(expectsOf('notice-period'), heard("Ah, it's three months, unfortunately."))).toMatchObject({ value: '3 months' });
    expect(neuralDodge(expectsOf('name'), heard("I, it's I cake a cam mechan."))).toBeNull();
  });

  it('keeps a greeting and a name written as one, even with a yes in it (set 34), but no capitalised word of another kind', () => {
    const employed = expectsOf('currently-employed');
    expect(neuralDodge(employed, heard("Hi, ye, I'm Gwendolen Ashby."))).toMatchObject({ value: null });
    expect(neuralDodge(employed, heard("Hi, yeah, I'm dwindling, Ashley."))).toMatchObject({ value: null });
    expect(neuralValue(employed, heard("Hi, yeah, I'm dwindling, Ashley."))).toBeNull();
    expect(neuralValue(employed, heard("Hi, yes, I'm with Deloitte."))).toMatchObject({ value: true });
    expect(neuralValue(expectsOf('start-month'), heard("Hello, I'm March ready."))).toMatchObject({ value: 'march' });
    // An answer that ends on "I am" and a name (set 35, kal), with no greeting; not "I'm" and other words.
    expect(neuralDodge(employed, heard('I, I am Vlani Sopya.'))).toMatchObject({ value: null });
    expect(neuralValue(employed, heard("I, yeah, I'm going to the Nashby."))).toMatchObject({ value: true });
    expect(neuralValue(employed, heard('Yes, I am.'))).toMatchObject({ value: true });
  });

  it('keeps two or three words written as names and nothing else, asked anything but the name (set 48), but no month', () => {
    const [years, month] = [expectsOf('years-experience'), expectsOf('start-month')];
    expect(neuralDodge(years, heard('Olimai Thashola,'))).toMatchObject({ value: null });
    expect(neuralDodge(expectsOf('currently-employed'), heard('Olimai Thashola,'))).toMatchObject({ value: null });
    expect(neuralOverrules(month, heard('Ada Kim Osei.'), 'may')).toBe(true);
    expect(neuralDodge(expectsOf('name'), heard('Olimai Thashola,'))).toBeNull();
    expect(neuralValue(month, heard('From January.'))).toMatchObject({ value: 'january' });
    expect(neuralValue(month, heard('Probably October,'))).toMatchObject({ value: 'october' });
    expect(neuralDodge(years, heard('Olimai,'))).toBeNull(); // one word: not written as a name only
  });

  it("leaves a dodge the general model heard a value after, with no dodge of its own (set 33's kal)", () => {
    const think = heard('Let me think to hear his full time, plus an internship before that.');
    const years = expectsOf('years-experience');
    expect(neuralDodge(years, think)).toMatchObject({ value: null });
    expect(neuralDodge(years, think, 'let me think two years full time was an internship before that')).toBeNull();
    expect(neuralDodge(years, think, 'let me think to hear his full time')).toMatchObject({ value: null }); // no value
    expect(neuralDodge(years, heard('Does freelance work count?'), 'does three lands where count')).toMatchObject({ value: null });
    // A question asked back is no hesitation, whatever the general model heard (set 35's espeak).
    const asked = heard('Thus freelance work count toward hurt, or only full-time positions,');
    expect(neuralDodge(years, asked, 'those three lands where')).toMatchObject({ value: null });
    // …unless it heard the value after a "sorry" (set 38's "June, no sorry, July would be better", slt).
    const month = expectsOf('start-month');
    const june = heard('Do you know, sorry, do I would be better?');
    expect(neuralDodge(month, june, 'jim nance sorry july would be better')).toBeNull();
    expect(neuralDodge(month, june, 'do you know sorry do i would be better')).toMatchObject({ value: null });
    expect(neuralDodge(month, heard('Do you know when it starts?'), 'do you know july would be better')).toMatchObject({ value: null });
    // Free text is answered only with an amount (set 45's kal: "…talk about that with a human recruiter, if that's
    // okay").
    const salary = expectsOf('salary-expectations');
    const human = heard("I'd rather talk about that with a human recruiter, if that's okay.");
    expect(neuralDodge(salary, human, "i'd rather talk about that without human recruiter if that's okay")).toMatchObject({ value: null });
    expect(neuralDodge(salary, heard('Let me think, sixty thousand.'), 'let me think sixty thousand')).toBeNull();
  });

  it('keeps words that name a month, asked for a choice', () => {
    // Set 31's month answer asked as the role: the role grammar forced "data engineer" on it.
    expect(neuralDodge(expectsOf('role'), heard('Probably March, once things wrap up here.'))).toMatchObject({ value: null });
    expect(neuralDodge(expectsOf('role'), heard('The designer one, from March.'))).toBeNull(); // it names the role
    expect(neuralDodge(expectsOf('role'), heard('I may go with the first.'))).toBeNull(); // "may", the verb
    expect(neuralDodge(expectsOf('currently-employed'), heard('Since March.'))).toBeNull(); // only a choice
  });

  it('leaves words with a value, words that are no dodge, and the name and its spelling', () => {
    expect(neuralDodge(expectsOf('years-experience'), heard('Let me think, about five years.'))).toBeNull();
    expect(neuralDodge(expectsOf('currently-employed'), heard("I'm not sure, no."))).toBeNull(); // "no" answers it
    expect(neuralDodge(expectsOf('years-experience'), heard('Product manager, please.'))).toBeNull();
    expect(neuralDodge(expectsOf('name'), heard('Sorry, could you repeat the question?'))).toBeNull();
    expect(neuralDodge(expectsOf('name-spelled'), heard('Sorry, could you repeat the question?'))).toBeNull();
  });
});

describe('neuralOverrules', () => {
  const role = expectsOf('role');
  it("takes a grammar's value back when the neural words say it only before a correction that gives none (set 34)", () => {
    const said = heard("Oh, I'd say, software, no wait, sorry, it's day to end an ear, the pipeline's one.");
    expect(neuralOverrules(role, said, 'software engineer')).toBe(true);
    expect(neuralOverrules(role, said, 'data engineer')).toBe(false); // its words are not said before the correction
    expect(neuralOverrules(role, heard("Software, no wait, sorry, it's data engineer."), 'software engineer')).toBe(false);
    expect(neuralOverrules(role, heard('Software engineer, I mean, the pipelines one.'), null)).toBe(false); // no value
    expect(neuralOverrules(role, heard('Software engineer, please.'), 'software engineer')).toBe(false); // no correction
    // A yes or no is never corrected ("no, I mean, I do freelance work").
    expect(neuralOverrules(expectsOf('currently-employed'), heard('Yes, I mean, it depends.'), true)).toBe(false);
  });

  it('overrules with an introduction, asked anything but the name or its spelling', () => {
    expect(neuralOverrules(expectsOf('currently-employed'), heard("Yeah, hi! It's Tatsuya Nakamura."), true)).toBe(true);
    expect(neuralOverrules(expectsOf('name'), heard("Yeah, hi! It's Tatsuya Nakamura."), 'tatsuya nakamura')).toBe(false);
  });

  // "Um, two months, oh, no, sorry, it's three months." (set 47): the notice grammar heard "um two month's notice i
  // think", backed by the general model's "two months".
  it('overrules when the neural words and the general model say one other value, not otherwise', () => {
    const notice = expectsOf('notice-period');
    const said = heard("Um, two months, oh, no, sorry, it's three months.");
    expect(neuralOverrules(notice, said, '2 months', "i'm two months and am sorry it's three months")).toBe(true);
    expect(neuralOverrules(notice, said, '2 months', "on two months' oh no sorry it's three months'")).toBe(true);
    // The general model heard two, or no other value; the grammar's value is the one both say.
    expect(neuralOverrules(notice, said, '2 months', 'um two months notice i think')).toBe(false);
    expect(neuralOverrules(notice, said, '2 months', 'um two months oh')).toBe(false);
    expect(neuralOverrules(notice, said, '3 months', "i'm two months and am sorry it's three months")).toBe(false);
    expect(neuralOverrules(notice, said, '2 months')).toBe(false); // no general words
    // Free text is compared by its words, not one value.
    const salary = expectsOf('salary-expectations');
    expect(neuralOverrules(salary, heard('About ninety thousand.'), 'about eighty thousand', 'about ninety thousand')).toBe(false);
  });
});
