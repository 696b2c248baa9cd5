import { describe, expect, it, test } from 'vitest';
import { grammarFor } from './dialogue-grammar.ts';
import { extractValue } from './dialogue-utils.ts';
import { expectsOf } from './recruiter-script.ts';
import { sampleSentences } from './recognition/soft-grammar.ts';

describe('dialogue-grammar', () => {
  // The phrasings each grammar must admit for the recognizer to hear them (docs/architecture.md §5).
  test.each([
    ['notice-period', '[<have> | my notice period is | my notice is |'],
    ['notice-period', "| i could leave in | i can leave in | in | i'm on | i am on | [i'd | i would | i] (need | have) [to give [them]]]"],
    ['notice-period', "<num> (week | weeks | week's | month | months | month's) [notice [period]]"],
    ['role', "| i'm here for |"],
    ['role', "| i'm calling about | i am calling about | i'm going for | i am going for |"],
    ['role', '[role | position | job | one | opening | vacancy | post]'],
    [
      'name',
      '[<filler>] [yes | yeah | yep | sure | correct] [of course | certainly | absolutely] [hi | hello | hey | good morning | good afternoon | good evening | kia ora | namaste | hola]',
    ],
    [
      'years-experience',
      '<tail> = i think | i guess | probably | or so | more or less | give or take | roughly | or thereabouts | i believe | ideally | now | in total | so far;',
    ],
    ['salary-expectations', '[<per>] [<tail>];'],
  ])('the %s grammar admits %s', (q, part) => {
    expect(grammarFor(expectsOf(q))).toContain(part);
  });

  // "I don't have a notice period", "I don't have one", "I can leave whenever I like": heard by the grammar, read as no
  // notice.
  it('reads every no-notice phrasing the notice grammar admits as no notice', () => {
    const notice = expectsOf('notice-period');
    const g = grammarFor(notice)!;
    expect(g).toContain(' | <none> [<leave>] | <leave>);');
    const leaves = sampleSentences(g, 200, 'leave');
    const nones = sampleSentences(g, 200, 'none');
    expect(new Set(leaves).size).toBeGreaterThan(10);
    expect(nones).toEqual(expect.arrayContaining(["i don't have a notice period", "there's no notice period", 'no notice at all']));
    for (const s of leaves) expect(extractValue(notice, s)).toBe('none');
    expect(nones).toEqual(expect.arrayContaining(["i don't have one"]));
    for (const s of nones) expect([s, extractValue(notice, s)]).toEqual([s, 'none']);
  });

  // What the grammar lets the recognizer hear, the dialogue must read: every notice answer it admits has a value.
  it('reads a value in every notice answer the notice grammar admits', () => {
    const notice = expectsOf('notice-period');
    const said = sampleSentences(grammarFor(notice)!, 500);
    expect(said).toEqual(expect.arrayContaining([expect.stringMatching(/month's|week's/), expect.stringMatching(/to give/)]));
    for (const s of said) expect([s, extractValue(notice, s)]).not.toEqual([s, null]);
  });
});
