import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavPcm16 } from '../../lib/wav.ts';
import { hearAnswer } from '../hear-answer.ts';
import { expectsOf, RECRUITER_SCRIPT } from '../recruiter-script.ts';
import type { Recognizer } from './recognizer.ts';
import { startBothRecognizers } from '../../test-helpers/both-recognizers.ts';

// Slips of the recognizers that sets 78 and 80 showed, on the committed audio, pocketsphinx and the neural recognizer
// together as in recognizer-neural.test.ts; each answer was read otherwise before (extract-value.test.ts,
// corrections.test.ts and spelling.test.ts test the readings with given words).
describe("sets 78 and 80's slips, on real audio", { timeout: 90_000 }, () => {
  let rec: Recognizer;
  beforeAll(async () => {
    rec = await startBothRecognizers(RECRUITER_SCRIPT.flatMap((s) => (s.expects ? [s.expects] : [])));
  });
  afterAll(() => rec?.destroy());
  /** The committed answer `name` (bench/asr-corpus) as the recognizer hears it asked question `q`. */
  const hear = async (name: string, q: string) => {
    const file = path.resolve('bench/asr-corpus', name);
    return (await rec.recognize(file, (await readWavPcm16(file)).samples, expectsOf(q))).value;
  };

  // Written "Two end of half years." by the neural recognizer; the general model heard no number. Before, two.
  it('hears kc15-kal ("Two and a half years.") as 2.5', async () => {
    expect(await hear('kc15-kal.wav', 'years-experience')).toBe(2.5);
  });

  // The general model's "…may oh wait now my narratives runs out later than that said june"; the neural recognizer's
  // "…no, my notice runs out later than that so doom." names no month after its correction. Before, May.
  it('hears kc39-slt ("I could do May, oh wait, no, my notice runs out later than that, so June.") as June', async () => {
    expect(await hear('kc39-slt.wav', 'start-month')).toBe('june');
  });

  // The neural recognizer's "Am I looking for something? Around…" and "…for a eighty five, maybe…".
  it.each([
    ['kc41-slt.wav', "i'm looking for something around ninety five thousand a year but i'm flexible"],
    ['kc44-slt.wav', 'i was hoping for eighty five maybe ninety thousand is that in range for this position'],
  ])('hears the salary answer %s as %j', async (name, value) => {
    expect(await hear(name, 'salary-expectations')).toBe(value);
  });

  // Set 80's slt: the general model's "…torn between software and data but i went with day to engineer in the end"
  // (the data engineer sounded out of the words after "I went with"); before, no role.
  it('hears mc24-slt ("…torn between software and data, but I went with data engineer in the end.") as data engineer', async () => {
    expect(await hear('mc24-slt.wav', 'role')).toBe('data engineer');
  });

  /** The committed spelling `name` as the agent hears it with `typed` in the details form, favouring its letters. */
  const spelled = async (name: string, typed: string) => {
    const file = path.resolve('bench/asr-corpus', name);
    const pcm = (await readWavPcm16(file)).samples;
    const typedAs = await rec.nameTyped(typed);
    const signal = new AbortController().signal;
    return (await hearAnswer(rec, Promise.resolve(file), pcm, expectsOf('name-spelled'), signal, console, { before: [], typed, typedAs }))
      .record.value;
  };

  // espeak's "R, O, W, E, N, A. B, A, U, T, I, S, T, A.": favouring a typed Rowena Bautista's letters the neural
  // recognizer writes "R o w e n a e a u d i s d a", three letters off but each a rhyming one (half an edit);
  // pocketsphinx hears nothing. Favouring another name's letters it is not that name.
  it("takes ku11-espeak's spelling as the typed Rowena Bautista, and not as another typed name", async () => {
    expect(await spelled('ku11-espeak.wav', 'rowena bautista')).toBe('rowena bautista');
    expect(await spelled('ku11-espeak.wav', 'rosa bautista')).not.toBe('rosa bautista');
  });

  // Set 80's slt "N, U, R, U, L. H, I, D, A, Y, A, T, I.", written "And you are you L. H. I D A Y A T I." favouring a
  // typed Nurul Hidayati's letters: "and", "you" and "are" are the letters N, U and R.
  it("takes mu09-slt's spelling as the typed Nurul Hidayati, and not as another typed name", async () => {
    expect(await spelled('mu09-slt.wav', 'nurul hidayati')).toBe('nurul hidayati');
    expect(await spelled('mu09-slt.wav', 'laila hidayat')).not.toBe('laila hidayat');
  });
});
