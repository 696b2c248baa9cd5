import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { grammarFor } from '../dialogue-grammar.ts';
import { RECRUITER_SCRIPT, type Expect } from '../recruiter-script.ts';
import { arpaFromSentences, NON_ANSWERS, parseJsgf, sampleSentences, softAgreement, softModel } from './soft-grammar.ts';

/** An ARPA model read back: log10 probabilities and backoff weights by n-gram. */
function readArpa(arpa: string): { p: Map<string, number>; bo: Map<string, number>; vocab: string[] } {
  const p = new Map<string, number>();
  const bo = new Map<string, number>();
  let order = 0;
  for (const line of arpa.split('\n')) {
    const head = line.match(/^\\(\d)-grams:$/);
    if (head) order = Number(head[1]);
    else if (order && line.trim() && !line.startsWith('\\')) {
      const f = line.split(' ');
      const gram = f.slice(1, 1 + order).join(' ');
      p.set(gram, Number(f[0]));
      if (f.length > order + 1) bo.set(gram, Number(f[order + 1]));
    }
  }
  return { p, bo, vocab: [...p.keys()].filter((g) => !g.includes(' ') && g !== '<s>') };
}

/** P(w | history) as a decoder computes it from the ARPA model (backing off to shorter histories). */
function prob(m: ReturnType<typeof readArpa>, history: string[], w: string): number {
  const gram = [...history, w].join(' ');
  if (m.p.has(gram)) return 10 ** m.p.get(gram)!;
  if (history.length === 0) return 0;
  return 10 ** (m.bo.get(history.join(' ')) ?? 0) * prob(m, history.slice(1), w);
}

const words = fc.constantFrom('i', 'have', 'five', 'years', 'about', 'ten', 'sorry', 'yes');
const sentences = fc.array(
  fc.array(words, { minLength: 1, maxLength: 6 }).map((ws) => ws.join(' ')),
  { minLength: 1, maxLength: 30 },
);

describe('soft grammar', () => {
  test('reads the rules of a grammar and samples only its sentences, the same ones for the same seed', () => {
    const jsgf =
      '#JSGF V1.0;\ngrammar answer;\npublic <answer> = [<filler>] (one | two) (year | years) [<tail>];\n<filler> = well | um;\n<tail> = i think;\n';
    expect([...parseJsgf(jsgf).keys()]).toEqual(['answer', 'filler', 'tail']);
    const said = sampleSentences(jsgf, 200);
    for (const s of said) expect(s).toMatch(/^((well|um) )?(one|two) years?( i think)?$/);
    // Every optional part and alternative is reached.
    expect(new Set(said).size).toBe(2 * 2 * 3 * 2);
    expect(sampleSentences(jsgf, 50)).toEqual(said.slice(0, 50));
  });

  test('samples every question grammar of the screen without a missing rule', () => {
    // The spelled name has none: its grammar is a finite-state one (a tree of letters), and no rescue for it is tried.
    for (const step of RECRUITER_SCRIPT.filter((s) => s.expects && s.expects.kind !== 'spelled')) {
      const g = grammarFor(step.expects as Expect);
      if (!g) continue;
      const said = sampleSentences(g, 100);
      expect(said.every((s) => s.length > 0 && !s.includes('<'))).toBe(true);
    }
  });

  test('a history followed by every word the model knows still gives a distribution (found by fast-check)', () => {
    const m = readArpa(arpaFromSentences(['have have']));
    for (const h of [['have'], ['<s>', 'have'], ['have', 'have']]) expect(prob(m, h, 'have') + prob(m, h, '</s>')).toBeCloseTo(1, 3);
  });

  test('the model is a distribution: after any history the next-word probabilities sum to one', () => {
    fc.assert(
      fc.property(sentences, fc.array(words, { maxLength: 2 }), (said, history) => {
        const m = readArpa(arpaFromSentences(said));
        const h = ['<s>', ...history].slice(-2);
        const total = [...m.vocab, '</s>'].filter((w, i, a) => a.indexOf(w) === i).reduce((a, w) => a + prob(m, h, w), 0);
        expect(total).toBeCloseTo(1, 3);
      }),
      { numRuns: 60 },
    );
  });

  test("a question's model knows its values and the non-answers, and prefers a sentence it was built from", () => {
    const g = grammarFor({ kind: 'number', min: 0, max: 30, unit: 'year' })!;
    const m = readArpa(softModel(g));
    for (const w of ['twelve', 'years', 'about', ...NON_ANSWERS.flatMap((s) => s.split(' '))]) expect(m.p.has(w)).toBe(true);
    const logP = (s: string) => {
      const ws = ['<s>', ...s.split(' '), '</s>'];
      return ws.slice(1).reduce((a, w, i) => a + Math.log10(prob(m, ws.slice(Math.max(0, i - 1), i + 1), w)), 0);
    };
    expect(logP('about twelve years')).toBeGreaterThan(logP('years twelve about'));
  });

  test("confirms the general model's value only when the soft grammar's words give the same value", () => {
    const years: Expect = { kind: 'number', min: 0, max: 30, unit: 'year' };
    expect(softAgreement(years, 'eight years now', 'eight years mostly and start ups')).toBe(8);
    expect(softAgreement(years, 'eighteen years', 'eight years mostly and start ups')).toBeNull();
    expect(softAgreement(years, 'eight years', "i'm not comfortable sharing that")).toBeNull();
    expect(softAgreement(years, 'sorry can you repeat that', 'eight years')).toBeNull();
  });
});
