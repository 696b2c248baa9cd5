// Pocketsphinx and the neural recognizer together, as the agent runs them, for tests that hear committed audio.
import { Recognizer } from '../agent/recognition/recognizer.ts';
import type { Expect } from '../agent/recruiter-script.ts';

/** The neural recognizer always waited for (the default gives up 500 ms after pocketsphinx: a loaded machine lags). */
export const BOTH_OPTIONS = {
  command: 'pocketsphinx_batch',
  concurrency: 2,
  timeoutMs: 60_000,
  maxDecodeMs: 30_000,
  neuralGraceMs: 600_000,
};

/** Both recognizers, prepared for `expects` and with the neural model loaded; throws when either is not installed. */
export async function startBothRecognizers(expects: Expect[]): Promise<Recognizer> {
  const r = await Recognizer.create(BOTH_OPTIONS);
  if (!r?.neural)
    throw new Error('pocketsphinx or the neural model is missing: apt-get install pocketsphinx pocketsphinx-en-us; npm install');
  await r.prepare(expects);
  await r.neural.prepare();
  return r;
}
