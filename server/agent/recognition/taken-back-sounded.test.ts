import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavPcm16 } from '../../lib/wav.ts';
import { expectsOf } from '../recruiter-script.ts';
import { Recognizer } from './recognizer.ts';

// A role said, taken back and corrected, which the neural recognizer wrote in other words (sounds-alike.ts
// `overrulesHeard`, tested with given phones in sounds-alike.test.ts): set 38's espeak "Software engineer, oh wait, no
// sorry, I meant data engineer", on its audio, pocketsphinx and the neural recognizer together as in
// recognizer-neural.test.ts.
const role = expectsOf('role');

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
