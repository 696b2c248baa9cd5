// Word error rate for the speech-recognition bench.
import { words } from '../../server/agent/dialogue-utils.ts';

/** Word-level edit distance between a reference and a hypothesis, and the reference length. */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const r = words(reference);
  const h = words(hypothesis);
  let prev = Array.from({ length: h.length + 1 }, (_, j) => j);
  for (let i = 1; i <= r.length; i++) {
    const cur = [i];
    for (let j = 1; j <= h.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (r[i - 1] === h[j - 1] ? 0 : 1));
    prev = cur;
  }
  return { errors: prev[h.length], words: r.length };
}
