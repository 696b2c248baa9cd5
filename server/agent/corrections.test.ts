import { describe, expect, it } from 'vitest';
import { ownPart, takenBack } from './corrections.ts';
import { extractValue } from './dialogue-utils.ts';
import { expectsOf } from './recruiter-script.ts';

// Answers read as set 23 said them (read 2026-11-29), and the answers near them that must read as before.
describe('an answer corrected as it is said', () => {
  it.each([
    ['role', 'software engineer actually no sorry i meant data engineer', 'data engineer'],
    ['role', 'product manager or rather designer', 'designer'],
    ['start-month', 'march no wait april', 'april'],
    ['notice-period', 'two weeks i mean a month', '1 month'],
    ['years-experience', 'five years no sorry six', 6],
    // Nothing a value after the correction: a value taken back is none (set 37: the recognizer sounds the option out of
    // the words after it), one only restated with "I mean" reads as before.
    ['role', 'software engineer actually no sorry i meant day to engineer', null],
    ['role', 'designer i mean that is what i am after', 'designer'],
    ['role', 'i mean i would like the designer role', 'designer'],
    ['years-experience', 'about ten years i mean give or take', 10],
    // "Sorry, I mean" takes back, also after a "no wait" that ate its space (set 44's slt as Moonshine wrote it).
    ['role', 'day to engineer no weight sorry i mean software and an ear i mix them up', null],
    ['role', 'data engineer sorry i mean software and an ear', null],
    // A yes or no is never corrected ("no, I mean, I do freelance work" is a no: freelancing is not employed).
    ['currently-employed', 'no i mean i do freelance work', false],
    // A value taken back before it is given (set 26, read 2026-11-29): what follows the "but" is the answer, or none.
    ['role', 'i was going to say software engineer but actually no data engineer fits my background better', 'data engineer'],
    ['role', 'i was going to say software engineer but actually no day to engineer fits my background better', null],
    ['start-month', 'i was gonna say march but april works better', 'april'],
    ['years-experience', 'i almost said five years no wait six', 6],
    ['role', 'i was going to say designer', 'designer'], // not taken back
    // Set 27 (read 2026-11-29): kal's "say" heard "stay", and a role said with "'s".
    ['role', "i was going to stay software engineer but no actually it's the data engineer's one i put in for", 'data engineer'],
    ['currently-employed', 'i was going to say yes but i am between jobs', false],
    ['currently-employed', 'i was going to say no but actually yes part time', true],
    // Set 28 (read 2026-11-29): "I was thinking …, but".
    ['role', "i was thinking software engineer but actually no let's go with data engineer", 'data engineer'],
    ['role', 'i was thinking of product manager but designer suits me more', 'designer'],
    ['role', 'i was thinking data engineer', 'data engineer'], // not taken back
    // Set 30: "but no, actually", and a month said with "not" before it.
    ['role', "well i did apply as software engineer at first but no actually it's the data engineer position i want", 'data engineer'],
    ['start-month', "i'm not august i've got holiday booked so september would be best", 'september'],
    ['start-month', 'not august', null],
    ['start-month', 'not until august', 'august'],
    // Set 32: a restatement, and a choice made at last, replace what came before; the first month said is the one.
    ['notice-period', 'officially four weeks so basically a month', '1 month'],
    ['notice-period', 'officially four weeks so basically i am on it', '4 weeks'], // no value after it
    ['role', "h m m i was torn between software and data but let's say data engineer", 'data engineer'],
    ['years-experience', 'ten years so essentially a decade', 10],
    ['start-month', "not before september we've got a family trip planned in august", 'september'],
    ['start-month', 'july or august', 'july'],
    // Set 33: a yes or no concluded ("so yes, …") is the answer; one trailing off is not.
    ['currently-employed', "sort of i'm freelancing full time so yes i'd say i'm employed", true],
    ['currently-employed', "i'm freelancing full time so no not really employed", false],
    ['currently-employed', "i was laid off last month so yeah that's about it", false],
    ['currently-employed', "i'm freelancing so yeah", false],
    // Set 34: a restatement with "so about"; what is set apart ("apart from …") is not the answer; a role said after a
    // field said of the work done; freelancing full time is working.
    ['notice-period', "i think it's four weeks so about a month yea", '1 month'],
    ['notice-period', "i think it's four weeks so about right", '4 weeks'], // no value after it
    ['years-experience', "honestly i'm just out of school so none really apart from a couple of class projects", 0],
    ['years-experience', 'five years except for a break of two', 5],
    ['years-experience', 'about two apart from a year of internships', 2],
    ['years-experience', 'apart from two years at school i have five years', 2], // nothing before it: read as before
    ['role', "so i've been doing some design work lately but the royal i'm going for his project manager", 'product manager'],
    ['role', "so i've been doing some design work lately but the role i'm going for is pro-addict manager", null],
    ['role', "i've done software engineering work but i want data engineer", 'data engineer'],
    ['role', "i'm looking for design work", 'designer'], // no other role named: the field says it
    ['role', 'product management experience mostly so product manager', 'product manager'],
    ['currently-employed', "sort of i freelance full time so i've got a few steady clients", true],
    ['currently-employed', "i'm freelancing full time so not really employed", false],
    ['currently-employed', "i'm freelancing at the moment so not really", false],
    // Set 35: a value one was about to say, taken back.
    ['role', "i was about to say software engineer but no actually it's the product manager role i applied for", 'product manager'],
    ['role', "oh i was about to say software engineer but no actually it's the prerogght manager oh i applied for", null],
    ['role', 'i was about to say software engineer', 'software engineer'], // not taken back
    // Set 36: "let's say" and "let's go with" choose at last (kal's "stay", espeak's "let"); "no wait" as "no weight".
    ['start-month', "maybe august h m m no let's say september to be safe", 'september'],
    ['start-month', "may be harvest hmm no let's stay september to be safe", 'september'],
    ['start-month', 'maybe august them though let say september to be safe', 'september'],
    ['start-month', "let's say january right after the holidays", 'january'],
    ['role', "well i was torn between a couple but let's go with data engineer", 'data engineer'],
    ['role', "i'd say software engineer no weight sorry it's the designer electrically", 'designer'],
    ['years-experience', "well over twenty years let's say twenty", 20],
    // Set 37: "sorry, it's" corrects; a role taken back is none when no option follows; staying where one works is a
    // yes that looking for a job does not undo.
    ['years-experience', "roughly fifteen no wait sixteen years sorry it's fifteen actually", 15],
    ['notice-period', "on three weeks now sorry it's actually two weeks", '2 weeks'],
    ['role', 'project manager no sorry i meant the day to engineer line', null],
    ['years-experience', "five years sorry it's a bit noisy here", null],
    ['currently-employed', "yet i'm still with my current company that's partly why i'm looking", true],
    ['currently-employed', "i'm still looking for work", false],
    ['currently-employed', "i was at my current company until may now i'm looking", false],
    // Set 41: a job had now is a yes that looking does not undo either; not having one is no.
    ['currently-employed', "m m h m m i've got a job at the bank at the minute that's partly why i'm looking", true],
    ['currently-employed', "i haven't got a job at the moment i'm looking", false],
    ['currently-employed', "i don't have a job i'm looking", false],
    // Set 80: "I went with" chooses at last, as "let's go with" does.
    ['role', 'i was torn between software engineer and data engineer but i went with data engineer in the end', 'data engineer'],
    ['role', 'torn between product manager and designer but i went with designer', 'designer'],
  ])('%s: reads %j as %j', (question, text, value) => expect(extractValue(expectsOf(question), text)).toEqual(value));
});

