// Word error rate for the speech-recognition bench.
import { words } from '../../server/agent/dialogue-utils.ts';
import { editDistance } from '../../server/lib/edit-distance.ts';

/** Word-level edit distance between a reference and a hypothesis, and the reference length. */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const r = words(reference);
  return { errors: editDistance(r, words(hypothesis)), words: r.length };
}
