import { execFile } from 'node:child_process';
import { access, constants, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseCtm, parseHypsegAcoustic, wavDataOffset, type WordTiming } from './recognition-utils.ts';

/** A decode's words and its acoustic log-likelihood (pocketsphinx's log base 1.0001; higher = better fit). */
export type Decoded = { words: WordTiming[]; acoustic: number };

/**
 * How to run one decode: the general model, a grammar (`grammarFile`: JSGF, or pocketsphinx's finite-state format
 * when it ends in `.fsg`) or another n-gram model (`lmFile`), with a smaller pronunciation dictionary (`dictFile`).
 */
export type DecodeOptions = { grammarFile?: string; lmFile?: string; dictFile?: string; timeoutMs: number; signal?: AbortSignal };

/**
 * Decodes a 16 kHz mono WAV in a child process (`-jsgf` constrains it to a grammar); killed on timeout or abort.
 * `pocketsphinx_batch`, not `_continuous`: batch decodes the file as one utterance and normalises its cepstra by
 * their mean over the whole of it (CMN batch). `_continuous` starts from the acoustic model's stored mean and
 * adapts while it goes, so the first second of a short answer in a voice unlike the training data (espeak) is
 * decoded with the wrong normalisation: "March" came out as "August", "Sam Taylor" as "Tom Miller".
 */
export async function decodeWav(command: string, wavFile: string, opts: DecodeOptions): Promise<Decoded> {
  const id = path.basename(wavFile, '.wav');
  if (!wavFile.endsWith('.wav') || /\s/.test(id)) throw new Error(`not decodable as one batch utterance: ${wavFile}`);
  const headerLength = await wavHeaderLength(wavFile);
  // Control and CTM files, not /dev/stdin and /dev/stdout: Node gives a child sockets, which those cannot open.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vaiu-decode-'));
  try {
    await writeFile(path.join(dir, 'ctl'), `${id}\n`);
    const args = ['-adcin', 'yes', '-adchdr', String(headerLength), '-cepdir', path.dirname(wavFile), '-cepext', '.wav'];
    args.push(
      '-ctl',
      path.join(dir, 'ctl'),
      '-ctm',
      path.join(dir, 'ctm'),
      '-hypseg',
      path.join(dir, 'seg'),
      '-logfn',
      '/dev/null',
      ...(opts.grammarFile ? [opts.grammarFile.endsWith('.fsg') ? '-fsg' : '-jsgf', opts.grammarFile] : []),
      ...(opts.lmFile && !opts.grammarFile ? ['-lm', opts.lmFile] : []),
      ...(opts.dictFile ? ['-dict', opts.dictFile] : []),
    );
    await new Promise<void>((resolve, reject) => {
      execFile(command, args, { timeout: opts.timeoutMs, killSignal: 'SIGKILL', signal: opts.signal }, (err) =>
        err ? reject(err) : resolve(),
      );
    });
    const acoustic = parseHypsegAcoustic(await readFile(path.join(dir, 'seg'), 'utf8'));
    // The n-gram search reports its scores shifted left by 10 bits (SENSCR_SHIFT); the grammar search does not.
    return { words: parseCtm(await readFile(path.join(dir, 'ctm'), 'utf8')), acoustic: opts.grammarFile ? acoustic : acoustic / 1024 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Where a WAV file's samples start (its header's length in bytes). */
export async function wavHeaderLength(wavFile: string): Promise<number> {
  const header = Buffer.alloc(4096);
  const fh = await open(wavFile, 'r');
  try {
    await fh.read(header, 0, header.length, 0);
  } finally {
    await fh.close();
  }
  return wavDataOffset(header);
}

/** The recognizer's executable resolved on PATH (or as given), or null when it is not installed. */
export async function findCommand(command: string): Promise<string | null> {
  const dirs = command.includes('/') ? [''] : (process.env.PATH ?? '').split(path.delimiter);
  for (const d of dirs) {
    const p = d ? path.join(d, command) : command;
    try {
      await access(p, constants.X_OK);
      return p;
    } catch {
      // not in this directory
    }
  }
  return null;
}
