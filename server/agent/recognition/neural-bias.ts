// Contextual biasing of the neural recognizer's greedy decoding (moonshine-child.ts): the words the visitor is
// likely to say — the name typed in the details form, or its letters when spelling it — get a bonus on their tokens'
// scores, so a name the model half hears comes out as that name ("Cheedy Okifer" → "Chidi Okafor") instead of its own
// spelling of the sounds.
import type { Expect } from '../recruiter-script.ts';

/** Words to favour and the bonus added to their tokens' logits. */
export type Bias = { words: string[]; boost: number };

/**
 * The bonus for the typed name's words (logits are natural-log odds). Chosen on the 159 name answers of sets
 * tuning…12, the neural recognizer alone decoding each with each bonus: the answer said the typed name (name-said.ts)
 * in 66 with none, and 76 / 93 / 102 / 118 / 122 / 127 / 134 with 1 / 2 / 3 / 4 / 5 / 6 / 7. Another visitor's name
 * typed was said in none of 1 590 such decodes at 4, 5 and 6, but in 9 at 7 ("Good morning, you're speaking with Thanh
 * Nguyen Nguyen…" for Fatima Okafor); at 8, German asked as the name came out as "This is Maria Maria Maria…". 5 keeps a
 * step from that edge. Role and month answers, noise and a cough asked as the name gave no typed name at 4, 6 or 8.
 * The other questions' value words are not favoured: over their 822 answers that gained at most 3 values and let in
 * more off-topic answers (8 → 9–16 of 411).
 */
export const TYPED_NAME_BOOST = 5;

/**
 * The bonus for the typed name's letters when the visitor is asked to spell it. Chosen on the 159 spellings of the
 * spelled set: the letters the neural recognizer wrote were the typed name's (spelling.ts `lettersTyped`) in 75 with
 * none, 110 with 2 and 113 with 4 — a bigger bonus also loops ("r r r r r…") — and another visitor's name typed came
 * out of none of 477 spellings at either.
 */
export const TYPED_LETTERS_BOOST = 2;

/**
 * What the neural recognizer favours when a name was typed in the details form (`typed`: spelling.ts `typedName`):
 * its words for the name question, its letters for the spelling follow-up; nothing for the other questions.
 */
export function typedBias(kind: Expect['kind'], typed: string): Bias | null {
  if (kind === 'name') return { words: typed.split(' '), boost: TYPED_NAME_BOOST };
  if (kind === 'spelled') return { words: [...new Set(typed.replace(/ /g, ''))], boost: TYPED_LETTERS_BOOST };
  return null;
}

/**
 * The token sequences of `words` as the model writes them inside a sentence (after a space), lower-case and
 * capitalized; `encode` is the model's tokenizer.
 */
export function biasSequences(words: string[], encode: (text: string) => number[]): number[][] {
  const seen = new Set<string>();
  const out: number[][] = [];
  for (const w of words.filter(Boolean))
    for (const form of [w.toLowerCase(), w[0].toUpperCase() + w.slice(1).toLowerCase()]) {
      const seq = encode(form);
      if (seq.length && !seen.has(seq.join())) {
        seen.add(seq.join());
        out.push(seq);
      }
    }
  return out;
}

/**
 * Which tokens get the bonus at each step: the first token of every sequence, and the next token of every sequence
 * the last tokens chosen have started (a word of several tokens is favoured to its end, not only its start).
 */
export class BiasTrie {
  private readonly firsts: Set<number>;
  /** Sequences under way: [sequence, tokens of it already chosen]. */
  private active: [number, number][] = [];

  constructor(private readonly seqs: number[][]) {
    this.firsts = new Set(seqs.filter((s) => s.length).map((s) => s[0]));
  }

  /** The tokens favoured at this step. */
  favoured(): Set<number> {
    const out = new Set(this.firsts);
    for (const [s, at] of this.active) out.add(this.seqs[s][at]);
    return out;
  }

  /** The decoder chose `token`. */
  advance(token: number): void {
    const next: [number, number][] = [];
    for (const [s, at] of this.active) if (this.seqs[s][at] === token && at + 1 < this.seqs[s].length) next.push([s, at + 1]);
    this.seqs.forEach((seq, s) => {
      if (seq[0] === token && seq.length > 1) next.push([s, 1]);
    });
    this.active = next;
  }
}

/**
 * The chosen token (greedy, its logit plus `boost` when `favoured`) and the probability the model itself gave it
 * (softmax of the unbiased logits at the last position). One pass over the vocabulary finds the unbiased best; only
 * the favoured tokens can beat it (ties go to the lower token, as a plain greedy pass gives them).
 */
export function pickToken(logits: Float32Array, vocab: number, favoured: Set<number> | null, boost: number): { token: number; p: number } {
  const off = logits.length - vocab;
  let max = 0;
  for (let j = 1; j < vocab; j++) if (logits[off + j] > logits[off + max]) max = j;
  const score = (j: number) => logits[off + j] + (favoured?.has(j) ? boost : 0);
  let token = max;
  for (const j of favoured ?? [])
    if (j >= 0 && j < vocab && (score(j) > score(token) || (score(j) === score(token) && j < token))) token = j;
  let sum = 0;
  for (let j = 0; j < vocab; j++) sum += Math.exp(logits[off + j] - logits[off + max]);
  return { token, p: Math.exp(logits[off + token] - logits[off + max]) / sum };
}
