import { describe, expect, it } from 'vitest';
import type { Expect } from '../recruiter-script.ts';
import { expectsOf } from '../recruiter-script.ts';
import type { GrammarChosen } from './narrowed-fit.ts';
import { neuralFitsBetter } from './narrowed-fit.ts';
import type { Decoded } from './pocketsphinx.ts';

// The decision alone, with the narrowed decodes given: recognizer-neural.test.ts has it on real audio (z11-espeak).
describe('neuralFitsBetter', () => {
  const years = expectsOf('years-experience');
  const kept: GrammarChosen = { transcript: 'only thirty years now', confidence: 0.9, value: 30, source: 'grammar', backed: true };
  const said = (text: string) => ({ text, confidence: 0.8 });
  const decoded = (text: string, acoustic: number): Decoded => ({
    words: text.split(' ').map((word, i) => ({ word, start: i * 0.3, end: i * 0.3 + 0.3, prob: 1 })),
    acoustic,
  });
  /** Narrowed decodes scored by the value each grammar was narrowed to; records what was decoded. */
  const decodes = (scores: Record<number, [string, number]>) => {
    const asked: Expect[] = [];
    const decode = (e: Expect) => {
      asked.push(e);
      const [text, acoustic] = scores[(e as { min: number }).min];
      return Promise.resolve(decoded(text, acoustic));
    };
    return { asked, decode };
  };

  it('takes the neural value when the grammar narrowed to it fits the sounds better per frame', async () => {
    const { asked, decode } = decodes({ 30: ['only thirty years now', -5000], 13: ['going on thirteen years', -4000] });
    expect(await neuralFitsBetter(years, kept, said('Going on thirteen years, ow!'), 400, [], decode)).toMatchObject({
      value: 13,
      transcript: 'going on thirteen years',
      source: 'grammar',
    });
    expect(asked).toEqual([expect.objectContaining({ min: 30, max: 30 }), expect.objectContaining({ min: 13, max: 13 })]);
  });

  it('keeps the backed value when the grammar narrowed to the neural value fits worse', async () => {
    const { decode } = decodes({ 30: ['only thirty years now', -4000], 13: ['going on thirteen years', -5000] });
    expect(await neuralFitsBetter(years, kept, said('Going on thirteen years, ow!'), 400, [], decode)).toBeNull();
  });

  it('keeps the backed value when the narrowed decode does not come out as the neural value', async () => {
    const { decode } = decodes({ 30: ['only thirty years now', -5000], 13: ['years', -4000] });
    expect(await neuralFitsBetter(years, kept, said('Going on thirteen years, ow!'), 400, [], decode)).toBeNull();
  });

  it.each([
    ['no neural words', null, years, kept],
    ['the same value', said('Going on thirty years.'), years, kept],
    ['no value in the neural words', said('Why do you ask?'), years, kept],
    ['a value beyond the grammar', said('Going on fifty years.'), years, kept],
    [
      'a question whose grammar cannot be narrowed (yes/no)',
      said('No, not at the moment.'),
      expectsOf('currently-employed'),
      { ...kept, transcript: 'yes', value: true },
    ],
  ])('decodes nothing again with %s', async (_, neural, expects, backed) => {
    const { asked, decode } = decodes({});
    expect(await neuralFitsBetter(expects, backed as GrammarChosen, neural, 400, [], decode)).toBeNull();
    expect(asked).toEqual([]);
  });

  // Free text in the amount grammar: narrowed to the amount each names; the value is the narrowed decode's words.
  describe('free text narrowed to its amount', () => {
    const salary = expectsOf('salary-expectations');
    const ours: GrammarChosen = {
      transcript: "i'm looking for around eighty five thousand dollars",
      confidence: 0.9,
      value: "i'm looking for around eighty five thousand dollars",
      source: 'grammar',
      backed: true,
    };
    const byAmount = (scores: Record<string, [string, number]>) => {
      const asked: (string | undefined)[] = [];
      const decode = (e: Expect) => {
        const amount = e.kind === 'free' ? e.amount : undefined;
        asked.push(amount);
        const [text, acoustic] = scores[amount ?? ''];
        return Promise.resolve(decoded(text, acoustic));
      };
      return { asked, decode };
    };
    const heard = said("I'm looking for round ninety five thousand dollars.");

    it("takes the grammar's words with the neural amount when they fit the sounds better", async () => {
      const { asked, decode } = byAmount({
        'eighty five thousand': [ours.transcript, -5000],
        'ninety five thousand': ["i'm looking for around ninety five thousand dollars", -4000],
      });
      expect(await neuralFitsBetter(salary, ours, heard, 400, [], decode)).toMatchObject({
        value: "i'm looking for around ninety five thousand dollars",
        source: 'grammar',
        backed: false,
      });
      expect(asked).toEqual(['eighty five thousand', 'ninety five thousand']);
    });

    it('keeps the backed words when the neural amount fits worse', async () => {
      const { decode } = byAmount({
        'eighty five thousand': [ours.transcript, -4000],
        'ninety five thousand': ["i'm looking for around ninety five thousand dollars", -5000],
      });
      expect(await neuralFitsBetter(salary, ours, heard, 400, [], decode)).toBeNull();
    });

    it('narrows to a range the neural recognizer heard (the open grammar has none) and takes it when it fits better', async () => {
      const range = 'something between one hundred and one hundred twenty thousand';
      const backed = { ...ours, value: "i'm looking for something like a hundred and one thousand dollars a year" };
      const { asked, decode } = byAmount({
        'a hundred and one thousand': [backed.value, -5000],
        [range]: [`i'm looking for ${range} a year`, -4000],
      });
      const neural = said(`I'm looking for ${range} a year.`);
      expect(await neuralFitsBetter(salary, backed, neural, 400, [], decode)).toMatchObject({ value: `i'm looking for ${range} a year` });
      expect(asked).toEqual(['a hundred and one thousand', range]);
    });

    it.each([
      ['the same amount in other words', said("I'm looking for round about eighty five thousand, yeah.")],
      ['no amount', said('Honestly, I have not thought about it yet.')],
    ])('decodes nothing again with %s', async (_, neural) => {
      const { asked, decode } = byAmount({});
      expect(await neuralFitsBetter(salary, ours, neural, 400, [], decode)).toBeNull();
      expect(asked).toEqual([]);
    });
  });
});
