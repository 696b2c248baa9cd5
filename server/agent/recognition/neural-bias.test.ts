import fc from 'fast-check';
import llamaTokenizer from 'llama-tokenizer-js';
import { describe, expect, it } from 'vitest';
import {
  BiasTrie,
  biasSequences,
  pickToken,
  REPEAT_HOLD_STEPS,
  typedBias,
  TYPED_LETTERS_BOOST,
  TYPED_NAME_BOOST,
  type BiasSequence,
} from './neural-bias.ts';

const encode = (w: string) => llamaTokenizer.encode(w, false, true);
const seq = fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 5 });
/** Sequences of words of their own (named by their place). */
const asWords = (seqs: number[][]): BiasSequence[] => seqs.map((tokens, i) => ({ word: `w${i}`, tokens }));

describe('biasSequences', () => {
  it('writes each word lower-case and capitalized as the model writes it after a space, once each', () => {
    const seqs = biasSequences(['okafor', 'Chidi', 'chidi'], encode);
    const texts = seqs.map((s) => llamaTokenizer.decode(s.tokens).trim());
    expect(texts.sort()).toEqual(['Chidi', 'Okafor', 'chidi', 'okafor']);
    expect(seqs.every((s) => llamaTokenizer.vocabById[s.tokens[0]].startsWith('▁'))).toBe(true);
    expect(seqs.map((s) => s.word).sort()).toEqual(['chidi', 'chidi', 'okafor', 'okafor']);
  });

  it('skips empty words', () => {
    expect(biasSequences(['', 'x'], encode).length).toBe(2);
  });
});

describe('BiasTrie', () => {
  it('favours every first token, then the next token of each sequence under way, to its end, then not its word for a while', () => {
    const trie = new BiasTrie(asWords([[5, 6, 7], [5, 8], [9]]));
    expect([...trie.favoured()].sort()).toEqual([5, 9]);
    trie.advance(5, true); // the bonus made the decoder start words w0 and w1
    expect([...trie.favoured()].sort((a, b) => a - b)).toEqual([6, 8, 9]);
    trie.advance(6);
    expect([...trie.favoured()].sort((a, b) => a - b)).toEqual([7, 9]);
    trie.advance(7);
    expect([...trie.favoured()].sort()).toEqual([9]); // words w0 and w1 just started: not again at once
    trie.advance(3);
    expect([...trie.favoured()].sort()).toEqual([9]);
    for (let i = 0; i < REPEAT_HOLD_STEPS; i++) trie.advance(3);
    expect([...trie.favoured()].sort()).toEqual([5, 9]);
  });

  it('favours a word the bonus started to start again only some steps after, a letter at once', () => {
    // "wongsuwan" in two forms of four tokens, "somchai" in one of three, the letter "w" in one.
    const seqs = [
      { word: 'wongsuwan', tokens: [10, 11, 12, 13] },
      { word: 'wongsuwan', tokens: [20, 11, 12, 13] },
      { word: 'somchai', tokens: [30, 31, 32] },
      { word: 'w', tokens: [40] },
    ];
    const trie = new BiasTrie(seqs);
    trie.advance(10, true);
    trie.advance(11, true);
    // The decoder left the word: neither form of it is favoured to start again ("wong wong wong"), the other words are.
    expect([...trie.favoured()].sort((a, b) => a - b)).toEqual([12, 30, 40]);
    trie.advance(40, true);
    expect(trie.favoured().has(40)).toBe(true);
    for (let i = 0; i < 4 + REPEAT_HOLD_STEPS - 3; i++) trie.advance(99);
    expect(trie.favoured().has(10) || trie.favoured().has(20)).toBe(false);
    trie.advance(99);
    expect([...trie.favoured()].sort((a, b) => a - b)).toEqual([10, 20, 30, 40]);
  });

  it('holds no word the model\'s own choice started: "I am" starts "amina", and Amina is still favoured', () => {
    const trie = new BiasTrie([
      { word: 'amina', tokens: [1, 2] },
      { word: 'amina', tokens: [3, 2] },
    ]);
    trie.advance(1); // "▁am", the model's own best
    expect([...trie.favoured()].sort()).toEqual([1, 2, 3]);
    trie.advance(3, true); // "▁Am", the bonus's choice
    expect([...trie.favoured()].sort()).toEqual([2]);
  });

  it('favours each token of a sequence in turn while the decoder follows it, and only the first tokens after', () => {
    fc.assert(
      fc.property(fc.array(seq, { minLength: 1, maxLength: 4 }), fc.nat(), (seqs, k) => {
        const s = seqs[k % seqs.length];
        const trie = new BiasTrie(asWords(seqs));
        for (const token of s) {
          if (!trie.favoured().has(token)) return false;
          trie.advance(token);
        }
        trie.advance(-1); // a token of no sequence
        const firsts = new Set(seqs.map((x) => x[0]));
        // The words the decoder did not start are still favoured.
        if (!seqs.filter((x) => !s.includes(x[0])).every((x) => trie.favoured().has(x[0]))) return false;
        return [...trie.favoured()].every((t) => firsts.has(t));
      }),
    );
  });
});

describe('pickToken', () => {
  it('is the greedy choice with the probability the model gave it when nothing is favoured', () => {
    fc.assert(
      fc.property(fc.array(fc.float({ min: -20, max: 20, noNaN: true }), { minLength: 2, maxLength: 40 }), (xs) => {
        const logits = Float32Array.from(xs);
        const { token, p, boosted } = pickToken(logits, xs.length, null, 0);
        const max = Math.max(...logits);
        const sum = [...logits].reduce((a, x) => a + Math.exp(x - max), 0);
        return logits[token] === max && Math.abs(p - 1 / sum) < 1e-9 && !boosted;
      }),
    );
  });

  it('takes a favoured token within the boost of the best, with its own (lower) probability', () => {
    // Two positions of a vocabulary of 3: only the last counts.
    const logits = Float32Array.from([9, 9, 9, 0, 4, 1]);
    expect(pickToken(logits, 3, new Set([2]), 2)).toMatchObject({ token: 1, boosted: false });
    expect(pickToken(logits, 3, new Set([1]), 2)).toMatchObject({ token: 1, boosted: false }); // its own best, favoured
    const { token, p, boosted } = pickToken(logits, 3, new Set([2]), 3.5);
    expect(token).toBe(2);
    expect(boosted).toBe(true);
    expect(p).toBeCloseTo(Math.exp(1) / (1 + Math.exp(4) + Math.exp(1)), 9);
  });
});

describe('typedBias', () => {
  it("favours the typed name's words for the name question, its letters for the spelling, nothing for the others", () => {
    expect(typedBias('name', 'chidi okafor')).toEqual({ words: ['chidi', 'okafor'], boost: TYPED_NAME_BOOST });
    expect(typedBias('spelled', 'anna lee')).toEqual({ words: ['a', 'n', 'l', 'e'], boost: TYPED_LETTERS_BOOST });
    for (const kind of ['number', 'yes-no', 'choice', 'month', 'duration', 'free'] as const) expect(typedBias(kind, 'anna lee')).toBeNull();
  });
});
