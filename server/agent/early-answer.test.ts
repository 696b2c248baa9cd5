import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { AnswerEars, ANSWER_AIR_MS } from './answer-ears.ts';
import { EarlyAnswer } from './early-answer.ts';
import type { Heard } from './hear-answer.ts';
import type { Recognition, Recognizer } from './recognition/recognizer.ts';
import type { Expect } from './recruiter-script.ts';
import { RECRUITER_SCRIPT } from './recruiter-script.ts';

const heard = (caption: string): Heard => ({
  caption,
  record: { transcript: caption, confidence: 1, value: null },
  sure: false,
  words: [],
});

describe('EarlyAnswer', () => {
  function setup(afterMs = 400, busy = () => false) {
    const begun: { silenceAtMs: number; signal: AbortSignal }[] = [];
    const early = new EarlyAnswer(afterMs);
    const watch = (speaking: boolean, silentMs: number, nowMs: number) =>
      early.watch(speaking, silentMs, nowMs, (silenceAtMs, signal) => {
        if (busy()) return null;
        begun.push({ silenceAtMs, signal });
        return Promise.resolve(heard(`ended at ${silenceAtMs}`));
      });
    return { early, begun, watch };
  }

  test('begins once a pause reaches afterMs, once per pause, and the turn ending at that pause takes it', async () => {
    const { early, begun, watch } = setup();
    watch(true, 0, 2000);
    watch(true, 380, 2380);
    expect(begun).toHaveLength(0);
    watch(true, 400, 2400);
    watch(true, 600, 2600);
    expect(begun).toEqual([{ silenceAtMs: 2000, signal: expect.any(AbortSignal) }]);
    expect(await early.take(2000)).toEqual(heard('ended at 2000'));
    expect(begun[0].signal.aborted).toBe(false);
    expect(early.counts).toEqual({ begun: 1, taken: 1 });
  });

  test('drops the recognition when the visitor speaks again; the next pause begins another', async () => {
    const { early, begun, watch } = setup();
    watch(true, 500, 2500); // pause from 2000
    watch(true, 0, 2600); // they go on
    expect(begun[0].signal.aborted).toBe(true);
    watch(true, 450, 3500); // pause from 3050
    expect(begun.map((b) => b.silenceAtMs)).toEqual([2000, 3050]);
    expect(early.take(2000)).toBeNull(); // not the pause the turn ended at: dropped
    expect(begun[1].signal.aborted).toBe(true);
    expect(early.counts).toEqual({ begun: 2, taken: 0 });
  });

  test('a voiced click moves the pause: the recognition of the old one is dropped', () => {
    const { begun, watch } = setup();
    watch(true, 500, 2500);
    watch(true, 10, 2510); // one silent window after a voiced one: the pause began at 2500
    expect(begun[0].signal.aborted).toBe(true);
  });

  test('waits while the decoder is busy with answers, and begins when it is free', () => {
    let busy = true;
    const { begun, watch } = setup(400, () => busy);
    watch(true, 400, 2400);
    expect(begun).toHaveLength(0);
    busy = false;
    watch(true, 420, 2420);
    expect(begun.map((b) => b.silenceAtMs)).toEqual([2000]);
  });

  test('never begins with afterMs 0, nor once the turn has ended', () => {
    const off = setup(0);
    off.watch(true, 900, 2900);
    expect(off.begun).toHaveLength(0);
    const on = setup();
    on.watch(false, 900, 2900);
    expect(on.begun).toHaveLength(0);
  });
});