describe('taken back with "sorry, I mean" (set 44)', () => {
  it('takes back what came before, also after a "no wait" said before it', () => {
    expect(takenBack('day to engineer no weight sorry i mean software and an ear'.split(' '))).toBe(true);
    expect(takenBack('five years i mean roughly'.split(' '))).toBe(false); // a filler "I mean" restates
  });
});

// Set 77 (read 2026-12-02): "May, no, let's say June to be safe", June unheard by the neural recognizer ("doom") or
// written short ("Jun"), was May; espeak's January written "Jan, you never eat" (sets 69–76) was no month.
describe('a restating correction after a bare "no" takes back; months written short', () => {
  it.each([
    ['may no lets say doom to be safe', null],
    ['may no let say jun to be safe', 'june'],
    ["may no let's say june", 'june'],
    ["may let's say june", 'june'],
    ["may or so let's say", 'may'], // nothing after the correction: nothing taken back
    ['early jan you never eat i would say', 'january'],
  ])('reads %j as %j', (text, value) => expect(extractValue(expectsOf('start-month'), text)).toBe(value));
  it('takes back with a restating correction only after a bare "no"', () => {
    expect(takenBack("may no let's say doom".split(' '))).toBe(true);
    expect(takenBack("may so let's say doom".split(' '))).toBe(false);
    expect(takenBack('nine no i mean ninety'.split(' '))).toBe(true);
  });
});

