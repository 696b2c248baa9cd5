// The recognizer's files on disk: grammars, the n-gram models made from them, the answers' dictionary, and WAVs cut
// from answers — all in one temporary directory, removed with the recognizer.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TRANSPORT_SAMPLE_RATE } from '../../../src/protocol/messages.ts';
import { encodeWavPcm16 } from '../../lib/wav.ts';
import { defaultDictionary, Lexicon, vocabulary } from './lexicon.ts';
import { grammarDigest, isFsg } from './recognition-utils.ts';

/** A model written to disk, and the dictionary to decode it with (null: pocketsphinx's whole dictionary). */
export type ModelFile = { file: string; dict: string | null };

export class ModelFiles {
  private tmp: Promise<string> | null = null;
  private readonly models = new Map<string, Promise<ModelFile>>();
  private lexicon: Lexicon | null = null;

  /**
   * Cuts the dictionary the grammars' models are decoded with, from the one `command` loads by default: models
   * written after this decode with it when it has all their words.
   */
  async cutLexicon(command: string, grammars: string[]): Promise<void> {
    const from = await defaultDictionary(command);
    if (!from) return;
    const words = new Set(grammars.flatMap((g) => [...vocabulary(g)]));
    this.lexicon = await Lexicon.cut(from, words, path.join(await this.dir(), 'answers.dict'));
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

  /** A WAV of these samples in the directory (the caller removes it). */
  async wav(pcm: Int16Array, kind: 'long' | 'partial'): Promise<string> {
    const file = path.join(await this.dir(), `${kind}-${process.hrtime.bigint()}.wav`);
    await writeFile(file, encodeWavPcm16(pcm, TRANSPORT_SAMPLE_RATE));
    return file;
  }

  /** Removes the directory and all in it. */
  async destroy(): Promise<void> {
    if (this.tmp) await rm(await this.tmp, { recursive: true, force: true });
  }

  private dir(): Promise<string> {
    this.tmp ??= mkdtemp(path.join(os.tmpdir(), 'vaiu-asr-'));
    return this.tmp;
  }
}
