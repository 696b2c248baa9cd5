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

/** One way the model writes a favoured word (`word`, lower-case): its tokens. */
export type BiasSequence = { word: string; tokens: number[] };

/**
 * Steps past a favoured word's longest form (from its first token) before that word is favoured to start again once
 * the bonus made the decoder start it. The typed name's words favoured at every step let the decoder loop on one:
 * "Hi, mayor. Um, my name is Veikko Veikko Veikko…" (set 47, espeak), "I'm somch I wong, Wong, wong" (set 47, kal),
 * "Sokol Sokol…" thirteen times (set 26), "O o o o…" for Oksana (set 28). A word started by the model's own choice
 * is not held: "I am" starts "amina" ("▁am ina") and "Amina" must still be favoured after it.
 */
export const REPEAT_HOLD_STEPS = 2;

/**
 * The token sequences of `words` as the model writes them inside a sentence (after a space), lower-case and
 * capitalized; `encode` is the model's tokenizer.
 */
export function biasSequences(words: string[], encode: (text: string) => number[]): BiasSequence[] {
  const seen = new Set<string>();
  const out: BiasSequence[] = [];
  for (const w of words.filter(Boolean))
    for (const form of [w.toLowerCase(), w[0].toUpperCase() + w.slice(1).toLowerCase()]) {
      const tokens = encode(form);
      if (tokens.length && !seen.has(tokens.join())) {
        seen.add(tokens.join());
        out.push({ word: w.toLowerCase(), tokens });
      }
    }
  return out;
}

/**
 * Which tokens get the bonus at each step: the first token of every sequence, and the next token of every sequence
 * the last tokens chosen have started (a word of several tokens is favoured to its end, not only its start). A word
 * of two letters or more that the bonus has just made the decoder start is not favoured to start again for its
 * longest form's length and `REPEAT_HOLD_STEPS` (a letter may: spellings say letters twice over).
 */
export class BiasTrie {
  /** Sequences under way: [sequence, tokens of it already chosen]. */
  private active: [number, number][] = [];
  /** Tokens chosen so far. */
  private step = 0;
  /** The step each word last started at. */
  private readonly started = new Map<string, number>();
  /** Each word's longest form, in tokens. */
  private readonly longest = new Map<string, number>();

  constructor(private readonly seqs: BiasSequence[]) {
    for (const { word, tokens } of seqs) this.longest.set(word, Math.max(this.longest.get(word) ?? 0, tokens.length));
  }

  /** Whether `word` started too few steps ago to be favoured to start again. */
  private held(word: string): boolean {
    const at = this.started.get(word);
    return word.length > 1 && at !== undefined && this.step - at <= this.longest.get(word)! + REPEAT_HOLD_STEPS;
  }

  /** The tokens favoured at this step. */
  favoured(): Set<number> {
    const out = new Set<number>();
    for (const { word, tokens } of this.seqs) if (tokens.length && !this.held(word)) out.add(tokens[0]);
    for (const [s, at] of this.active) out.add(this.seqs[s].tokens[at]);
    return out;
  }

  /** The decoder chose `token`; `boosted`: the bonus made it the choice (pickToken). */
  advance(token: number, boosted = false): void {
    const next: [number, number][] = [];
    for (const [s, at] of this.active) if (this.seqs[s].tokens[at] === token && at + 1 < this.seqs[s].tokens.length) next.push([s, at + 1]);
    this.seqs.forEach(({ word, tokens }, s) => {
      if (tokens[0] !== token) return;
      if (boosted) this.started.set(word, this.step);
      if (tokens.length > 1) next.push([s, 1]);
    });
    this.active = next;
    this.step++;
  }
}

/**
 * The chosen token (greedy, its logit plus `boost` when `favoured`), the probability the model itself gave it
 * (softmax of the unbiased logits at the last position), and whether the bonus made it the choice (`boosted`: not the
 * unbiased best). One pass over the vocabulary finds the unbiased best; only the favoured tokens can beat it (ties go
 * to the lower token, as a plain greedy pass gives them).
 */
export function pickToken(
  logits: Float32Array,
  vocab: number,
  favoured: Set<number> | null,
  boost: number,
): { token: number; p: number; boosted: boolean } {
  const off = logits.length - vocab;
  let max = 0;
  for (let j = 1; j < vocab; j++) if (logits[off + j] > logits[off + max]) max = j;
  const score = (j: number) => logits[off + j] + (favoured?.has(j) ? boost : 0);
  let token = max;
  for (const j of favoured ?? [])
    if (j >= 0 && j < vocab && (score(j) > score(token) || (score(j) === score(token) && j < token))) token = j;
  let sum = 0;
  for (let j = 0; j < vocab; j++) sum += Math.exp(logits[off + j] - logits[off + max]);
  return { token, p: Math.exp(logits[off + token] - logits[off + max]) / sum, boosted: token !== max };
}