describe('a yes or no that opens the answer', () => {
  it.each([
    ["yes i'm self employed i freelance for a few clients", true],
    ["yeah i'm freelancing at the moment", true],
    ['well yes i am', true],
    ["no i'm not", false],
    ['nope between jobs', false],
    // Not when the other word follows it, and not "sure" (no lead word): the phrases decide.
    ["yeah no i'm between jobs", false],
    ["i'm freelancing", false],
    ['not at the moment', false],
  ])('reads %j as %j', (text, value) => expect(extractValue(expectsOf('currently-employed'), text)).toBe(value));
});

describe('a notice period', () => {
  it.each([
    ["it's thirty days so basically month", '1 month'],
    ['thirty days', '1 month'],
    ['fourteen days', '2 weeks'],
    ['about sixty days', '2 months'],
    ['week', '1 week'],
    // Set 25: no notice, said with "really" and "could".
    ["i don't really have one i could leave right away", 'none'],
    // Set 33's espeak ("None really, I can start right away."): starting at once is no notice.
    ['in a recent one i can start right away', 'none'],
    ["i don't actually have one", 'none'],
    ['i could leave tomorrow', 'none'],
    ["i don't really have one month's notice", '1 month'], // "one" of a unit is no "one" of notice
    ["i don't have won i'm not working anywhere at the moment", 'none'], // set 27: "one" as the general model wrote it
    ["i don't have when i'm out working right to how", 'none'], // set 38: espeak's "one" as the neural recognizer wrote it
    // Days that are no whole number of weeks or months, and a plural unit with no number, are no notice period.
    ['ten days', null],
    ['weeks', null],
    ['a few days', null],
  ])('reads %j as %j', (text, value) => expect(extractValue(expectsOf('notice-period'), text)).toBe(value));
});

describe('no experience yet', () => {
  it.each([
    ['unyet ah thisly this would be my first role', 0], // set 24, espeak as the neural recognizer heard it
    ['none yet this is my first job', 0],
    ['this is my first role in five years', 5],
    ['it was my first role', null],
    // Set 36: "uni", and a first "proper" job.
    ["honestly i've just finished uni so this would be my first proper job", 0],
    ['this is my first real job', 0],
  ])('reads %j as %j', (text, value) => expect(extractValue(expectsOf('years-experience'), text)).toBe(value));
});

describe('a name after its openers and leads in any order', () => {
  const name = expectsOf('name');
  it.each([
    ["i'm sure it's nnamdi chukwuemeka", 'nnamdi chukwuemeka'], // set 25: "Um, sure, it's …" as the general model heard it
    ['sure thing my name is jae won park', 'jae won park'],
    ["hi it's i'm ana lima", 'ana lima'],
    ["i'm sure it's done that", null],
    ["i'm not sure", null],
    ["yes hi it's so far this month", null], // set 23's "Yes, hi, it's Zofia Wisniewska" (kal): only a yes after a lead
    // Set 27: "my full name is" leads a name, and a nickname's "everyone/most people call me" ends it.
    ['my full name is haruto inoue but most people just call me haru', 'haruto inoue'],
    ['sure meera subramanian everyone just calls me meera though', 'meera subramanian'],
    // Set 37: a name given after other words ("Right, well, my name is …") is read from there.
    ['right well my name is emma coconut', 'emma coconut'],
    ['well everyone calls me liz but my full name is elizabeth morrish', 'elizabeth morrish'],
  ])('reads %j as %j', (text, value) => expect(extractValue(name, text)).toBe(value));
});

describe('a month said only to be ruled out, or as the verb "may" (set 27)', () => {
  it.each([
    ["may would be tight so let's say june", 'june'],
    ["um may it be tight so let's say jim", null], // the neural recognizer's words: June unheard
    ['june is too soon but july works', 'july'],
    ['i may be able to start in june', 'june'],
    ['may', 'may'],
    ['maybe may', 'may'],
    ['march works but april would be tight', 'march'],
    // A month heard with an ending (sets 30 and 32: "Probably March" written "Promptly marched"), not "may".
    ['promptly marched once i grabbed things up here', 'march'],
    ['a marched probably', 'march'],
    ['junes fine', 'june'],
    ['i made it clear', null],
    ['marching orders aside whenever', null],
    // "May be", a "maybe" as the neural recognizer writes it (set 65's slt), is no month; "may" alone still is.
    ['h m m may be genuinary yah j m u a works', null],
    ['november at the latest may be sooner', 'november'],
    ['may be june', 'june'],
    ['may would be fine', 'may'],
  ])('reads %j as %j', (text, value) => expect(extractValue(expectsOf('start-month'), text)).toBe(value));
});

