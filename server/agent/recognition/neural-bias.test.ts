import fc from 'fast-check';
import llamaTokenizer from 'llama-tokenizer-js';
import { describe, expect, it } from 'vitest';
import { BiasTrie, biasSequences, pickToken, typedBias, TYPED_LETTERS_BOOST, TYPED_NAME_BOOST } from './neural-bias.ts';

const encode = (w: string) => llamaTokenizer.encode(w, false, true);
const seq = fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 5 });

describe('biasSequences', () => {
  it('writes each word lower-case and capitalized as the model writes it after a space, once each', () => {
    const seqs = biasSequences(['okafor', 'Chidi', 'chidi'], encode);
    const texts = seqs.map((s) => llamaTokenizer.decode(s).trim());
    expect(texts.sort()).toEqual(['Chidi', 'Okafor', 'chidi', 'okafor']);
    expect(seqs.every((s) => llamaTokenizer.vocabById[s[0]].startsWith('▁'))).toBe(true);
  });

  it('skips empty words', () => {
    expect(biasSequences(['', 'x'], encode).length).toBe(2);
  });
});

describe('BiasTrie', () => {
  it('favours every first token, then the next token of each sequence under way, to its end', () => {
    const trie = new BiasTrie([[5, 6, 7], [5, 8], [9]]);
    expect([...trie.favoured()].sort()).toEqual([5, 9]);
    trie.advance(5);
    expect([...trie.favoured()].sort((a, b) => a - b)).toEqual([5, 6, 8, 9]);
    trie.advance(6);
    expect([...trie.favoured()].sort((a, b) => a - b)).toEqual([5, 7, 9]);
    trie.advance(7);
    expect([...trie.favoured()].sort()).toEqual([5, 9]);
    trie.advance(3);
    expect([...trie.favoured()].sort()).toEqual([5, 9]);
  });

  it('favours each token of a sequence in turn while the decoder follows it, and only the first tokens after', () => {
    fc.assert(
      fc.property(fc.array(seq, { minLength: 1, maxLength: 4 }), fc.nat(), (seqs, k) => {
        const s = seqs[k % seqs.length];
        const trie = new BiasTrie(seqs);
        for (const token of s) {
          if (!trie.favoured().has(token)) return false;
          trie.advance(token);
        }
        trie.advance(-1); // a token of no sequence
        const firsts = new Set(seqs.map((x) => x[0]));
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
        const { token, p } = pickToken(logits, xs.length, null, 0);
        const max = Math.max(...logits);
        const sum = [...logits].reduce((a, x) => a + Math.exp(x - max), 0);
        return logits[token] === max && Math.abs(p - 1 / sum) < 1e-9;
      }),
    );
  });

  it('takes a favoured token within the boost of the best, with its own (lower) probability', () => {
    // Two positions of a vocabulary of 3: only the last counts.
    const logits = Float32Array.from([9, 9, 9, 0, 4, 1]);
    expect(pickToken(logits, 3, new Set([2]), 2).token).toBe(1);
    const { token, p } = pickToken(logits, 3, new Set([2]), 3.5);
    expect(token).toBe(2);
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
