import { describe, expect, it } from 'vitest';
import { extractValue } from './dialogue-utils.ts';
import { expectsOf } from './recruiter-script.ts';

// extractValue (dialogue-utils.ts) on the phrasings of the blind sets from set 45 on, as either recognizer wrote them
// (dialogue-utils.test.ts holds the earlier ones).
const value = (q: string, text: string) => extractValue(expectsOf(q), text);

describe('extractValue on set 45', () => {
  it.each([
    // "Let's say May, if that's alright": the neural recognizer wrote the month as the name (slt, espeak).
    ['start-month', "Let's say, Mae, if that's all right.", 'may'],
    ['start-month', "Let's say, Mae, if not so right.", 'may'],
    ['start-month', 'I may start in June', 'june'],
    // "I'm at a startup right now, uh, doing backend work."
    ['currently-employed', "I'm at a startup right now, uh, doing backend work.", true],
    ['currently-employed', "I'm at a startup right now, a doing-ma-can't-work.", true],
    ['currently-employed', "i'm at the store top right now i do i'm back at work", true],
    ['currently-employed', 'currently with a consultancy', true],
    ['currently-employed', "I'm at the moment between jobs", false],
    ['currently-employed', "I'm at the moment, um, not working", false],
    ['currently-employed', "i'm at the moment looking for work", false],
    // "None really, I could start straight away" (espeak, the neural recognizer: "…I coveted tariffs straight away").
    ['notice-period', 'Hungry, only, I coveted tariffs straight away.', 'none'],
    ['notice-period', 'immediately', 'none'],
    ['notice-period', "i can't start straight away", null],
    ['notice-period', 'not right away, i need to give a month', '1 month'],
    ['notice-period', "i'd have to give two weeks so not right away", '2 weeks'],
    ['years-experience', 'Just a single year so far, at my first company.', 1],
    // A name answer asked the others: "Hi there, yeah, it's Cormac Flanagan." (espeak, the neural recognizer).
    ['currently-employed', "Hi, mayor. Yeah, it's Claremac Flanagan.", null],
    ['currently-employed', "Hi, yes, I'm with Deloitte.", true],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 46', () => {
  it.each([
    // "Hi, um, can you hear me okay? The line's a bit crackly." asked the name (kal; the general model's words).
    ['name', 'ion can you hear me okay the lines of the crackling', null],
    ['name', 'james sorry can you hear me', 'james'],
    ['name', "it's kwesi", 'kwesi'],
    // kal's "I've been doing this for twelve years or so" (the neural recognizer's words).
    ['years-experience', 'I might have been to him this four or twelve years or so.', 12],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 47', () => {
  it.each([
    // "I left my last job back in March, actually." (all three voices; espeak's as the neural recognizer wrote it).
    ['currently-employed', 'I left my last job back in March, actually.', false],
    ['currently-employed', 'i left my previous job in the summer', false],
    // "I'm in a small startup right now." (slt, the general model's words); looking at startups is still looking.
    ['currently-employed', "i'm in a small start up right now", true],
    ['currently-employed', 'I work for a startup.', true],
    ['currently-employed', "I'm looking at startups at the moment", false],
    // "Software engineer, no sorry, I mean designer, the design role" (espeak): the general model's "oh sorry".
    ['role', 'software engineer oh sorry i you designer the design role', 'designer'],
    ['role', 'software engineer oh sorry i we fight or the design rule', 'designer'],
    ['role', 'oh sorry data engineer', 'data engineer'],
    // "Um, two months, oh, no, sorry, it's three months." (slt, kal)
    ['notice-period', "Um, two months, oh, no, sorry, it's three months.", '3 months'],
    ['notice-period', "i'm two months and am sorry it's three months", '3 months'],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 48', () => {
  it.each([
    // "Honestly none, I've only just finished my master's." (slt, kal): the neural recognizer's "ma'am" for "none".
    ['years-experience', "Honestly, ma'am, I've only just finished my master's.", 0],
    ['years-experience', "honestly not i've only just finished my masters", 0],
    ['years-experience', "i'm just finishing my phd", 0],
    ['years-experience', 'i finished my masters five years ago', 5],
    // "Product manager, oh wait, no, it's the software engineer job I applied for." (espeak: the role left unsaid).
    ['role', "Product manager. Oh, wait. No, it's massafed where engineer job I applied for.", null],
    ['role', "product manager oh wait no it's the software engineer job i applied for", 'software engineer'],
    // "March, no wait, April, to give me time to hand over." (kal's "no wait" as "no way", the general model's words).
    ['start-month', 'march no way to april to give me time to hand over', 'april'],
    ['years-experience', 'three no way to its for years now', null],
    // "I could start immediately, I'm not tied to anything." (espeak, as the neural recognizer wrote it).
    ['notice-period', "I called it tariff immediately. I'm not time to-and-a-thing.", 'none'],
    ['notice-period', 'not immediately', null],
    ['notice-period', "i can't start immediately i'm afraid", null],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 49', () => {
  it.each([
    // "Not really, I only finished my degree in June." (kal, both decodes)
    ['years-experience', 'Not really, I only finished my degree in June.', 0],
    // "Not really, I'm just starting out." (set 72's kal, the general model word for word)
    ['years-experience', "not really i'm just starting out", 0],
    ['years-experience', "i'm just starting out, two years in", 2],
    ['years-experience', 'i only finished my degree five years ago', 5],
    // "Sort of, I'm on a six month contract that finishes in May." (slt and kal: the general model; espeak: the neural)
    ['currently-employed', "sort of i'm on a six month contract that finishes in may", true],
    ['currently-employed', "Soraton, I'm on a six-month contract at Fidisha's in May.", true],
    ['currently-employed', 'my six month contract ended last week', false],
    ['currently-employed', "i'm on a career break at the moment", false],
    ['currently-employed', 'i just finished a six month contract', null],
    // "Software engineer, sorry, no, the data engineering one." (slt: the general model's "no" written "know")
    ['role', 'software engineer sorry know the day to engineering line', null],
    ['role', 'software engineer sorry know the data engineering one', 'data engineer'],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 50', () => {
  it.each([
    // "I am, yes, although it's a contract that ends soon." (espeak, as the neural recognizer wrote it)
    ['currently-employed', "I am, yes, although it's a contract, not an end soon.", true],
    ['currently-employed', 'no although i freelance sometimes', false],
    ['currently-employed', "i'm not though i do some freelance work", false],
    ['currently-employed', 'yes though my contract is not renewed', true],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 51', () => {
  it.each([
    // "Two and a half years, give or take." (every voice; the agent read it as two)
    ['years-experience', 'Two and a half years, give or take.', 2.5],
    ['years-experience', 'a year and a half', 1.5],
    ['years-experience', 'only half a year so far', 0.5],
    ['years-experience', 'twenty two and a half years', 22.5],
    ['years-experience', 'a decade and a half', 15],
    ['years-experience', 'half a dozen years', 6],
    ['years-experience', 'two or three years', 2],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 53', () => {
  it.each([
    // "Um, I'd say two and a half years." (espeak: the neural recognizer wrote "too")
    ['years-experience', "Um, I'd say, too, and a half years.", 2.5],
    ['years-experience', 'to and a half years', 2.5],
    ['years-experience', 'close to and a half', null],
    ['years-experience', 'up to three years', 3],
    // "I was hoping for, uh, sixty five thousand pounds per year." (slt, espeak: "…for a sixty-five thousand…")
    [
      'salary-expectations',
      'I was hoping for a sixty-five thousand pounds per year.',
      'i was hoping for sixty five thousand pounds per year',
    ],
    ['salary-expectations', 'around a ninety k', 'around ninety k'],
    ['salary-expectations', "I'd like a twenty percent raise", "i'd like a twenty percent raise"],
    ['salary-expectations', 'a hundred thousand', 'a hundred thousand'],
    // "Let me see, with my notice period, uh, November at the earliest." (espeak: the neural recognizer)
    ['start-month', 'Let me see, with my no disdain, read, Ah, no member at the earliest.', 'november'],
    ['start-month', "Let's say no member.", 'november'],
    ['start-month', 'not november, december', 'december'],
    ['start-month', 'i was a member of a union until june', 'june'],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 54', () => {
  it.each([
    // "I'm not working right now, so I could start immediately." (every voice: the "not" is the other clause's)
    ['notice-period', "I'm not working right now, so I could start immediately.", 'none'],
    ['notice-period', "I'm not lurking right now, so I could start immediately.", 'none'],
    ['notice-period', "i'm not employed and would start immediately", 'none'],
    ['notice-period', 'i could not start immediately', null],
    ['notice-period', "I'm not sure I could start immediately", null],
    ['notice-period', "I'm not working right now", null],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 57', () => {
  it.each([
    // "Hmm, about one hundred and twenty thousand plus equity." (slt: the neural recognizer wrote "H. M. M.")
    [
      'salary-expectations',
      'H. M. M., about one hundred and twenty thousand plus equity.',
      'about one hundred and twenty thousand plus equity',
    ],
    ['salary-expectations', 'um h m eighty thousand', 'eighty thousand'],
    ['salary-expectations', 'h m m h m m fifty thousand', 'fifty thousand'],
    ['salary-expectations', 'H. M. M.', null],
    ['salary-expectations', 'about seventy thousand, plan m', 'about seventy thousand plan m'],
    ['salary-expectations', 'i think h r said ninety thousand', 'i think h r said ninety thousand'],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 58', () => {
  it.each([
    // "Seven years. Well, actually closer to eight, so let's say eight." (espeak to the neural recognizer; kal to the
    // general model, whose last correction says no value: the one before it does).
    ['years-experience', "Seven years well, actually closer to eight, so that's eight.", 8],
    ['years-experience', "seven years well actually closer to eight so let's say it", 8],
    ['years-experience', "five years so let's say it", 5],
    ['years-experience', 'I actually have five years', 5],
    ['years-experience', "four years at google and two at a startup so that's six", 6],
    ['notice-period', "four weeks so that's a month", '1 month'],
    // "Um, how about November?" (espeak: "…your member?"), not "remember".
    ['start-month', 'Um, how about your member?', 'november'],
    ['start-month', 'if i remember right june', 'june'],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 60', () => {
  it.each([
    // "Uh, somewhere between ninety and a hundred thousand…" (slt: "A somewhere…", kal: "Are somewhere…")
    ['salary-expectations', 'A somewhere between ninety and a hundred thousand.', 'somewhere between ninety and a hundred thousand'],
    ['salary-expectations', 'Are somewhere between ninety and a hundred thousand.', 'somewhere between ninety and a hundred thousand'],
    ['salary-expectations', 'or around ninety k', 'around ninety k'],
    ['salary-expectations', 'a hundred thousand', 'a hundred thousand'],
    ['salary-expectations', 'are you hiring at ninety k', 'are you hiring at ninety k'],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 63', () => {
  it.each([
    // "Probably March, early March." (espeak, as the neural recognizer wrote it).
    ['start-month', 'Prominely marsh, early marsh,', 'march'],
    ['start-month', 'the marsh', 'march'],
    ['start-month', 'constructor', null], // a word that sounds like no month
    // "Software engineer, please, that one." asked how many years (slt, kal): no number.
    ['years-experience', 'Soft-wear engineer, please, that one.', null],
    ['years-experience', 'Soft, where engine near, please that one.', null],
    // "I'm hoping for something in the range…" (kal, as the neural recognizer wrote it): a dropped "g" put back.
    [
      'salary-expectations',
      "I'm hopein for somethin' in the range of sixty to seventy thousand,",
      "i'm hopein for something in the range of sixty to seventy thousand",
    ],
    ['salary-expectations', "Um, I'm hopein' for ninety k, seein' as it's London.", "i'm hoping for ninety k seein as it's london"],
    ['name', "Ay, yes, my name's Hodin' War, same.", 'hodin war same'], // not in a name
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});

describe('extractValue on set 66: salary answers', () => {
  it.each([
    // "Um, around ninety thousand a year." (kal: the general model's "i'm around…"; 25 of 25 stored "i'm" + opener).
    ["i'm around ninety thousand a year", 'around ninety thousand a year'],
    ["i'm somewhere around sixty five thousand but i'm flexible", "somewhere around sixty five thousand but i'm flexible"],
    ["i'm ideally between fifteen and eighteen lakhs", 'ideally between fifteen and eighteen lakhs'],
    // An "I'm" said stays: before "about" or "honestly", or a word that opens nothing.
    ["i'm about ninety", "i'm about ninety"],
    ["i'm hoping for ninety", "i'm hoping for ninety"],
    ["i'm honestly open", "i'm honestly open"],
    // "Honestly, I'm flexible, but around a hundred and ten k." (kal, as the neural recognizer wrote it; set 65's too).
    ['Honestly, I am flexible, but round a hundred and ten k.', 'honestly i am flexible but around a hundred and ten k'],
    ['round ninety thousand', 'around ninety thousand'],
    ['a round eighty five', 'around eighty five'],
    ['a round number like ninety', 'a round number like ninety'],
  ])('reads %j as %j', (text, v) => expect(value('salary-expectations', text)).toBe(v));
});

describe('extractValue on set 73', () => {
  it.each([
    // A yes said as staying "there" (the general model's words: slt, kal, espeak); looking beside it does not undo it.
    ['yet still there for now', true],
    ['you still there for know', true],
    ["i'm still there but i'm looking", true],
    ['no i was still there until march', false],
    ['yet i still therefore now', null],
  ])('currently-employed: reads %j as %j', (text, v) => expect(value('currently-employed', text)).toBe(v));
});

describe('extractValue on set 78', () => {
  it.each([
    // "Two and a half years." (kal, as the neural recognizer wrote it; sets 51 and 52's the same way)
    ['years-experience', 'Two end of half years.', 2.5],
    ['years-experience', 'a year end of half', 1.5],
    ['years-experience', 'two years by the end of half term', 2],
    // "I was hoping for, uh, eighty five, maybe ninety thousand…" (slt, as the neural recognizer wrote it)
    ['salary-expectations', 'I was hoping for a eighty five, maybe ninety thousand.', 'i was hoping for eighty five maybe ninety thousand'],
    ['salary-expectations', 'a eleven percent raise', 'eleven percent raise'],
    ['salary-expectations', 'a ninety five maybe', 'a ninety five maybe'],
    // "Um, I'm looking for something around ninety five thousand a year, but I'm flexible." (slt, the neural
    // recognizer; sets 14, 25, 32, 40, 70, 75 and 77 the same way, "Um, I'd be looking…" as "Am I be looking…")
    [
      'salary-expectations',
      'Am I looking for something? Around ninety-five thousand a year.',
      "i'm looking for something around ninety five thousand a year",
    ],
    [
      'salary-expectations',
      'Am I be looking for one hundred and twenty thousand base?',
      "i'd be looking for one hundred and twenty thousand base",
    ],
    ['salary-expectations', 'Um, am I hoping for ninety?', "i'm hoping for ninety"],
    ['salary-expectations', 'Am I not hoping for ninety?', 'am i not hoping for ninety'],
    ['salary-expectations', 'I am looking for ninety', 'i am looking for ninety'],
    // "I could do May, oh wait, no, my notice runs out later than that, so June." (slt, as the general model wrote it)
    ['start-month', 'i could do may oh wait now my narratives runs out later than that said june', 'june'],
    ['start-month', 'may oh wait now let me check', null],
    ['start-month', 'i would have to wait now until may', 'may'],
  ])('%s: reads %j as %j', (q, text, v) => expect(value(q, text)).toBe(v));
});
