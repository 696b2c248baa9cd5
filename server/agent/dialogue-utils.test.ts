import { describe, expect, it, test } from 'vitest';
import { grammarFor } from './dialogue-grammar.ts';
import { extractValue, narrowTo, numberWords, valueWords } from './dialogue-utils.ts';
import { RECRUITER_SCRIPT, expectsOf } from './recruiter-script.ts';

describe('dialogue-utils', () => {
  test.each([
    [0, 'zero'],
    [5, 'five'],
    [13, 'thirteen'],
    [20, 'twenty'],
    [23, 'twenty three'],
    [30, 'thirty'],
    [2.5, 'two and a half'],
    [0.5, 'half a'],
  ])('says %s as "%s"', (n, words) => expect(numberWords(n)).toBe(words));

  test.each([
    ['years-experience', 'i have five years of experience', 5],
    ['years-experience', 'about twenty three years', 23],
    ['years-experience', 'twenty years', 20],
    ['years-experience', 'a year', 1],
    ['years-experience', 'forty years', null], // over the question's bound
    ['years-experience', 'i have lots', null],
    ['currently-employed', 'yes i am', true],
    ['currently-employed', 'yeah', true],
    ['currently-employed', 'no not at the moment', false],
    ['currently-employed', "i'm not", false],
    ['currently-employed', 'ah', null],
    ['role', "i'm applying for the data engineer role", 'data engineer'],
    ['role', 'the product manager position', 'product manager'],
    ['role', 'astronaut', null],
    ['start-month', 'i could start in march', 'march'],
    ['start-month', 'right away', 'immediately'],
    ['start-month', 'whenever', null],
    ['name', 'my name is sam taylor', 'sam taylor'],
    ['name', "i'm ada lovelace", 'ada lovelace'],
    ['name', "my name's chidi okafor", 'chidi okafor'],
    ['name', "hi the name's lena novak", 'lena novak'],
    ['name', 'uh', null],
    ['name', "hi i'm olivia brown", 'olivia brown'],
    ['name', 'call me jack jack thompson', 'jack thompson'],
    ['name', "good morning you're speaking with fatima okafor", 'fatima okafor'],
    ['name', 'good afternoon speaking with lena novak', 'lena novak'],
    ['name', 'good morning myself ravi shankar menon', 'ravi shankar menon'], // India's "I am" (sets 30 and 31)
    ['name', "well it's daniel kim i think", 'daniel kim'],
    // A yes and a greeting before the name, or a filler phrase the name grammar matched them as.
    ['name', "yes hi it's james cooper", 'james cooper'],
    ['name', "i guess hi it's james cooper", 'james cooper'],
    ['name', 'yeah okay emma wilson', 'emma wilson'],
    // A name ends at the first everyday word (a tail the grammar allows, or what people say after it); an answer that
    // starts with one has none.
    ['name', 'david brown so far', 'david brown'],
    ['name', 'tom harris nice to meet you', 'tom harris'],
    ['name', 'david brown speaking', 'david brown'],
    ['name', 'can you hear me', null],
    ['name', 'and you clearly', null],
    ['name', 'when there is a hitler', null],
    // A role said as its field.
    ['role', 'software engineering mostly backend', 'software engineer'],
    ['role', 'product management', 'product manager'],
    ['role', 'the engineering team', null],
    ['notice-period', 'my notice period is two months', '2 months'],
    ['notice-period', 'i could leave in three weeks', '3 weeks'],
    ['years-experience', 'nearly three years now', 3],
    ['role', "i'm here for the data engineer opening", 'data engineer'],
    ['role', 'a lead product manager position', 'product manager'],
    ['notice-period', 'one month', '1 month'],
    ['notice-period', 'about three months notice', '3 months'],
    ['notice-period', 'two weeks', '2 weeks'],
    ['notice-period', 'a month', '1 month'],
    ['notice-period', 'no notice period', 'none'],
    ['notice-period', 'soon', null],
    // Ways of having no notice period, and a sentence about it that says no such thing.
    ['notice-period', "i don't have a notice period", 'none'],
    ['notice-period', "i haven't got any notice", 'none'],
    ['notice-period', 'i can leave without notice', 'none'],
    ['notice-period', "i don't know my notice period", null],
    // The dictionary's possessive: "three months' notice".
    ['notice-period', "three months' unfortunately", '3 months'],
    ['notice-period', "two weeks' notice", '2 weeks'],
    ['salary-expectations', 'around sixty thousand', 'around sixty thousand'],
    ['salary-expectations', 'um ah', null],
    ['salary-expectations', 'er around sixty thousand', 'around sixty thousand'],
    // A word heard twice in a row is kept once: "Um, I'm hoping…" was heard "i'm i'm hoping…" (sets 19–22).
    ['salary-expectations', "i'm i'm hoping for about ninety five thousand", "i'm hoping for about ninety five thousand"],
    ['salary-expectations', 'so a bit of of that maybe eighty k', 'so a bit of that maybe eighty k'],
    // A free-text answer that dodges or misses the question is none; one with a number in it is kept.
    ['salary-expectations', "i don't know yet", null],
    ['salary-expectations', "i'd rather not say", null],
    ['salary-expectations', 'sorry can you say that again', null],
    ['salary-expectations', 'no idea really', null],
    ['salary-expectations', "i'm not sure maybe sixty thousand", "i'm not sure maybe sixty thousand"],
    ['salary-expectations', 'whatever the market pays', 'whatever the market pays'],
    // A question asked back is no answer; an answer that opens like a question is kept.
    ['salary-expectations', "what's the range for this position", null],
    ['salary-expectations', 'um how much does it pay', null],
    ['salary-expectations', 'could you tell me the budget first', null],
    ['salary-expectations', 'what does the role pay', null],
    ['salary-expectations', 'is there a bonus', null],
    ['salary-expectations', "what i'd like is a fair market rate", "what i'd like is a fair market rate"],
    ['salary-expectations', "what's the range sixty to seventy thousand", "what's the range sixty to seventy thousand"],
    // No experience is zero years; no number and no "none" is no answer.
    ['years-experience', 'honestly none i just finished university', 0],
    ['years-experience', "i don't have any experience yet", 0],
    ['years-experience', 'no experience really', 0],
    ['years-experience', "i don't have any questions", null],
    ['years-experience', "not yet i've just graduated actually", 0],
    ['years-experience', "i'm a recent graduate", 0],
    ['years-experience', 'fresh out of college', 0],
    ['years-experience', "honestly i'm fresh out of uni so", 0], // set 42
    ['years-experience', 'straight out of uni', 0],
    ['years-experience', 'i only just finished my degree', 0],
    ['years-experience', "i'm not yet sure how to count it", null],
    ['years-experience', 'i just graduated but worked three years before that', 3],
    // A stall ("hold on", "one moment", "just a sec") is no answer, and no name; a number after it is.
    ['name', 'just a sec and turning the radio down', null],
    ['name', 'hold on a second', null],
    ['name', 'one moment please', null],
    ['name', 'hang on', null],
    ['salary-expectations', 'hold on a second', null],
    ['salary-expectations', 'bear with me', null],
    ['salary-expectations', 'give me a minute', null],
    ['salary-expectations', 'could we talk about that later', null],
    ['salary-expectations', 'can we come back to that', null],
    ['salary-expectations', "i'll get back to you on that", null],
    ['salary-expectations', "let's leave that for now", null],
    ['salary-expectations', "sixty thousand but let's talk about it later", "sixty thousand but let's talk about it later"],
    ['salary-expectations', 'one moment sixty thousand', 'one moment sixty thousand'],
    ['salary-expectations', 'at the moment around fifty', 'at the moment around fifty'],
    // The dodge's own "one" is no number; thinking it over, asking back or "it depends" alone is no answer.
    ['salary-expectations', 'hold on one sec my dog is barking', null],
    // Set 43's stall, and its "one sec" as the neural recognizer wrote it for slt and kal.
    ['years-experience', "oh sorry one sec my dog's going mad at the door", null],
    ['years-experience', "pooh sorry one sick my dogs goin' mad at the door", null],
    ['years-experience', 'hold on one sec it was five years', 5],
    ['salary-expectations', 'let me think about that', null],
    ['salary-expectations', "i haven't really thought about it", null],
    ['salary-expectations', 'it depends on the package', null],
    [
      'salary-expectations',
      'it depends on the package but around seventy thousand',
      'it depends on the package but around seventy thousand',
    ],
    ['salary-expectations', 'could you repeat the question', null],
    ['salary-expectations', 'why do you ask', null],
    ['salary-expectations', 'which position is this for', null],
    ['salary-expectations', 'what does the job involve', null],
    ['salary-expectations', "at the moment i'm flexible", "at the moment i'm flexible"],
    // A known given name and surname end the name ("speak of" is what the general model made of "speaking").
    ['name', 'david brown speak of', 'david brown'],
    ['name', "it's sophia martinez colon", 'sophia martinez'],
    ['name', 'nina fischer wolf', 'nina fischer wolf'], // not known: up to three words, as before
    ['name', 'mary smith jones', 'mary smith jones'], // a known surname third: a double-barrelled name
    ['name', 'oliver oliver bell', 'oliver bell'], // a given name said twice
    // "Right now" starts right away; "not right now" does not.
    ['start-month', 'i could start right now', 'immediately'],
    ['start-month', 'not right now', null],
    // Someone introducing themselves answers no other question.
    ['currently-employed', "sure my name's grace turner", null],
    ['currently-employed', 'hi yes this is preeti sharma', null],
    ['currently-employed', 'hi there yes this is margaret hollis speaking', null],
    ['currently-employed', "hi yeah it's pretty rag who knew it then", null],
    ['role', "hi yeah it's spring or rag vanessa", null],
    ['currently-employed', "yes it's a full time job", true],
    ['currently-employed', 'yes this is my third year there', true],
    ['role', 'my name is alex morgan product manager', null],
    ['currently-employed', 'yes my full name is alex morgan', null], // set 27: "my full name is" introduces too
    ['name', 'my name is alex morgan', 'alex morgan'],
    // Hedges, lead-ins and counts people use.
    ['years-experience', "i've got about eight years", 8],
    ['years-experience', "i'd say a bit over six years", 6],
    ['years-experience', 'a couple of years', 2],
    ['years-experience', 'half a dozen years', 6],
    ['years-experience', 'a dozen years', 12],
    ['years-experience', 'over ten', 10],
    ['notice-period', "it's about a month", '1 month'],
    ['notice-period', 'a couple of weeks', '2 weeks'],
    ['start-month', 'from march probably', 'march'],
    ['start-month', 'as soon as possible', 'immediately'],
    // Paraphrased yes/no, as the script's data defines them for the question.
    ['currently-employed', "now i'm between jobs", false],
    ['currently-employed', "not at the moment i'm freelancing", false],
    ['currently-employed', "i'm looking right now", false],
    ['currently-employed', "i'm not working", false],
    ['currently-employed', 'i am full time at a startup', true],
    ['currently-employed', "i'm working at a bank", true],
    ['currently-employed', 'i was laid off last month', false],
    ['currently-employed', 'they let me go in march', false],
    ['currently-employed', 'i was made redundant', false],
    ['currently-employed', 'sadly i lost my job', false],
    ['currently-employed', "i'm between roles", false],
    ['notice-period', 'no noticeable i can leave anytime', 'none'],
    ['notice-period', 'i can leave whenever i like', 'none'],
    ['notice-period', "i don't have one since i'm not working at the moment", 'none'],
    ['notice-period', "i haven't got one", 'none'],
    ['notice-period', "there isn't one actually i can leave me at the time", 'none'],
    ['notice-period', "there's none", 'none'],
    ['notice-period', "uh just a fortnight so it's pretty quick", '2 weeks'], // set 21
    ['notice-period', "a fortnight's notice", '2 weeks'],
    ['notice-period', "i don't have when i'm not tied to any employer right now", 'none'], // set 22, espeak
    ['notice-period', 'why do you need to know that none in effect my application', null], // a question asked back (set 21)
    ['years-experience', "honestly unyet i'm just finishing my degree", 0],
    ['years-experience', "i'm still finishing university", 0],
    ['currently-employed', 'uh huh still with my current company', true],
    ['currently-employed', 'mhm', true],
    ['currently-employed', 'aha still with my current company', true],
    ['currently-employed', "i'm still looking", false],
    // Before a "but" is the answer; after it, a qualification.
    ['currently-employed', "i am yes but i'm looking for something new", true],
    ['currently-employed', "no but i'm freelancing", false],
    ['currently-employed', "not at the moment but i'm looking", false],
    ['currently-employed', "well but i'm looking", false],
    ['currently-employed', 'i am but on a fixed term contract', true],
    ['notice-period', "i don't have one month's notice", '1 month'], // "one" before a unit is a number
    ['currently-employed', 'that right now my contract ended last month', false],
    ['years-experience', "sorry i'm driving can i call you back in ten minutes", null],
    ['years-experience', 'twenty minutes a day for five years', 5],
    ['years-experience', 'twenty five percent of it for six years', 6],
    // The number said with its unit, unless it ends a range.
    ['years-experience', "i've been to him at four three years now", 3],
    ['years-experience', 'four or five years', 4],
    ['years-experience', 'three to four years i think', 3],
    ['years-experience', 'twenty five years', 25],
    ['years-experience', 'two years here and five years before that', 2],
    ['years-experience', 'about seven i think seven years', 7],
    ['currently-employed', "i'm between contracts", false],
    ['name', "yes of course it's sarah jenkins", 'sarah jenkins'],
    ['name', "sure thing it's anna lee", 'anna lee'],
    ['name', "sure thing i'm i'm a deal must be", null], // not "thing"
    ['name', 'certainly hi this is kevin walsh', 'kevin walsh'],
    ['currently-employed', "i'm taking some time off to travel", false],
    ['role', "i'm a project manager i think that was the title", 'product manager'],
  ])('understands %s from "%s" as %s', (q, text, value) => expect(extractValue(expectsOf(q), text)).toEqual(value));

  test.each([
    ['years-experience', 23, ['twenty', 'three']],
    ['role', 'data engineer', ['data', 'engineer', 'engineering']],
    ['start-month', 'immediately', ['right', 'away', 'immediately', 'straight', 'soon', 'possible']],
    ['notice-period', '3 months', ['three', 'threes', 'month', 'months']],
    ['notice-period', '2 weeks', ['two', 'twos', 'week', 'weeks', 'fortnight']],
    ['years-experience', 2, ['two', 'couple']],
  ])('names the words that carry %s = %s', (q, v, ws) => expect(valueWords(expectsOf(q), v)).toEqual(ws));

  it("counts a yes/no question's own phrases among the words that carry its value", () => {
    const no = valueWords(expectsOf('currently-employed'), false);
    expect(no).toEqual(expect.arrayContaining(['no', 'nope', 'not', 'between', 'jobs', 'freelancing']));
    expect(no).not.toContain('working'); // "not working" is a no, but "working" alone carries a yes
    const yes = valueWords(expectsOf('currently-employed'), true);
    expect(yes).toEqual(expect.arrayContaining(['yes', 'full', 'part']));
    expect(yes).not.toContain('employed'); // "not employed" and "self employed" are noes
  });

  it('ignores pocketsphinx alternate-pronunciation marks and case', () => {
    expect(extractValue(expectsOf('years-experience'), 'Two(2) YEARS')).toBe(2);
  });

  it('gives a grammar to every question except plain free text, and every value it bounds is in it', () => {
    // The spelled name's is a finite-state grammar (server/agent/spelling.test.ts).
    for (const s of RECRUITER_SCRIPT.filter((x) => x.expects))
      expect(grammarFor(s.expects!)).toMatch(
        s.expects!.kind === 'spelled' ? /^FSG_BEGIN / : /^#JSGF V1\.0;\ngrammar answer;\npublic <answer> = /,
      );
    expect(grammarFor({ kind: 'free' })).toBeNull();
    expect(grammarFor({ kind: 'free', phrasing: 'amount' })).toMatch(
      /\[<hedge>\] <amount> .*\n<amount> = <num> \[hundred\] \[thousand \| k \| grand\]/s,
    );
    // Every question's grammar takes the shared fillers, hedges and tails; a spelled name is letters alone.
    for (const s of RECRUITER_SCRIPT.filter((x) => x.expects && x.expects.kind !== 'spelled'))
      expect(grammarFor(s.expects!)).toMatch(/^public <answer> = \[<filler>\].*\[<tail>\][^]*^<hedge> = about \| around/m);
    expect(grammarFor(expectsOf('years-experience'))).toContain('| twenty nine | thirty | a couple [of] | a dozen | half a dozen;');
    expect(grammarFor(expectsOf('role'))).toContain(
      'software engineer | software engineering | data engineer | data engineering | product manager | product management | project manager | designer | design',
    );
  });

  test.each([
    ['years-experience', 8, { min: 8, max: 8 }, 'nineteen'],
    ['role', 'designer', { options: ['designer'] }, 'data engineer'],
    ['name', 'sam taylor', { first: ['sam'], last: ['taylor'] }, 'maria'],
    ['name', 'sam', { first: ['sam'], last: [] }, 'garcia'],
    ['notice-period', '2 weeks', { only: { n: 2, unit: 'week' } }, '| ten |'],
    ['notice-period', '1 month', { only: { n: 1, unit: 'month' } }, 'week'],
    ['start-month', 'august', { only: 'august' }, 'april'],
  ])('narrows %s to %s (a grammar that can only hear it)', (q, v, narrowed, other) => {
    const e = narrowTo(expectsOf(q), v)!;
    expect(e).toMatchObject(narrowed);
    expect(grammarFor(e)).toMatch(/^public <answer> = /m);
    expect(grammarFor(e)).not.toContain(other);
  });

  test.each([
    ['years-experience', 40], // outside the question's bound
    ['role', 'astronaut'],
    ['name', 'nina fischer'], // not in the grammar's lists
    ['notice-period', 'none'], // other shapes than "<number> <unit>" are not narrowed
    ['notice-period', '20 weeks'],
    ['start-month', 'immediately'],
  ])('does not narrow %s to %s', (q, v) => expect(narrowTo(expectsOf(q), v)).toBeNull());
});