// Set 65 (read 2026-12-01): "Uh, October, no, November, sorry." was October in every voice until then.
describe('a value said again after a bare "no"', () => {
  it.each([
    ['start-month', 'uh october no november sorry', 'november'],
    ['start-month', 'june no july', 'july'],
    ['start-month', 'no july', 'july'],
    ['start-month', 'june no definitely june', 'june'],
    ['start-month', 'june no doubt', 'june'],
    ['role', 'software engineer no product manager', 'product manager'],
    ['start-month', 'june no not july', 'june'],
    ['years-experience', 'five years no six', 6],
    ['years-experience', 'ten years no more no less', 10],
    ['notice-period', 'two weeks no a month', '1 month'],
    ['notice-period', 'two weeks no three', '2 weeks'],
  ])('reads %s %j as %j', (q, text, value) => expect(extractValue(expectsOf(q), text)).toBe(value));
});

// Beside a correction the parts around a bare "no" are not read: each part's own corrections would be read again in
// it, and "i mean uh no hmm", said over and over, took time that doubled with each (found reviewing session 50).
describe('a bare "no" beside a correction', () => {
  it('reads no part around the "no"', () => {
    const parts: string[] = [];
    const valueOf = (part: string[]) => (parts.push(part.join(' ')), part.includes('six') ? 6 : part.includes('five') ? 5 : null);
    expect(ownPart('five i mean uh no six'.split(' '), valueOf)).toBeNull();
    expect(parts).toEqual([]);
    expect(ownPart('five no six'.split(' '), valueOf)).toBe(6);
    expect(parts).toEqual(['five', 'six']);
  });
  it('still reads the answer after the correction', () =>
    expect(extractValue(expectsOf('years-experience'), 'five years i mean uh no six years')).toBe(6));
});

describe('years in decades (set 27: "Roughly a decade at this point")', () => {
  it.each([
    ['roughly a decade at this point', 10],
    ['half a decade', 5],
    ['about a decade and a half', 15],
    ['two decades', 20],
  ])('reads %j as %j', (text, value) => expect(extractValue(expectsOf('years-experience'), text)).toBe(value));
});

describe('a free text restarted after "I\'m"', () => {
  it.each([
    // Set 28 (read 2026-11-29): kal's "Um, honestly, I'd be happy…" heard with "I'm" for the "um".
    [
      "i'm honestly i'd be happy with anything in the range of seventy to eighty thousand",
      "honestly i'd be happy with anything in the range of seventy to eighty thousand",
    ],
    ["i'm i'd be looking for something around ninety thousand", "i'd be looking for something around ninety thousand"],
    // An "I'm" that the answer goes on from stays.
    ["i'm hoping for ninety thousand", "i'm hoping for ninety thousand"],
    ["i'm honestly not sure i'd say ninety", "i'm honestly not sure i'd say ninety"],
    ["i'm open i'd rather hear the band first", "i'm open i'd rather hear the band first"],
  ])('reads %j as %j', (text, value) => expect(extractValue(expectsOf('salary-expectations'), text)).toBe(value));
});

// Set 40 (read 2026-11-30): the same notice said again in other words is given in months, whichever is said last (set
// 65, read 2026-12-01: "I reckon about two months, uh, eight weeks or so" was 8 weeks until then).
describe('a notice period said twice', () => {
  it.each([
    ['um four weeks i think yeah one month in my contract', '1 month'],
    ['eight weeks so two months', '2 months'],
    ['one month or four weeks', '1 month'],
    ['i reckon about two months ah eight weeks or so', '2 months'],
    ['two weeks i mean fourteen days', '2 weeks'],
    ['about three months twelve weeks', '3 months'],
    // Two different notices, no correction between them: the first stands, as before.
    ['two weeks or a month at most', '2 weeks'],
    ['a month maybe two weeks if they let me', '1 month'],
    ['three months notice', '3 months'],
  ])('reads %j as %j', (text, value) => expect(extractValue(expectsOf('notice-period'), text)).toBe(value));
});
