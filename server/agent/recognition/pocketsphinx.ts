import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { parseTimedOutput, type WordTiming } from './recognition-utils.ts';

/** How to run one decode. */
export type DecodeOptions = { jsgfFile?: string; timeoutMs: number; signal?: AbortSignal };

/** Decodes a 16 kHz mono WAV in a child process (`-jsgf` constrains it to a grammar); killed on timeout or abort. */
export function decodeWav(command: string, wavFile: string, opts: DecodeOptions): Promise<WordTiming[]> {
  const args = ['-infile', wavFile, '-time', 'yes', '-logfn', '/dev/null', ...(opts.jsgfFile ? ['-jsgf', opts.jsgfFile] : [])];
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: opts.timeoutMs, killSignal: 'SIGKILL', signal: opts.signal, maxBuffer: 1 << 20 }, (err, stdout) =>
      err ? reject(err) : resolve(parseTimedOutput(stdout)),
    );
  });
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
