import { describe, expect, test } from 'vitest';
import { PartialCaptions } from './partial-captions.ts';
import type { Recognizer } from './recognition/recognizer.ts';
import type { Expect } from './recruiter-script.ts';

const YEARS: Expect = { kind: 'number', min: 0, max: 50, unit: 'year' };

/**
 * PartialCaptions over a recognizer whose partial decodes the test settles by hand, in any order; `at` is audio
 * arriving at `nowMs` during an answer that began at `onsetMs`.
 */
function setup(everyMs: number, recognizes = true, expects: Expect | null = YEARS) {
  const pending: { signal: AbortSignal; resolve: (text: string | null) => void }[] = [];
  const recognizer = {
    partial: (_pcm: Int16Array, _expects: Expect, signal: AbortSignal) =>
      new Promise<string | null>((resolve) => pending.push({ signal, resolve })),
  } as unknown as Recognizer;
  const sent: string[] = [];
  const captions = new PartialCaptions(recognizes ? recognizer : null, everyMs, (t) => sent.push(t));
  const at = (nowMs: number, onsetMs = 0, listening = () => true) =>
    captions.due(nowMs, onsetMs, expects ?? undefined, () => new Int16Array(16), listening);
  return { captions, pending, sent, at };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('PartialCaptions', () => {
  test('decodes once per interval of speech, one decode at a time, and never sends the same words twice', async () => {
    const { pending, sent, at } = setup(1500);
    at(1000);
    expect(pending).toHaveLength(0); // 1 s of speech: not yet
    at(1500);
    expect(pending).toHaveLength(1);
    at(4000);
    expect(pending).toHaveLength(1); // one in flight
    pending[0].resolve('five years');
    await flush();
    expect(sent).toEqual(['five years']);
    at(2500);
    expect(pending).toHaveLength(1); // 1.5 s after the last decode started, not after the onset
    at(3000);
    pending[1].resolve('five years');
    await flush();
    expect(sent).toEqual(['five years']);
  });

  test('drops a decode stopped in flight, and one that comes back after listening ended', async () => {
    const { captions, pending, sent, at } = setup(1000);
    at(1000);
    captions.stop();
    expect(pending[0].signal.aborted).toBe(true);
    pending[0].resolve('five');
    await flush();
    let listening = true;
    at(2000, 0, () => listening);
    listening = false;
    pending[1].resolve('five years');
    await flush();
    expect(sent).toEqual([]);
  });

  test('after a reset (a new turn) the same words are sent again', async () => {
    const { captions, pending, sent, at } = setup(1000);
    at(1000);
    pending[0].resolve('yes');
    await flush();
    captions.reset();
    at(9000, 8000);
    pending[1].resolve('yes');
    await flush();
    expect(sent).toEqual(['yes', 'yes']);
  });

  test('nothing runs without a recognizer, a question or an interval', () => {
    for (const s of [setup(1000, false), setup(1000, true, null), setup(0)]) {
      s.at(5000);
      expect(s.pending).toHaveLength(0);
    }
  });
});
