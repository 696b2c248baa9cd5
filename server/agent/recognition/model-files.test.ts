import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelFiles, removeOrphans } from './model-files.ts';

describe('the recognizer temporary files', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'vaiu-orphans-test-'));
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('names its process in its directory, and removes the directory with the recognizer', async () => {
    const files = new ModelFiles();
    const { file } = await files.model('#JSGF V1.0;\ngrammar a;\npublic <a> = yes | no;\n', 'grammar');
    const dir = path.dirname(file);
    expect(await readFile(path.join(dir, 'pid'), 'utf8')).toBe(String(process.pid));
    await files.destroy();
    await expect(readdir(dir)).rejects.toThrow();
  });

  it('keeps a grammar used once only while it is used, whether its use succeeds or fails', async () => {
    const files = new ModelFiles();
    const grammar = '#JSGF V1.0;\ngrammar a;\npublic <a> = mateo rossi;\n';
    const seen: string[] = [];
    expect(await files.once(grammar, async (m) => (seen.push(m.file), readFile(m.file, 'utf8')))).toBe(grammar);
    await expect(files.once(grammar, async (m) => (seen.push(m.file), Promise.reject(new Error('decode failed'))))).rejects.toThrow(
      'decode failed',
    );
    const dir = path.dirname(seen[0]);
    expect(new Set(seen).size).toBe(2);
    expect((await readdir(dir)).filter((f) => f !== 'pid')).toEqual([]);
    await files.destroy();
  });

  // sounds-alike.ts compares the phones of the grammar's words with the neural recognizer's, which can be made up
  // ("A proddicked manager").
  it("looks up words' phones in pocketsphinx's dictionary, else has espeak-ng say them, and leaves out what neither can", async () => {
    const files = new ModelFiles();
    const phones = await files.phones('pocketsphinx_batch', ['software', 'proddicked', "o'zz3"], 'espeak-ng');
    expect(phones.get('software')).toEqual(['S', 'AO', 'F', 'T', 'W', 'EH', 'R']);
    expect(phones.get('proddicked')).toEqual(['P', 'R', 'AA', 'D', 'IH', 'K', 'T']);
    expect(phones.has("o'zz3")).toBe(false);
    const none = await files.phones('pocketsphinx_batch', ['proddicked'], null);
    expect(none.size).toBe(0);
    await files.destroy();
  });

  it("removes only the directories of processes that are gone, not a live one's or one it cannot tell", async () => {
    // A process that has exited: its pid names no process now.
    const child = spawn(process.execPath, ['-e', '0']);
    const gone = await new Promise<number>((resolve) => child.on('exit', () => resolve(child.pid!)));
    const make = async (name: string, pid?: number) => {
      await mkdir(path.join(parent, name));
      await writeFile(path.join(parent, name, 'model.gram'), 'x');
      if (pid !== undefined) await writeFile(path.join(parent, name, 'pid'), String(pid));
    };
    await make('vaiu-asr-gone', gone);
    await make('vaiu-asr-live', process.pid);
    await make('vaiu-asr-unnamed');
    await make('other-gone', gone);
    expect(await removeOrphans(parent)).toEqual([path.join(parent, 'vaiu-asr-gone')]);
    expect((await readdir(parent)).sort()).toEqual(['other-gone', 'vaiu-asr-live', 'vaiu-asr-unnamed']);
  });
});
