import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grammarFor } from '../dialogue-grammar.ts';
import { expectsOf, RECRUITER_SCRIPT } from '../recruiter-script.ts';
import { defaultDictionary, dictionaryOf, Lexicon, linesOf, vocabulary } from './lexicon.ts';
import { ModelFiles } from './model-files.ts';
import { decodeWav } from './pocketsphinx.ts';
import { softModel } from './soft-grammar.ts';

describe('vocabulary', () => {
  it('reads the words of a JSGF grammar, not its rule names or keywords', () => {
    const jsgf = "#JSGF V1.0;\ngrammar answer;\npublic <answer> = [<filler>] (i'd say | about) five years;\n<filler> = um | well;\n";
    expect([...vocabulary(jsgf)].sort()).toEqual(['about', 'five', "i'd", 'say', 'um', 'well', 'years']);
  });

  it('reads the words of a finite-state grammar, not its states or weights', () => {
    const fsg =
      'FSG_BEGIN spelled\nNUM_STATES 3\nSTART_STATE 0\nFINAL_STATE 2\nTRANSITION 0 1 0.5 a\nTRANSITION 0 1 0.5 b\nTRANSITION 1 2 1.0\nFSG_END\n';
    expect([...vocabulary(fsg)].sort()).toEqual(['a', 'b']);
  });

  it("reads an n-gram model's unigrams, not its sentence marks or higher orders", () => {
    const arpa =
      '\\data\\\nngram 1=4\nngram 2=1\n\n\\1-grams:\n-1.0 <s> -0.5\n-1.0 </s>\n-0.7 five -0.3\n-0.7 years\n\n\\2-grams:\n-0.2 five years\n\n\\end\\\n';
    expect([...vocabulary(arpa)].sort()).toEqual(['five', 'years']);
  });
});

describe('dictionaryOf', () => {
  it("reads the dictionary from pocketsphinx's configuration log, a path with spaces too", () => {
    const log = (dict: string) => `-dictcase\t\tno\t\tno\n-dict\t\t\t\t\t${dict}\n-fdict\t\t\t\t\t\n`;
    expect(dictionaryOf(log('/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict'))).toBe(
      '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict',
    );
    expect(dictionaryOf(log('/opt/my models/en.dict'))).toBe('/opt/my models/en.dict');
    expect(dictionaryOf(log(''))).toBeNull();
    expect(dictionaryOf('-fdict\t\t/x.dict\n')).toBeNull();
  });
});

describe('Lexicon', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'vaiu-lexicon-test-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('copies the pronunciations of its words, alternates included, and covers only models of those words', async () => {
    const from = path.join(tmp, 'all.dict');
    await writeFile(from, 'either IY DH ER\neither(2) AY DH ER\nfive F AY V\nfiver F AY V ER\nyears Y IH R Z\n');
    const lex = await Lexicon.cut(from, new Set(['either', 'five', 'zyzzyva']), path.join(tmp, 'cut.dict'));
    expect(await readFile(lex.file, 'utf8')).toBe('either IY DH ER\neither(2) AY DH ER\nfive F AY V\n');
    // A word the whole dictionary lacks fails a grammar's decode either way: the cut one still serves.
    expect(lex.for('#JSGF V1.0;\ngrammar a;\npublic <a> = five | either | zyzzyva;\n')).toBe(lex.file);
    expect(lex.for('#JSGF V1.0;\ngrammar a;\npublic <a> = five years;\n')).toBeNull();
  });

  it("finds a dictionary's lines for some words, alternates included", async () => {
    const from = path.join(tmp, 'lines.dict');
    await writeFile(from, "either IY DH ER\neither(2) AY DH ER\no'brien OW B R AY AH N\n\nfive F AY V\n");
    expect(await linesOf(from, new Set(['either', 'five', 'zyzzyva']))).toEqual(
      new Map([
        ['either', ['either IY DH ER', 'either(2) AY DH ER']],
        ['five', ['five F AY V']],
      ]),
    );
  });
});

// The real recognizer (CI installs pocketsphinx): a grammar decoded with the cut dictionary hears exactly what it
// hears with the whole one — the same words, times, posteriors and acoustic score.
describe('the cut dictionary with pocketsphinx', () => {
  const files = new ModelFiles();
  afterAll(() => files.destroy());

  it("finds pocketsphinx's own dictionary", async () => {
    expect(await defaultDictionary('pocketsphinx_batch')).toMatch(/\.dict$/);
  });

  // A grammar word the dictionary lacks fails the grammar's every decode (a greeting "hiya" did, 2026-11-29).
  it("has every word of every question's grammar", async () => {
    const grammars = RECRUITER_SCRIPT.flatMap((s) => (s.expects ? [grammarFor(s.expects)] : [])).filter((g) => g !== null);
    const words = new Set(grammars.flatMap((g) => [...vocabulary(g)]));
    const found = await linesOf((await defaultDictionary('pocketsphinx_batch'))!, words);
    expect([...words].filter((w) => !found.has(w))).toEqual([]);
  });

  it('decodes a grammar, a soft grammar and the spelling grammar as the whole dictionary does', async () => {
    const cases = [
      { q: 'years-experience', wav: '06-espeak.wav' },
      { q: 'role', wav: '03-kal.wav' },
      { q: 'name-spelled', wav: 's04-kal.wav' },
    ];
    const grammars = cases.map((c) => grammarFor(expectsOf(c.q))!);
    const soft = softModel(grammars[0]);
    await files.cutLexicon('pocketsphinx_batch', [...grammars, soft]);
    const models = [
      ...(await Promise.all(grammars.map((g) => files.model(g, 'grammar')))),
      await files.model(grammars[0], 'arpa', () => soft),
    ];
    const wavs = [...cases.map((c) => c.wav), cases[0].wav];
    for (const [i, m] of models.entries()) {
      expect(m.dict).not.toBeNull();
      const wav = path.resolve('bench/asr-corpus', wavs[i]);
      const as = m.file.endsWith('.arpa') ? { lmFile: m.file } : { grammarFile: m.file };
      const whole = await decodeWav('pocketsphinx_batch', wav, { ...as, timeoutMs: 60_000 });
      const cut = await decodeWav('pocketsphinx_batch', wav, { ...as, dictFile: m.dict!, timeoutMs: 60_000 });
      expect(whole.words.length).toBeGreaterThan(0);
      expect(cut).toEqual(whole);
    }
    // The decode reads the dictionary it is given: without "five" the years grammar cannot be built.
    const without = path.join(path.dirname(models[0].dict!), 'without-five.dict');
    await writeFile(without, (await readFile(models[0].dict!, 'utf8')).replace(/^five(\(\d+\))? .*\n/gm, ''));
    const wav = path.resolve('bench/asr-corpus', wavs[0]);
    await expect(
      decodeWav('pocketsphinx_batch', wav, { grammarFile: models[0].file, dictFile: without, timeoutMs: 60_000 }),
    ).rejects.toThrow();
  });
});
