import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavPcm16 } from '../../lib/wav.ts';
import { expectsOf, type Expect } from '../recruiter-script.ts';
import type { Recognizer } from './recognizer.ts';
import { startBothRecognizers } from '../../test-helpers/both-recognizers.ts';

// Values said, taken back and corrected, on their audio, pocketsphinx and the neural recognizer together as in
// recognizer-neural.test.ts. A role the neural recognizer wrote in other words (sounds-alike.ts `overrulesHeard`,
// tested with given phones in sounds-alike.test.ts): set 38's espeak "Software engineer, oh wait, no sorry, I meant
// data engineer".
const role = expectsOf('role');
const month = expectsOf('start-month');

describe('values taken back, on real audio', { timeout: 90_000 }, () => {
  let rec: Recognizer;
  beforeAll(async () => {
    rec = await startBothRecognizers([role, month]);
  });
  afterAll(() => rec?.destroy());
  /** The committed answer `name` (bench/asr-corpus) as the recognizer hears it asked `expects`. */
  const hear = async (name: string, expects: Expect) => {
    const file = path.resolve('bench/asr-corpus', name);
    return rec.recognize(file, (await readWavPcm16(file)).samples, expects);
  };

  it('hears ja13-espeak ("Software engineer, oh wait, no sorry, I meant data engineer") as the data engineer', async () => {
    const r = await hear('ja13-espeak.wav', role);
    expect(r.value).toBe('data engineer');
  });

  // A month the general model alone heard taken back (general-value.ts `generalTakesBack`): set 74's kal "August, or,
  // uh, no, actually October" — the month grammar's "august more or less", backed by the general model's "august", and
  // the neural recognizer's "August, or on an electrally-yucked over" (no correction). Before, August.
  it('hears gc38-kal ("August, or, uh, no, actually October") as October, from the general model', async () => {
    const r = await hear('gc38-kal.wav', month);
    expect(r).toMatchObject({ value: 'october', source: 'general' });
  });

  // …and where the neural recognizer heard the correction but no month after it: set 76's slt "November, sorry, I
  // meant October", its "No vemper, sorry, I meant hot tober.", the general model's "november sorry i meant october".
  // Before, November (the month grammar's, backed).
  it('hears ic40-slt ("November, sorry, I meant October") as October, from the general model', async () => {
    const r = await hear('ic40-slt.wav', month);
    expect(r).toMatchObject({ value: 'october', source: 'general' });
  });

  // A restating correction after a bare "no" takes back (corrections.ts `takenBack`): set 77's slt "May, no, let's
  // say June to be safe", the neural recognizer's "May, no lets say, doom to be safe," (May, before), the soft
  // grammar's "may now let say june to the say".
  it('hears jc38-slt ("May, no, let\'s say June to be safe") as June', async () => {
    const r = await hear('jc38-slt.wav', month);
    expect(r.value).toBe('june');
  });
});
