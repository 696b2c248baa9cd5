import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWavPcm16, readWavPcm16 } from '../../lib/wav.ts';
import { hearAnswer } from '../hear-answer.ts';
import { RECRUITER_SCRIPT, type Expect, expectsOf } from '../recruiter-script.ts';
import { Recognizer } from './recognizer.ts';

// The real recognizer (pocketsphinx_batch; CI installs pocketsphinx + pocketsphinx-en-us) on committed audio.
const corpus = path.resolve('bench/asr-corpus');
const fixtures = path.resolve('server/agent/fixtures');
// pocketsphinx's own decisions: without the neural recognizer (recognizer-neural.test.ts tests the two together).
const opts = { command: 'pocketsphinx_batch', concurrency: 2, timeoutMs: 60_000, maxDecodeMs: 30_000, neural: 'off' };

describe('recognizer (pocketsphinx)', () => {
  let rec: Recognizer;
  let tmp: string;
  const hear = async (file: string, q: string | Expect, r = rec) =>
    r.recognize(file, (await readWavPcm16(file)).samples, typeof q === 'string' ? expectsOf(q) : q);
  const wav = async (name: string, pcm: Int16Array) => {
    const file = path.join(tmp, name);
    await writeFile(file, encodeWavPcm16(pcm, 16000));
    return file;
  };

  beforeAll(async () => {
    const r = await Recognizer.create(opts);
    if (!r) throw new Error('pocketsphinx_batch is not installed: apt-get install -y pocketsphinx pocketsphinx-en-us');
    // As the server does: soft grammars built and the answers' dictionary cut before the first answer.
    await r.prepare(RECRUITER_SCRIPT.flatMap((s) => (s.expects ? [s.expects] : [])));
    rec = r;
    tmp = await mkdtemp(path.join(os.tmpdir(), 'vaiu-asr-test-'));
  });
  afterAll(async () => {
    await rec?.destroy();
    await rm(tmp, { recursive: true, force: true });
  });

  it('understands an espeak answer with the question grammar', async () => {
    expect(await hear(path.join(corpus, '06-espeak.wav'), 'years-experience')).toMatchObject({ value: 5, source: 'grammar' });
  });

  it('decodes free text with the general model and keeps its confidence', async () => {
    const r = await hear(path.join(corpus, '10-slt.wav'), { kind: 'free' });
    expect(r.source).toBe('general');
    expect(r.value).toMatch(/around sixty thousand pounds a year$/);
    expect(r.confidence).toBeGreaterThan(0.6);
  });

  it('hears an amount with the phrasings of amounts first', async () => {
    expect(await hear(path.join(corpus, '10-slt.wav'), 'salary-expectations')).toMatchObject({
      value: 'around sixty thousand pounds a year',
      source: 'grammar',
    });
  });

  // "Four weeks" fits the notice grammar 4.4 per frame worse than the general model's "bye weeks" — but that model heard
  // "weeks" where the grammar did: kept (MIN_BACKED_MARGIN). Before, nothing was understood and the agent asked again.
  it("keeps a grammar answer that fits a little worse when the general model heard the value's word there", async () => {
    expect(await hear(path.join(corpus, 'd23-slt.wav'), 'notice-period')).toMatchObject({ value: '4 weeks', source: 'grammar' });
  });

  // The notice grammar heard "ten weeks notice", the general model "two weeks notice" unsure (0.54): the grammar narrowed
  // to each value decides — durations and months are narrowed too, and a posterior of 0.45 is enough to ask.
  it('decides between two durations it heard by the grammar narrowed to each', async () => {
    expect(await hear(path.join(corpus, 'c20-slt.wav'), 'notice-period')).toMatchObject({ value: '2 weeks', source: 'grammar' });
  });

  // "Eight years, mostly at startups": the grammar heard "eighteen years of experience" (rejected), the general model
  // "eight years mostly and start ups" below its confidence bar; the question's soft grammar heard "eight years" too.
  it("keeps the general model's unsure value when the question's soft grammar hears the same", async () => {
    expect(await hear(path.join(corpus, 'd13-slt.wav'), 'years-experience')).toMatchObject({ value: 8, source: 'soft' });
  });

  // The soft decode is a second opinion: when it fails (here every -lm run exits 1), the answer is the general model's.
  it("answers with the general model's result when the soft grammar's decode fails", async () => {
    const failing = path.join(tmp, 'fail-lm.sh');
    await writeFile(failing, '#!/bin/sh\ncase " $* " in *" -lm "*) exit 1;; esac\nexec pocketsphinx_batch "$@"\n', { mode: 0o755 });
    const r = (await Recognizer.create({ ...opts, command: failing }))!;
    try {
      expect(await hear(path.join(corpus, 'd13-slt.wav'), 'years-experience', r)).toMatchObject({ value: null, source: 'general' });
    } finally {
      await r.destroy();
    }
  });

  it('does not let the soft grammar put a value on an answer the general model heard none in', async () => {
    expect(await hear(path.join(corpus, 'c30-kal.wav'), 'years-experience')).toMatchObject({ value: null });
  });

  // With the model's stored cepstral mean instead of the answer's own (pocketsphinx_continuous) this was "august".
  it('normalises a short espeak answer by its own cepstral mean', async () => {
    expect(await hear(path.join(corpus, '15-espeak.wav'), 'start-month')).toMatchObject({ value: 'march', source: 'grammar' });
  });

  // The general model heard "my name is some day or": the same carrier words at the same time, a misheard name.
  // Not backed by it, though: the name question's follow-up (the spelling) is asked.
  it('keeps a grammar answer that the general model heard in part', async () => {
    const r = await hear(path.join(corpus, '01-kal.wav'), 'name');
    expect(r).toMatchObject({ value: 'sam taylor', source: 'grammar', backed: false });
    expect(r.heard).toEqual([...r.transcript.split(' '), 'my', 'name', 'is', 'something', 'or']);
  });

  it('says a grammar answer is backed when the general model heard its words at the same time', async () => {
    expect(await hear(path.join(corpus, '01-slt.wav'), 'name')).toMatchObject({ value: 'sam taylor', source: 'grammar', backed: true });
  });

  describe('with the name typed in the details form', () => {
    const heardWith = async (file: string, typed: string, q = 'name') => {
      const wavFile = path.join(corpus, file);
      return rec.recognize(wavFile, (await readWavPcm16(wavFile)).samples, expectsOf(q), undefined, await rec.nameTyped(typed));
    };

    it("narrows the name question to a typed name, with the dictionary's pronunciations of its new words", async () => {
      expect(await rec.nameTyped('sam taylor')).toEqual({
        name: 'sam taylor',
        expects: { kind: 'name', first: ['sam'], last: ['taylor'] },
        dict: [],
      });
      expect(await rec.nameTyped('mei lin zhang')).toMatchObject({ expects: { kind: 'name', first: ['mei'], last: ['lin zhang'] } });
      expect(await rec.nameTyped('mateo rossi')).toEqual({
        name: 'mateo rossi',
        expects: { kind: 'name', first: ['mateo'], last: ['rossi'] },
        dict: ['mateo M AA T EY OW', 'rossi R AO S IY'],
      });
    });

    // CI installs espeak-ng (the media script's voice).
    it("says a typed name's words the dictionary lacks with espeak-ng, and has no grammar of them without it", async () => {
      expect((await rec.nameTyped('chidi okafor'))?.dict).toEqual(['chidi CH IH D IY', 'okafor AA K AE F ER']);
      const without = (await Recognizer.create({ ...opts, espeak: 'off' }))!;
      await without.prepare(RECRUITER_SCRIPT.flatMap((s) => (s.expects ? [s.expects] : [])));
      try {
        expect(await without.nameTyped('chidi okafor')).toEqual({ name: 'chidi okafor', expects: null, dict: [] });
        expect((await without.nameTyped('mateo rossi'))?.dict).toHaveLength(2);
      } finally {
        await without.destroy();
      }
    });

    it('has no grammar of a typed name with more than three words, and nothing without a name', async () => {
      expect(await rec.nameTyped('anna maria de la cruz')).toEqual({ name: 'anna maria de la cruz', expects: null, dict: [] });
      expect(await rec.nameTyped(null)).toBeNull();
      expect(await rec.nameTyped('')).toBeNull();
    });

    // "Yes, it's Mateo Rossi." (z02-kal): the name question's grammar has no Rossi and forces "mark taylor".
    it('hears a name outside its list when it was typed', async () => {
      expect((await hear(path.join(corpus, 'z02-kal.wav'), 'name')).value).toBe('mark taylor');
      expect(await heardWith('z02-kal.wav', 'mateo rossi')).toMatchObject({ value: 'mateo rossi', source: 'grammar' });
    });

    // "Priya Sharma." (a01-kal) with "Omar Hassan" typed: that grammar alone fits the sounds well enough, but 3.7 per
    // frame worse than the name the question's grammar heard (MIN_TYPED_MARGIN).
    it("does not take another visitor's typed name for the one said", async () => {
      expect((await heardWith('a01-kal.wav', 'omar hassan')).value).not.toBe('omar hassan');
    });

    it('takes no typed name from an answer to another question', async () => {
      expect((await heardWith('03-kal.wav', 'sam taylor')).value).not.toBe('sam taylor');
      expect((await heardWith('15-slt.wav', 'emma wilson')).value).not.toBe('emma wilson');
    });
  });

  it('hears nothing in silence (no decode at all)', async () => {
    expect(await hear(await wav('silence.wav', new Int16Array(32000)), 'years-experience')).toEqual({
      transcript: '',
      confidence: 0,
      value: null,
      source: 'none',
      backed: false,
      heard: [],
      neural: null,
    });
  });

  it.each([
    ['noise', 'noise.wav', 'years-experience'],
    ['a cough', 'cough.wav', 'years-experience'],
    ['another language', 'german.wav', 'years-experience'],
    ['another language, yes/no question', 'german.wav', 'currently-employed'],
  ])('understands no value in %s', async (_, file, q) => {
    expect((await hear(path.join(fixtures, file), q)).value).toBeNull();
  });

  it.each([['role'], ['years-experience']])('does not force "My name is Alex Morgan" into the %s grammar', async (q) => {
    expect((await hear(path.resolve('tests/fixtures/visitor-answer.wav'), q)).value).toBeNull();
  });

  // Forced into the grammar these came out as "i've got twenty years of experience" and "i can start in march".
  it.each([
    ['03-kal.wav', 'years-experience'],
    ['01-slt.wav', 'start-month'],
  ])('takes no value from %s, an answer to another question, asked as %s', async (file, q) => {
    expect((await hear(path.join(corpus, file), q)).value).toBeNull();
  });

  // The cap is an option (the agent's default is 30 s); 8 s of it keeps the test short and decodes the same way.
  it('decodes only the first 8 s of a 60-s monologue and finds no value in it', async () => {
    const one = (await readWavPcm16(path.join(corpus, '10-kal.wav'))).samples;
    const pcm = new Int16Array(60 * 16000);
    for (let o = 0; o < pcm.length; o += one.length) pcm.set(one.subarray(0, Math.min(one.length, pcm.length - o)), o);
    // As the agent hears it: a decode that finds nothing, or one killed at its timeout on a loaded machine, is no value.
    const file = await wav('monologue.wav', pcm);
    const capped = (await Recognizer.create({ ...opts, maxDecodeMs: 8000 }))!;
    const heard = await hearAnswer(capped, Promise.resolve(file), pcm, expectsOf('start-month'), new AbortController().signal, {
      warn: () => undefined,
    });
    await capped.destroy();
    expect(heard.record.value).toBeNull();
  }, 150_000);

  it('kills a decode that overruns its timeout', async () => {
    const slow = (await Recognizer.create({ ...opts, timeoutMs: 1 }))!;
    await expect(hear(path.join(corpus, '10-slt.wav'), 'salary-expectations', slow)).rejects.toThrow();
    await slow.destroy();
  });

  it('kills a decode when the call ends', async () => {
    const ac = new AbortController();
    const file = path.join(corpus, '10-slt.wav');
    const p = rec.recognize(file, (await readWavPcm16(file)).samples, expectsOf('salary-expectations'), ac.signal);
    ac.abort(new Error('call ended'));
    await expect(p).rejects.toThrow();
    expect(rec.load).toEqual({ running: 0, waiting: 0 });
  });

  it("decodes the words so far for a partial caption, but only on an idle decoder, and yields to any answer's decode", async () => {
    const file = path.join(corpus, '03-slt.wav');
    const pcm = (await readWavPcm16(file)).samples;
    const role = expectsOf('role');
    // Idle: the first 1.5 s of "I am applying for the software engineer role."
    expect(await rec.partial(pcm.subarray(0, 24000), role, new AbortController().signal)).toMatch(/\w+/);
    // Busy with an answer: no partial at all.
    const answer = rec.recognize(file, pcm, role);
    expect(await rec.partial(pcm, role, new AbortController().signal)).toBeNull();
    expect((await answer).value).toBe('software engineer');
    // A partial running when an answer comes is stopped, and the answer is heard as ever.
    const partial = rec.partial(pcm, role, new AbortController().signal);
    await new Promise((r) => setTimeout(r, 50)); // let the partial's decodes start
    expect(rec.load.running).toBeGreaterThan(0);
    const [p, a] = await Promise.all([partial, rec.recognize(file, pcm, role)]);
    expect(p).toBeNull();
    expect(a.value).toBe('software engineer');
    expect(rec.load).toEqual({ running: 0, waiting: 0 });
  });

  it('is absent when pocketsphinx is not installed, or switched off', async () => {
    expect(await Recognizer.create({ ...opts, command: 'no-such-recognizer-binary' })).toBeNull();
    expect(await Recognizer.create({ ...opts, command: 'off' })).toBeNull();
  });
});
