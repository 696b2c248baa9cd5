import { describe, expect, test } from 'vitest';
import { PartialCaptions } from './partial-captions.ts';
import type { Recognizer } from './recognition/recognizer.ts';
import type { Expect } from './recruiter-script.ts';

const YEARS: Expect = { kind: 'number', min: 0, max: 50, unit: 'year' };

/** A recognizer whose partial decodes the test settles by hand, in any order. */
function scripted() {
  const pending: { signal: AbortSignal; resolve: (text: string | null) => void }[] = [];
  const recognizer = {
    partial: (_pcm: Int16Array, _expects: Expect, signal: AbortSignal) =>
      new Promise<string | null>((resolve) => pending.push({ signal, resolve })),
  } as unknown as Recognizer;
  return { recognizer, pending };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('PartialCaptions', () => {
  test('decodes once per interval of speech, one decode at a time, and never sends the same words twice', async () => {
    const { recognizer, pending } = scripted();
    const sent: string[] = [];
    const captions = new PartialCaptions(recognizer, 1500, (t) => sent.push(t));
    const listening = () => true;
    captions.due(1000, 0, YEARS, () => new Int16Array(16), listening);
    expect(pending).toHaveLength(0); // 1 s of speech: not yet
    captions.due(1500, 0, YEARS, () => new Int16Array(16), listening);
    expect(pending).toHaveLength(1);
    captions.due(4000, 0, YEARS, () => new Int16Array(16), listening);
    expect(pending).toHaveLength(1); // one in flight
    pending[0].resolve('five years');
    await flush();
    expect(sent).toEqual(['five years']);
    captions.due(2500, 0, YEARS, () => new Int16Array(16), listening);
    expect(pending).toHaveLength(1); // 1.5 s after the last decode started, not after the onset
    captions.due(3000, 0, YEARS, () => new Int16Array(16), listening);
    pending[1].resolve('five years');
    await flush();
    expect(sent).toEqual(['five years']);
  });

  test('drops a decode stopped in flight, and one that comes back after listening ended', async () => {
    const { recognizer, pending } = scripted();
    const sent: string[] = [];
    const captions = new PartialCaptions(recognizer, 1000, (t) => sent.push(t));
    captions.due(
      1000,
      0,
      YEARS,
      () => new Int16Array(16),
      () => true,
    );
    captions.stop();
    expect(pending[0].signal.aborted).toBe(true);
    pending[0].resolve('five');
    await flush();
    let listening = true;
    captions.due(
      2000,
      0,
      YEARS,
      () => new Int16Array(16),
      () => listening,
    );
    listening = false;
    pending[1].resolve('five years');
    await flush();
    expect(sent).toEqual([]);
  });

  test('after a reset (a new turn) the same words are sent again', async () => {
    const { recognizer, pending } = scripted();
    const sent: string[] = [];
    const captions = new PartialCaptions(recognizer, 1000, (t) => sent.push(t));
    captions.due(
      1000,
      0,
      YEARS,
      () => new Int16Array(16),
      () => true,
    );
    pending[0].resolve('yes');
    await flush();
    captions.reset();
    captions.due(
      9000,
      8000,
      YEARS,
      () => new Int16Array(16),
      () => true,
    );
    pending[1].resolve('yes');
    await flush();
    expect(sent).toEqual(['yes', 'yes']);
  });

  test('nothing runs without a recognizer, a question or an interval', () => {
    const { recognizer, pending } = scripted();
    new PartialCaptions(null, 1000, () => undefined).due(
      5000,
      0,
      YEARS,
      () => new Int16Array(16),
      () => true,
    );
    new PartialCaptions(recognizer, 1000, () => undefined).due(
      5000,
      0,
      undefined,
      () => new Int16Array(16),
      () => true,
    );
    new PartialCaptions(recognizer, 0, () => undefined).due(
      5000,
      0,
      YEARS,
      () => new Int16Array(16),
      () => true,
    );
    expect(pending).toHaveLength(0);
  });
});
