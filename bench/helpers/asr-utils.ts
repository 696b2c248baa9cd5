// Word error rate and the calls-kept-up-with ramp for the speech-recognition benches.
import { words } from '../../server/agent/said-words.ts';
import { editDistance } from '../../server/lib/edit-distance.ts';
import { percentile } from './bench-utils.ts';

/** Word-level edit distance between a reference and a hypothesis, and the reference length. */
export function wordErrors(reference: string, hypothesis: string): { errors: number; words: number } {
  const r = words(reference);
  return { errors: editDistance(r, words(hypothesis)), words: r.length };
}

/** The words a free-text answer is scored on (the agent's own comparison of free texts). */
export { freeTextWords } from '../../server/agent/free-text.ts';

/** The agent speaks ~4 s (confirmation + next question) between two answers of a call. */
const TURN_PROMPT_S = 4;

/** One answer of the ramp: its file, the seconds it lasts, and how to recognize it (resolves when understood). */
export type RampAnswer = { durS: number; hear: () => Promise<unknown> };

/**
 * Calls kept up with: N calls at once, each answering three times, an answer every (answer + prompt) seconds, the
 * calls' first answers spread over one prompt; all decodes go through the recognizer's shared queue. A level is kept
 * up with when its answers are understood within 2 s at the 95th percentile; the ramp stops at the first level that
 * is not. `answerOf(call, turn)` picks each answer (the same for every recognizer compared).
 */
export async function callRamp(
  levels: number[],
  answerOf: (call: number, turn: number) => RampAnswer,
  log = (m: string) => console.log(m),
): Promise<{ sustained: number; ramp: { calls: number; p95: number; ok: boolean }[] }> {
  const ramp: { calls: number; p95: number; ok: boolean }[] = [];
  for (const calls of levels) {
    const lat: number[] = [];
    await Promise.all(
      Array.from({ length: calls }, async (_, c) => {
        for (let turn = 0; turn < 3; turn++) {
          const a = answerOf(c, turn);
          await new Promise((r) => setTimeout(r, (a.durS + (turn === 0 ? (c / calls) * TURN_PROMPT_S : TURN_PROMPT_S)) * 1000));
          const t = performance.now();
          await a.hear();
          lat.push((performance.now() - t) / 1000);
        }
      }),
    );
    const p95 = percentile(lat, 95);
    ramp.push({ calls, p95, ok: p95 <= 2 });
    log(`${calls} calls: understood within ${p95.toFixed(2)} s (p95) ${p95 <= 2 ? 'ok' : '— over 2 s'}`);
    if (p95 > 2) break;
  }
  return { sustained: Math.max(0, ...ramp.filter((r) => r.ok).map((r) => r.calls)), ramp };
}
