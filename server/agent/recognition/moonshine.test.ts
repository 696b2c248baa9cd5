import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { getPriority } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWavPcm16 } from '../../lib/wav.ts';
import { DEFAULT_MODEL_DIR, Moonshine } from './moonshine.ts';
import { typedBias } from './neural-bias.ts';

// The real model, as `npm install` puts it (scripts/fetch-speech-model.mjs), on committed audio.
const corpus = path.resolve('bench/asr-corpus');
const samples = async (file: string) => (await readWavPcm16(file)).samples;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('neural recognizer (Moonshine tiny)', () => {
  let m: Moonshine;
  beforeAll(async () => {
    const made = await Moonshine.create(DEFAULT_MODEL_DIR, 60_000);
    if (!made) throw new Error(`no model in ${DEFAULT_MODEL_DIR}: run npm install (or node scripts/fetch-speech-model.mjs)`);
    m = made;
    await m.prepare();
  });
  afterAll(() => m?.close());

  // "I've been doing this for fifteen years." (espeak): pocketsphinx's general model and grammar make nothing of it.
  it('hears an espeak answer word for word, with its confidence', async () => {
    const r = await m.hear(await samples(path.join(corpus, 'x16-espeak.wav')));
    expect(r.text).toBe("I've been doing this for fifteen years.");
    expect(r.confidence).toBeGreaterThan(0.5);
    expect(r.confidence).toBeLessThanOrEqual(1);
  });

  // y03-slt says "My name's Chidi Okafor, nice to meet you."
  it('writes a half-heard name as the typed one when it is favoured, and as it sounds when another is', async () => {
    const pcm = await samples(path.join(corpus, 'y03-slt.wav'));
    expect((await m.hear(pcm)).text).toBe("My name's Cheedy Okifer, nice to meet you.");
    expect((await m.hear(pcm, undefined, undefined, typedBias('name', 'chidi okafor'))).text).toBe(
      "My name's Chidi Okafor, nice to meet you.",
    );
    expect((await m.hear(pcm, undefined, undefined, typedBias('name', 'chloe martin'))).text).not.toMatch(/chloe|martin/i);
  });

  it("runs below the server's priority (pocketsphinx's decodes come first under load)", () => {
    expect(getPriority(m.pid!)).toBe(10);
  });

  it.each([['noise.wav'], ['cough.wav']])('hears no words in %s', async (file) => {
    expect((await m.hear(await samples(path.resolve('server/agent/fixtures', file)))).text).toBe('');
  });

  it('rejects an aborted hear at once and keeps its process for the next answer', async () => {
    const pid = m.pid;
    const ac = new AbortController();
    const pcm = await samples(path.join(corpus, '01-slt.wav'));
    const heard = m.hear(pcm, ac.signal);
    ac.abort(new Error('call ended'));
    await expect(heard).rejects.toThrow('call ended');
    expect((await m.hear(pcm)).text).toBe('My name is Sam Taylor.');
    expect(m.pid).toBe(pid);
    // A call that had ended already: rejected, nothing queued.
    await expect(m.hear(pcm, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
    expect(m.load.waiting).toBe(0);
  });

  it('kills a hear that runs out of time, and hears the next answer in a new process', async () => {
    const pid = m.pid!;
    const pcm = await samples(path.join(corpus, '01-slt.wav'));
    await expect(m.hear(pcm, undefined, 1)).rejects.toThrow('no words after 1 ms');
    expect((await m.hear(pcm)).text).toBe('My name is Sam Taylor.');
    expect(m.pid).not.toBe(pid);
    expect(alive(pid)).toBe(false);
  });

  it('hears answers one at a time, in order', async () => {
    const [a, b] = await Promise.all([
      m.hear(await samples(path.join(corpus, '01-slt.wav'))),
      m.hear(await samples(path.join(corpus, 'x16-espeak.wav'))),
    ]);
    expect([a.text, b.text]).toEqual(['My name is Sam Taylor.', "I've been doing this for fifteen years."]);
  });

  it('stops its process on close, and hears nothing after', async () => {
    const other = (await Moonshine.create(DEFAULT_MODEL_DIR, 60_000))!;
    await other.prepare();
    const pid = other.pid!;
    await other.close();
    expect(alive(pid)).toBe(false);
    await expect(other.hear(new Int16Array(16000))).rejects.toThrow('closed');
  });
});

it('kills a process that is still loading on close', async () => {
  const other = (await Moonshine.create(DEFAULT_MODEL_DIR, 60_000))!;
  const loading = other.prepare();
  await other.close();
  await expect(loading).rejects.toThrow('closed');
  expect(other.pid).toBeNull();
});

describe('neural recognizer without its model', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vaiu-moonshine-test-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is absent when its files are missing, or switched off', async () => {
    expect(await Moonshine.create(dir, 1000)).toBeNull();
    expect(await Moonshine.create('off', 1000)).toBeNull();
  });

  it('gives up on a model that cannot load, after a few tries, without crashing the server', async () => {
    await writeFile(path.join(dir, 'encoder_model.onnx'), 'not a model');
    await writeFile(path.join(dir, 'decoder_model_merged.onnx'), 'not a model');
    const broken = (await Moonshine.create(dir, 1000))!;
    await expect(broken.prepare()).rejects.toThrow('cannot load');
    await expect(broken.hear(new Int16Array(16000))).rejects.toThrow('cannot load');
    await expect(broken.hear(new Int16Array(16000))).rejects.toThrow('cannot load');
    // Given up: no process is started again.
    await expect(broken.hear(new Int16Array(16000))).rejects.toThrow('gave up after 3 failed loads');
    expect(broken.pid).toBeNull();
    await broken.close();
  }, 60_000);
});
