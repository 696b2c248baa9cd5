import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavPcm16 } from '../../lib/wav.ts';
import { expectsOf, RECRUITER_SCRIPT } from '../recruiter-script.ts';
import { generalTakesBack } from './general-value.ts';
import type { WordTiming } from './recognition-utils.ts';
import { Recognizer } from './recognizer.ts';

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

  it('not where the grammar heard another value than the one taken back, nothing is said after, or the neural words take back', () => {
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

// The real recognizers on the committed answer: the month grammar's "august more or less", backed by the general
// model's "august"; the neural recognizer's "August, or on an electrally-yucked over" (no correction, August). Before,
// August.
describe('the recognizer, where the general model alone heard the correction', { timeout: 90_000 }, () => {
  let rec: Recognizer;
  beforeAll(async () => {
    const opts = { command: 'pocketsphinx_batch', concurrency: 2, timeoutMs: 60_000, maxDecodeMs: 30_000, neuralGraceMs: 600_000 };
    const r = await Recognizer.create(opts);
    if (!r?.neural)
      throw new Error('pocketsphinx or the neural model is missing: apt-get install pocketsphinx pocketsphinx-en-us; npm install');
    await r.prepare(RECRUITER_SCRIPT.flatMap((s) => (s.expects ? [s.expects] : [])));
    await r.neural.prepare();
    rec = r;
  });
  afterAll(() => rec?.destroy());

  it('takes the value said after it (set 74\'s kal "August, or, no actually, October")', async () => {
    const file = path.resolve('bench/asr-corpus/gc38-kal.wav');
    const r = await rec.recognize(file, (await readWavPcm16(file)).samples, month);
    expect(r).toMatchObject({ value: 'october', source: 'general' });
  });
});
