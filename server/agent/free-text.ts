// The words of a free-text answer as they are compared: the agent's recognizers against each other
// (recognition/neural-value.ts), and the asr bench's value against the expected one.
import { editDistance } from '../lib/edit-distance.ts';
import { words } from './dialogue-utils.ts';

// A contraction and its words are the same answer ("I'm hoping for" and "I am hoping for"): read as its words.
const CONTRACTED: Record<string, string> = {
  "i'm": 'i am',
  "i'd": 'i would',
  "i've": 'i have',
  "i'll": 'i will',
  "it's": 'it is',
  "that's": 'that is',
  "what's": 'what is',
  "we're": 'we are',
  "you're": 'you are',
  "don't": 'do not',
  "can't": 'can not',
  "won't": 'will not',
  "isn't": 'is not',
};
// Sounds that are no word of the answer ("um, I was hoping for…"); the agent drops them before the value.
const HESITATION_SOUNDS = new Set(['um', 'uh', 'er', 'erm', 'ah', 'hmm', 'mm']);

/** The words a free-text answer is compared on: hesitation sounds dropped, contractions read as their words. */
export function freeTextWords(text: string): string[] {
  return words(text)
    .filter((w) => !HESITATION_SOUNDS.has(w))
    .flatMap((w) => (CONTRACTED[w] ?? w).split(' '));
}

/** The share of two free texts' words that are the same: 1 − word edit distance / the longer one's length. */
export function wordsAlike(a: string, b: string): number {
  const [x, y] = [freeTextWords(a), freeTextWords(b)];
  return 1 - editDistance(x, y) / Math.max(x.length, y.length, 1);
}
