import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWav } from './pocketsphinx.ts';
import { GeneralModel, ResidentDecoder, ResidentTimeout, residentPath } from './resident-decoder.ts';

// The real pocketsphinx_batch (CI installs it) on committed answers of several voices and questions.
const corpus = path.resolve('bench/asr-corpus');
const ANSWERS = ['01-slt', '06-espeak', '10-kal', 'a05-slt', 'b12-espeak', 'c20-kal'].map((f) => path.join(corpus, `${f}.wav`));
const alive = (pid: number | undefined) => {
  try {
    return pid !== undefined && process.kill(pid, 0);
  } catch {
    return false;
  }
};

describe('residentPath', () => {
  it('names an absolute WAV without whitespace by its path from / without .wav', () => {
    expect(residentPath('/tmp/vaiu-asr-x/answer-1.wav')).toBe('tmp/vaiu-asr-x/answer-1');
    expect(residentPath('relative/answer.wav')).toBeNull();
    expect(residentPath('/tmp/my answers/a.wav')).toBeNull();
    expect(residentPath('/tmp/a.raw')).toBeNull();
  });
});

describe('resident decoder (pocketsphinx_batch kept running)', () => {
  let tmp: string;
  const fresh = (file: string) => decodeWav('pocketsphinx_batch', file, { timeoutMs: 60_000 });

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'vaiu-resident-test-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('decodes answer after answer exactly as a fresh process decodes each (words, times, posteriors, score)', async () => {
    const d = new ResidentDecoder({ command: 'pocketsphinx_batch', base: path.join(tmp, 'same') });
    try {
      const pid = (await d.warm(), d.pid);
      for (const file of ANSWERS) {
        const [kept, once] = [await d.decode(file, 60_000), await fresh(file)];
        expect(kept.words.length).toBeGreaterThan(0);
        expect(kept).toEqual(once);
      }
      expect(d.pid).toBe(pid); // one process did them all
    } finally {
      await d.close();
    }
  });

  it('replaces its process when a decode is aborted or runs out of time, and goes on decoding', async () => {
    const d = new ResidentDecoder({ command: 'pocketsphinx_batch', base: path.join(tmp, 'abort') });
    try {
      await d.warm();
      const first = d.pid;
      const ctl = new AbortController();
      const aborted = d.decode(ANSWERS[0], 60_000, ctl.signal);
      ctl.abort(new Error('call ended'));
      await expect(aborted).rejects.toThrow('call ended');
      expect(d.busy).toBe(false);
      await expect(d.decode(ANSWERS[1], 1)).rejects.toBeInstanceOf(ResidentTimeout);
      expect(await d.decode(ANSWERS[2], 60_000)).toEqual(await fresh(ANSWERS[2]));
      expect(d.pid).not.toBe(first);
      expect(alive(first)).toBe(false);
    } finally {
      await d.close();
    }
  });

  it('starts a new process after maxUtterances (its result files stay bounded)', async () => {
    const d = new ResidentDecoder({ command: 'pocketsphinx_batch', base: path.join(tmp, 'max'), maxUtterances: 2 });
    try {
      await d.warm();
      const first = d.pid;
      await d.decode(ANSWERS[0], 60_000);
      expect(d.pid).toBe(first);
      await d.decode(ANSWERS[1], 60_000);
      expect(await d.decode(ANSWERS[2], 60_000)).toEqual(await fresh(ANSWERS[2]));
      expect(d.pid).not.toBe(first);
    } finally {
      await d.close();
    }
  });

  it('fails a missing file at once, not by timeout, and refuses a second decode while one runs', async () => {
    const d = new ResidentDecoder({ command: 'pocketsphinx_batch', base: path.join(tmp, 'missing') });
    try {
      await expect(d.decode(path.join(tmp, 'no-such-answer.wav'), 60_000)).rejects.toThrow(/Failed to open/);
      const running = d.decode(ANSWERS[0], 60_000);
      await expect(d.decode(ANSWERS[1], 60_000)).rejects.toThrow('busy');
      expect((await running).words.length).toBeGreaterThan(0);
    } finally {
      await d.close();
    }
  });

  it('stops its process and removes its files on close', async () => {
    const d = new ResidentDecoder({ command: 'pocketsphinx_batch', base: path.join(tmp, 'close') });
    await d.warm();
    const pid = d.pid;
    expect(alive(pid)).toBe(true);
    await d.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(pid)).toBe(false);
    expect((await readdir(tmp)).filter((f) => f.startsWith('close.'))).toEqual([]);
    await expect(d.decode(ANSWERS[0], 60_000)).rejects.toThrow('closed');
  });

  it('fails at once, not by timeout, when its executable cannot be run, and is not used again', async () => {
    const d = new ResidentDecoder({ command: path.join(tmp, 'no-such-recognizer'), base: path.join(tmp, 'gone') });
    try {
      await expect(d.decode(ANSWERS[0], 60_000)).rejects.toThrow(/ENOENT/);
      expect(d.usable).toBe(false);
      await expect(d.decode(ANSWERS[0], 60_000)).rejects.toThrow('does not start');
    } finally {
      await d.close();
    }
  });

  it('falls back to a fresh process when the resident one does not start', async () => {
    // A recognizer that dies when started with a FIFO control file (as a resident) and decodes normally otherwise.
    const cmd = path.join(tmp, 'only-fresh.sh');
    await writeFile(cmd, '#!/bin/sh\ncase "$*" in *general-0.ctl*) exit 3;; esac\nexec pocketsphinx_batch "$@"\n');
    await chmod(cmd, 0o755);
    const general = new GeneralModel(cmd, 60_000);
    try {
      await general.keepLoaded(1, async (name) => path.join(tmp, name));
      await expect(general.decode(ANSWERS[0])).resolves.toEqual(await fresh(ANSWERS[0]));
      expect(await general.decode(ANSWERS[1])).toEqual(await fresh(ANSWERS[1]));
      expect(general.kept).toBe(0);
    } finally {
      await general.close();
    }
  });

  it('gives two decodes at once to the two resident decoders, each its own', async () => {
    const general = new GeneralModel('pocketsphinx_batch', 60_000);
    try {
      await general.keepLoaded(2, async (name) => path.join(tmp, `pair-${name}`));
      const [a, b] = await Promise.all([general.decode(ANSWERS[4]), general.decode(ANSWERS[5])]);
      expect(general.residentDecodes).toBe(2);
      expect([a, b]).toEqual([await fresh(ANSWERS[4]), await fresh(ANSWERS[5])]);
    } finally {
      await general.close();
    }
  });

  it('keeps the general model loaded for a relative path too (the call records may sit in ./data)', async () => {
    const general = new GeneralModel('pocketsphinx_batch', 60_000);
    try {
      await general.keepLoaded(1, async (name) => path.join(tmp, name));
      const relative = path.relative(process.cwd(), ANSWERS[3]);
      expect(path.isAbsolute(relative)).toBe(false);
      expect(await general.decode(relative)).toEqual(await fresh(ANSWERS[3]));
      expect(general.kept).toBe(1);
      expect(general.residentDecodes).toBe(1);
    } finally {
      await general.close();
    }
  });
});
