// The recognizer's files on disk: grammars, the n-gram models made from them, the answers' dictionary, and WAVs cut
// from answers — all in one temporary directory, removed with the recognizer.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TRANSPORT_SAMPLE_RATE } from '../../../src/protocol/messages.ts';
import { encodeWavPcm16 } from '../../lib/wav.ts';
import { defaultDictionary, Lexicon, linesOf, vocabulary } from './lexicon.ts';
import { pronounce } from './pronounce.ts';
import { grammarDigest, isFsg } from './recognition-utils.ts';

const PREFIX = 'vaiu-asr-';

/**
 * Removes the directories that recognizers of processes now gone left in `parent` (a server killed, not stopped,
 * cannot clean up: 2 MB of grammars each time). Each directory names its process in a `pid` file; one without it, or
 * of a live process, is left alone. Returns the directories removed.
 */
export async function removeOrphans(parent = os.tmpdir()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(parent).catch(() => [])) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = path.join(parent, name);
    const pid = Number(await readFile(path.join(dir, 'pid'), 'utf8').catch(() => ''));
    if (!Number.isSafeInteger(pid) || pid <= 0 || alive(pid)) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // another user's process
  }
}

/** A model written to disk, and the dictionary to decode it with (null: pocketsphinx's whole dictionary). */
export type ModelFile = { file: string; dict: string | null };

export class ModelFiles {
  private tmp: Promise<string> | null = null;
  private readonly models = new Map<string, Promise<ModelFile>>();
  private lexicon: Lexicon | null = null;
  /** The dictionary pocketsphinx loads by default (found once, on first use). */
  private whole: Promise<string | null> | null = null;

  /**
   * Cuts the dictionary the grammars' models are decoded with, from the one `command` loads by default: models
   * written after this decode with it when it has all their words.
   */
  async cutLexicon(command: string, grammars: string[]): Promise<void> {
    const from = await this.wholeDictionary(command);
    if (!from) return;
    const words = new Set(grammars.flatMap((g) => [...vocabulary(g)]));
    this.lexicon = await Lexicon.cut(from, words, path.join(await this.dir(), 'answers.dict'));
  }

  /**
   * Dictionary lines for those of `words` the cut dictionary lacks: pocketsphinx's own (from the dictionary `command`
   * loads by default), else espeak-ng's (`espeak`, pronounce.ts); null when a word has neither.
   */
  async pronunciations(command: string, words: string[], espeak: string | null): Promise<string[] | null> {
    const missing = new Set(words.filter((w) => !this.lexicon?.words.has(w)));
    if (missing.size === 0) return [];
    const { found, said, unknown } = await this.lookUp(command, missing, espeak);
    if (said.length < unknown.length) return null;
    return [...[...found.values()].flat(), ...said];
  }

  /**
   * The phones of these words (the first pronunciation of each), from pocketsphinx's whole dictionary, else from
   * espeak-ng; a word neither can say is left out.
   */
  async phones(command: string, words: string[], espeak: string | null): Promise<Map<string, string[]>> {
    const { found, said } = await this.lookUp(command, new Set(words), espeak);
    const lines = [...[...found.values()].map((ls) => ls[0]), ...said].map((l) => l.split(/\s+/));
    return new Map(lines.map(([word, ...phones]) => [word, phones]));
  }

  /** Those of these words that pocketsphinx's whole dictionary lacks (an invented spelling: "forchy"). */
  async madeUp(command: string, words: string[]): Promise<Set<string>> {
    const found = await this.dictionaryLines(command, new Set(words));
    if (!found) throw new Error('no dictionary to look words up in');
    return new Set(words.filter((w) => !found.has(w)));
  }

  /** Dictionary lines of these words by word, espeak-ng's lines for the others it can say (lower-case letters only). */
  private async lookUp(command: string, words: Set<string>, espeak: string | null) {
    const found = (await this.dictionaryLines(command, words).catch(() => null)) ?? new Map<string, string[]>();
    const unknown = [...words].filter((w) => !found.has(w));
    const sayable = unknown.filter((w) => /^[a-z]+$/.test(w));
    const said = sayable.length && espeak ? await pronounce(espeak, sayable).catch(() => []) : [];
    return { found, said, unknown };
  }

  /** The whole dictionary's lines of these words by word; null when there is no dictionary. */
  private async dictionaryLines(command: string, words: ReadonlySet<string>): Promise<Map<string, string[]> | null> {
    const from = await this.wholeDictionary(command);
    return from ? linesOf(from, words) : null;
  }

  private wholeDictionary(command: string): Promise<string | null> {
    this.whole ??= defaultDictionary(command);
    this.whole.catch(() => (this.whole = null)); // a failed lookup is tried again next time
    return this.whole;
  }

  /** A grammar (JSGF or FSG) or the model made from it, written once (a failed write is retried on the next use). */
  model(grammar: string, kind: 'grammar' | 'arpa', content = () => grammar): Promise<ModelFile> {
    const ext = kind === 'arpa' ? 'arpa' : isFsg(grammar) ? 'fsg' : 'gram';
    const key = `${grammarDigest(grammar)}.${ext}`;
    let p = this.models.get(key);
    if (!p) {
      p = this.dir().then(async (d) => {
        const text = content();
        await writeFile(path.join(d, key), text);
        return { file: path.join(d, key), dict: this.lexicon?.for(text) ?? null };
      });
      this.models.set(key, p);
      p.catch(() => this.models.delete(key));
    }
    return p;
  }

  /**
   * A grammar used once (a typed name's: one per call, so never kept): written to a file of its own for `use`, and
   * removed after it. The disk and memory the recognizer keeps stay bounded by the script's questions.
   */
  async once<T>(grammar: string, use: (model: ModelFile) => Promise<T>, lines: string[] = []): Promise<T> {
    const stem = path.join(await this.dir(), `once-${process.hrtime.bigint()}`);
    const file = `${stem}.${isFsg(grammar) ? 'fsg' : 'gram'}`;
    // Its own dictionary when it has words of its own: the cut one and theirs (`pronunciations`).
    const dict = lines.length && this.lexicon ? `${stem}.dict` : null;
    try {
      await writeFile(file, grammar);
      if (dict) await writeFile(dict, `${await readFile(this.lexicon!.file, 'utf8')}${lines.join('\n')}\n`);
      return await use({ file, dict: dict ?? this.lexicon?.for(grammar) ?? null });
    } finally {
      await Promise.all([file, dict].map((f) => f && rm(f, { force: true })));
    }
  }

  /** A WAV of these samples in the directory (the caller removes it). */
  async wav(pcm: Int16Array, kind: 'long' | 'partial' | 'early'): Promise<string> {
    const file = path.join(await this.dir(), `${kind}-${process.hrtime.bigint()}.wav`);
    await writeFile(file, encodeWavPcm16(pcm, TRANSPORT_SAMPLE_RATE));
    return file;
  }

  /** A path in the directory (for files others write there). */
  async path(name: string): Promise<string> {
    return path.join(await this.dir(), name);
  }

  /** Removes the directory and all in it. */
  async destroy(): Promise<void> {
    if (this.tmp) await rm(await this.tmp, { recursive: true, force: true });
  }

  private dir(): Promise<string> {
    this.tmp ??= mkdtemp(path.join(os.tmpdir(), PREFIX)).then(async (d) => (await writeFile(path.join(d, 'pid'), String(process.pid)), d));
    return this.tmp;
  }
}
