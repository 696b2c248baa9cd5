// The answers' own pronunciation dictionary: the words of the questions' grammars, cut from pocketsphinx's own.
//
// Every decode loads a dictionary before it hears anything. pocketsphinx's (CMUdict, 134 723 words) takes 0.1 s to
// read, and a decode with a small n-gram model (a question's soft grammar) spends a further 1.2–1.9 s matching every
// one of those words against the model before the search starts. A grammar can only hear its own words, so it is
// decoded with a dictionary of just those (the same pronunciations, alternates included): the same words and scores,
// without the wait. The general model keeps the whole dictionary: it can hear any word.
import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** The words a grammar (JSGF), finite-state grammar or ARPA n-gram model can hear. */
export function vocabulary(model: string): Set<string> {
  if (model.startsWith('FSG_BEGIN'))
    return new Set([...model.matchAll(/^(?:TRANSITION|T)[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+(\S+)[ \t]*$/gm)].map((m) => m[1]));
  if (model.trimStart().startsWith('\\data\\')) {
    const unigrams = /\\1-grams:\n([\s\S]*?)\n\s*\\/.exec(model)?.[1] ?? '';
    const words = unigrams.split('\n').map((l) => l.trim().split(/\s+/)[1]);
    return new Set(words.filter((w): w is string => !!w && w !== '<s>' && w !== '</s>'));
  }
  const body = model
    .replace(/^#JSGF[^;]*;|^grammar [^;]*;/gm, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\bpublic\b/g, ' ');
  return new Set(body.split(/[^a-z0-9'.]+/).filter(Boolean));
}

/** The dictionary pocketsphinx loads by default (its `-dict`), read from the configuration it logs; null if none. */
export async function defaultDictionary(command: string): Promise<string | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vaiu-dict-'));
  try {
    const log = path.join(dir, 'log');
    // An empty control file: it logs its configuration and decodes nothing.
    await new Promise<void>((resolve, reject) =>
      execFile(command, ['-ctl', '/dev/null', '-logfn', log], { timeout: 10_000, killSignal: 'SIGKILL' }, (err) =>
        err ? reject(err) : resolve(),
      ),
    );
    return dictionaryOf(await readFile(log, 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The `-dict` of a pocketsphinx configuration log: its last tab-separated column (a path may hold spaces). */
export function dictionaryOf(log: string): string | null {
  const line = log.split('\n').find((l) => /^-dict\t/.test(l));
  return line?.split('\t').filter(Boolean).slice(1).pop()?.trim() || null;
}

/**
 * A dictionary of some words: the file to pass as `-dict`, and the words it was cut for (those the whole dictionary
 * does not know included: a grammar with such a word fails to load with either dictionary).
 */
export class Lexicon {
  private constructor(
    readonly file: string,
    readonly words: ReadonlySet<string>,
  ) {}

  /**
   * Copies the pronunciations of `words` from the dictionary `from` (streamed: it is megabytes) into `file`; words
   * it does not know are not in either.
   */
  static async cut(from: string, words: ReadonlySet<string>, file: string): Promise<Lexicon> {
    const lines = [...(await linesOf(from, words)).values()].flat();
    await writeFile(file, lines.length ? `${lines.join('\n')}\n` : '');
    return new Lexicon(file, words);
  }

  /** The file when it was cut for every word of `model`, else null (that model needs the whole dictionary). */
  for(model: string): string | null {
    for (const w of vocabulary(model)) if (!this.words.has(w)) return null;
    return this.file;
  }
}

/** The lines of these words in the dictionary `from` (streamed: it is megabytes), alternates included, by word. */
export async function linesOf(from: string, words: ReadonlySet<string>): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const input = createReadStream(from, 'utf8');
  try {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      // "word pron…" or an alternate, "word(2) pron…".
      const word = /^([^\s(]+)(?:\(\d+\))?\s/.exec(line)?.[1];
      if (word && words.has(word)) found.set(word, [...(found.get(word) ?? []), line]);
    }
  } finally {
    input.destroy();
  }
  return found;
}
