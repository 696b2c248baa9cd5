import { describe, expect, test } from 'vitest';
import type { Expect } from '../recruiter-script.ts';
import { generalValue, MIN_VALUE_CONFIDENCE } from './general-value.ts';
import type { WordTiming } from './recognition-utils.ts';

/** Words at 0.5 s each with the given posteriors. */
const heard = (said: [string, number][]): WordTiming[] => said.map(([word, prob], i) => ({ word, start: i / 2, end: (i + 1) / 2, prob }));
const text = (ws: WordTiming[]) => ws.map((w) => w.word).join(' ');
const YEARS: Expect = { kind: 'number', min: 0, max: 30, unit: 'year' };
const MONTH: Expect = { kind: 'month' };
const NOTICE: Expect = { kind: 'duration', max: 12 };

describe("the general model's value", () => {
  test.each<[string, Expect, [string, number][], unknown]>([
    // Sure of every word: the value.
    [
      'a sure answer',
      YEARS,
      [
        ['five', 0.9],
        ['years', 0.8],
      ],
      5,
    ],
    // Unsure of the carrier words, sure of the value's own: the value.
    [
      'an unsure carrier, a sure value',
      YEARS,
      [
        ['i', 0.1],
        ["i've", 0.1],
        ['been', 0.2],
        ['doing', 0.1],
        ['this', 0.2],
        ['for', 0.3],
        ['eleven', 0.8],
        ['years', 0.85],
      ],
      11,
    ],
    [
      'a month said sure after a mumble',
      MONTH,
      [
        ['mid', 0.05],
        ['april', 0.95],
      ],
      'april',
    ],
    [
      "the dictionary's months'",
      NOTICE,
      [
        ['three', 0.9],
        ["months'", 0.9],
        ['unfortunately', 0.1],
        ['so', 0.1],
      ],
      '3 months',
    ],
    // Unsure of the value too: nothing.
    [
      'an unsure value',
      YEARS,
      [
        ['for', 0.2],
        ['eleven', 0.5],
        ['years', 0.6],
      ],
      null,
    ],
    // Nothing of a value: nothing, however sure.
    [
      'no value at all',
      YEARS,
      [
        ['why', 0.9],
        ['do', 0.9],
        ['you', 0.9],
        ['ask', 0.9],
      ],
      null,
    ],
  ])('%s', (_name, expects, said, value) => {
    const ws = heard(said);
    expect(generalValue(expects, ws, text(ws)).value).toEqual(value);
  });

  test("keeps the value's own confidence when that is what let it through", () => {
    const ws = heard([
      ['mid', 0.05],
      ['april', 0.95],
    ]);
    const r = generalValue(MONTH, ws, text(ws));
    expect(r.confidence).toBeCloseTo(0.95, 9);
    expect(r.confidence).toBeGreaterThanOrEqual(MIN_VALUE_CONFIDENCE);
  });
});
