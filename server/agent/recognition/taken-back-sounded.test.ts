import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavPcm16 } from '../../lib/wav.ts';
import { expectsOf } from '../recruiter-script.ts';
import { Recognizer } from './recognizer.ts';
import { overrulesHeard, type PhonesOf } from './sounds-alike.ts';

// A role said, taken back and corrected, which the neural recognizer wrote in other words (sounds-alike.ts
// `overrulesHeard`): set 38's espeak "Software engineer, oh wait, no sorry, I meant data engineer".
const role = expectsOf('role');
// CMU phones, as pocketsphinx's dictionary has them.
const DICT: Record<string, string> = {
  software: 'S AO F T W EH R',
  soft: 'S AA F T',
  where: 'W EH R',
  engineer: 'EH N JH AH N IH R',
  engineered: 'EH N JH AH N IH R D',
  data: 'D EY T AH',
  day: 'D EY',
  to: 'T UW',
  designer: 'D IH Z AY N ER',
  product: 'P R AA D AH K T',
  manager: 'M AE N IH JH ER',
  project: 'P R AA JH EH K T',
  design: 'D IH Z AY N',
  engineering: 'EH N JH AH N IH R IH NG',
  management: 'M AE N IH JH M AH N T',
  the: 'DH AH',
  one: 'W AH N',
};
const phonesOf: PhonesOf = (ws) => Promise.resolve(new Map(ws.filter((w) => DICT[w]).map((w) => [w, DICT[w].split(' ')])));
const heard = (text: string) => ({ text, confidence: 0.9 });

describe('overrulesHeard', () => {
  it('takes back the grammar\'s option when the words before "no sorry, I meant" sound like it', async () => {
    const said = heard('Soft, where engineered, oh wait, no sorry, I meant day to engineer.');
    expect(await overrulesHeard(role, said, 'software engineer', phonesOf)).toBe(true);
    // Another option was not said before the correction: it stands.
    expect(await overrulesHeard(role, said, 'designer', phonesOf)).toBe(false);
  });

  it('keeps the option when nothing takes it back', async () => {
    // A correction that only restates, or none.
    expect(
      await overrulesHeard(role, heard('Soft, where engineered, I mean, the day to engineer one.'), 'software engineer', phonesOf),
    ).toBe(false);
    expect(await overrulesHeard(role, heard('Soft, where engineered, please.'), 'software engineer', phonesOf)).toBe(false);
    // The option said again after the correction.
    expect(
      await overrulesHeard(role, heard('Soft, where engineered, no sorry, I meant soft where engineered.'), 'software engineer', phonesOf),
    ).toBe(false);
    // No value to take back, or a question that is no choice.
    expect(await overrulesHeard(role, heard('Soft, where engineered, no sorry, I meant day to engineer.'), null, phonesOf)).toBe(false);
  });

  it('still overrules as neural-value.ts does (its own words said before the correction)', async () => {
    expect(
      await overrulesHeard(role, heard('Software engineer, no sorry, I meant the day to engineer one.'), 'software engineer', phonesOf),
    ).toBe(true);
  });
});

// The same on the corpus's audio, pocketsphinx and the neural recognizer together (recognizer-neural.test.ts).
describe('a role taken back, on real audio', { timeout: 90_000 }, () => {
  let rec: Recognizer;
  beforeAll(async () => {
    const opts = { command: 'pocketsphinx_batch', concurrency: 2, timeoutMs: 60_000, maxDecodeMs: 30_000, neuralGraceMs: 600_000 };
    const r = await Recognizer.create(opts);
    if (!r?.neural)
      throw new Error('pocketsphinx or the neural model is missing: apt-get install pocketsphinx pocketsphinx-en-us; npm install');
    await r.prepare([role]);
    await r.neural.prepare();
    rec = r;
  });
  afterAll(() => rec?.destroy());

  it('hears ja13-espeak ("Software engineer, oh wait, no sorry, I meant data engineer") as the data engineer', async () => {
    const file = path.resolve('bench/asr-corpus/ja13-espeak.wav');
    const r = await rec.recognize(file, (await readWavPcm16(file)).samples, role);
    expect(r.value).toBe('data engineer');
  });
});