describe('AnswerEars', () => {
  const step = RECRUITER_SCRIPT.findIndex((s) => s.question === 'years-experience');
  let tmp: string;
  beforeAll(async () => void (tmp = await mkdtemp(path.join(os.tmpdir(), 'vaiu-ears-test-'))));
  afterAll(async () => rm(tmp, { recursive: true, force: true }));

  // A recognizer whose recognitions the test settles by hand; each hears the answer's length in samples.
  function setup() {
    const calls: { file: string; samples: number; signal: AbortSignal; resolve: () => void }[] = [];
    const scratch: string[] = [];
    const recognizer = {
      answering: 0,
      scratchWav: async (pcm: Int16Array) => {
        const file = path.join(tmp, `early-${scratch.length}.wav`);
        await writeFile(file, Buffer.from(pcm.buffer));
        scratch.push(file);
        return file;
      },
      recognize: (file: string, pcm: Int16Array, _e: Expect, signal: AbortSignal) =>
        new Promise<Recognition>((resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          const r = { transcript: `${pcm.length} samples`, confidence: 1, value: 5, source: 'grammar', backed: true, heard: ['five'] };
          calls.push({ file, samples: pcm.length, signal, resolve: () => resolve(r as Recognition) });
        }),
    };
    const ears = new AnswerEars(recognizer as unknown as Recognizer, { asrPartialEveryMs: 0, asrEarlyAfterMs: 400 }, console, () => {});
    const call = new AbortController();
    // 16 samples per ms of audio: an answer whose words began at 0.
    const words = (toMs: number) => new Int16Array(toMs * 16);
    const during = (speaking: boolean, silentMs: number, timeMs: number, at = step) =>
      ears.during(at, 0, { speaking, silentMs, timeMs }, words, () => true, call.signal);
    // The turn ends at `silenceAtMs` with the answer's audio up to `toMs`: it is heard from the record's WAV, by the
    // `n`th recognition (none begun early is taken).
    const fromRecord = async (silenceAtMs: number, toMs: number, n: number) => {
      const answer = ears.answer(step, silenceAtMs, Promise.resolve('/record/answer-3.wav'), words(toMs), new AbortController().signal);
      await begun(calls, n);
      expect(calls[n - 1]).toMatchObject({ file: '/record/answer-3.wav', samples: toMs * 16 });
      calls[n - 1].resolve();
      expect((await answer).caption).toBe(`${toMs * 16} samples`);
    };
    return { ears, calls, scratch, recognizer, call, words, during, fromRecord };
  }
  const flush = () => new Promise((r) => setTimeout(r, 10));
  // A recognition begins once its scratch WAV is written: wait for it, however slow the disk (a fixed 10 ms was not
  // always enough on a loaded machine).
  const begun = (calls: unknown[], n: number) => vi.waitFor(() => expect(calls).toHaveLength(n));

  test("a turn that ends at the pause takes the recognition begun there: one decode, of the answer's exact audio", async () => {
    const { ears, calls, scratch, words, during } = setup();
    during(true, 400, 2400); // pause from 2000
    await begun(calls, 1);
    expect(calls[0]).toMatchObject({ file: scratch[0], samples: (2000 + ANSWER_AIR_MS) * 16 });
    const answer = ears.answer(
      step,
      2000,
      Promise.resolve('/record/answer-3.wav'),
      words(2000 + ANSWER_AIR_MS),
      new AbortController().signal,
    );
    calls[0].resolve();
    expect((await answer).caption).toBe(`${2200 * 16} samples`);
    expect(calls).toHaveLength(1);
    await vi.waitFor(() => expect(existsSync(scratch[0])).toBe(false)); // the scratch WAV is removed
  });

  test('the visitor goes on after the pause: that decode is stopped, and the whole answer is heard from the record', async () => {
    const { calls, during, fromRecord } = setup();
    during(true, 400, 2400);
    await begun(calls, 1);
    during(true, 0, 2500);
    expect(calls[0].signal.aborted).toBe(true);
    await fromRecord(4000, 4200, 2);
  });

  test('begins nothing while another answer is being recognized, nor for a question without an answer', async () => {
    const { calls, recognizer, during } = setup();
    recognizer.answering = 1;
    during(true, 500, 2500);
    await flush();
    expect(calls).toHaveLength(0);
    recognizer.answering = 0;
    const noQuestion = RECRUITER_SCRIPT.findIndex((s) => !s.expects);
    expect(noQuestion).toBeGreaterThanOrEqual(0);
    during(true, 500, 2500, noQuestion);
    await flush();
    expect(calls).toHaveLength(0);
    during(true, 520, 2520);
    await begun(calls, 1); // free again, on a question: begun
  });

  test("a scratch WAV that cannot be written: the turn's end recognizes the answer from the record's WAV", async () => {
    const { calls, recognizer, during, fromRecord } = setup();
    recognizer.scratchWav = () => Promise.reject(new Error('ENOSPC: no space left on device'));
    during(true, 400, 2400);
    await flush();
    expect(calls).toHaveLength(0);
    await fromRecord(2000, 2200, 1);
  });

  test('the call ending stops a recognition begun early', async () => {
    const { calls, call, during } = setup();
    during(true, 400, 2400);
    await begun(calls, 1);
    call.abort(new Error('call ended'));
    expect(calls[0].signal.aborted).toBe(true);
  });
});
