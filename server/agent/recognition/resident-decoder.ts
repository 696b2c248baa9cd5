// The general model kept loaded: a pocketsphinx_batch process that stays running between answers. Loading the
// general model (its 27 MB language model and the whole dictionary) takes 0.25–0.35 s of every fresh decode, and
// every answer runs one. pocketsphinx_batch reads its control file a line at a time and decodes each line as soon as
// it is read, so the control file here is a FIFO the server writes one line per answer to. Each line is decoded as
// its own utterance, from its own audio alone: the same words, times, scores and posteriors as a fresh process
// (resident-decoder.test.ts compares them).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { open, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeWav, wavHeaderLength, type Decoded } from './pocketsphinx.ts';
import { parseCtm, parseHypsegAcoustic } from './recognition-utils.ts';

/** The header length of the WAVs a resident decoder reads (the server's own WAVs: RIFF, fmt, data). */
export const RESIDENT_WAV_HEADER = 44;
/**
 * A process is replaced after this many utterances: its result files only grow (about 300 bytes an answer), so this
 * bounds them at about 0.6 MB.
 */
export const RESIDENT_MAX_UTTERANCES = 2000;

/** A decode that ran past its time (the process was replaced); other failures may be retried in a fresh process. */
export class ResidentTimeout extends Error {}

/** Where a resident decoder keeps its files (`<base>.ctl`, a FIFO; `<base>.seg` and `<base>.ctm`, its results). */
export type ResidentOptions = { command: string; base: string; maxUtterances?: number };

/** One decode in flight. */
type Pending = { id: string; settle: (err: Error | null, d?: Decoded) => void };
/** A running process and its files. */
type Running = {
  child: ChildProcess;
  ctl: FileHandle;
  seg: FileHandle;
  ctm: FileHandle;
  read: { seg: number; ctm: number };
  decoded: number;
  /** Why it ended, once it has: checked when it is taken as running, in case that came first (robust to either order). */
  exited?: Error;
};

/** A line of the control file names a WAV by its path from `/` without `.wav`; a line cannot hold whitespace. */
export function residentPath(wavFile: string): string | null {
  return wavFile.startsWith('/') && wavFile.endsWith('.wav') && !/\s/.test(wavFile) ? wavFile.slice(1, -'.wav'.length) : null;
}

/**
 * A pocketsphinx_batch process with the general model loaded, one decode at a time. A decode that times out or is
 * aborted kills the process (it cannot stop an utterance halfway) and a new one starts loading at once; so does a
 * process that has decoded `maxUtterances`, or that exited.
 */
export class ResidentDecoder {
  private running: Running | null = null;
  private starting: Promise<Running> | null = null;
  private pending: Pending | null = null;
  private count = 0;
  private closed = false;
  private broken = false;

  constructor(private readonly opts: ResidentOptions) {}

  /** Whether a decode is in flight. */
  get busy(): boolean {
    return this.pending !== null;
  }

  /** Whether its process has been started (it may still be loading the model). */
  get started(): boolean {
    return this.running !== null;
  }

  /** The running process's id (tests). */
  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  /** False once closed, or once a process ended on its own before decoding anything (it would not start again). */
  get usable(): boolean {
    return !this.closed && !this.broken;
  }

  /** Starts the process now (it loads the model while nothing waits for it). */
  async warm(): Promise<void> {
    await this.process();
  }

  /** Decodes one 16 kHz mono WAV (44-byte header, absolute path without whitespace). */
  async decode(wavFile: string, timeoutMs: number, signal?: AbortSignal): Promise<Decoded> {
    const rel = residentPath(wavFile);
    if (!rel) throw new Error(`not decodable by a resident decoder: ${wavFile}`);
    if (this.pending) throw new Error('resident decoder busy');
    signal?.throwIfAborted();
    const id = `u${++this.count}`;
    return new Promise<Decoded>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new ResidentTimeout(`decode timed out after ${timeoutMs} ms`)), timeoutMs);
      const onAbort = () => this.fail(signal!.reason instanceof Error ? signal!.reason : new Error('decode aborted'));
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending = {
        id,
        settle: (err, d) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          this.pending = null;
          if (err) reject(err);
          else resolve(d!);
        },
      };
      this.process()
        .then((r) => (this.pending?.id === id ? r.ctl.write(`${rel} 0 -1 ${id}\n`) : undefined))
        .catch((err: unknown) => this.pending?.id === id && this.fail(err instanceof Error ? err : new Error(String(err))));
    });
  }

  /** Stops the process and removes its files. */
  async close(): Promise<void> {
    this.closed = true;
    this.pending?.settle(new Error('recognizer closed'));
    const r = this.running ?? (await this.starting?.catch(() => null));
    this.running = this.starting = null;
    if (r) await this.stop(r);
    await this.removeFiles();
  }

  /** The process, started if none runs. */
  private process(): Promise<Running> {
    if (!this.usable) return Promise.reject(new Error(this.closed ? 'recognizer closed' : 'resident decoder does not start'));
    if (this.running) return Promise.resolve(this.running);
    this.starting ??= this.start().then(
      (r) => {
        this.starting = null;
        if (r.exited) {
          this.broken = true; // it could not even start (the executable gone): fresh processes from now on
          void this.stop(r);
          throw r.exited;
        }
        return (this.running = r);
      },
      (err: unknown) => {
        this.starting = null;
        throw err;
      },
    );
    return this.starting;
  }

  private async start(): Promise<Running> {
    const { command, base } = this.opts;
    await this.removeFiles();
    await promisify(execFile)('mkfifo', ['-m', '600', `${base}.ctl`]);
    const handles: FileHandle[] = [];
    try {
      // Read and write: opening never waits for pocketsphinx to open its end, and pocketsphinx sees the end of its
      // control file only when this server closes it (or dies): then it exits by itself.
      handles.push(await open(`${base}.ctl`, 'r+'));
      // Created empty before pocketsphinx opens them to write (truncating in place), so these handles read its output.
      await Promise.all(['seg', 'ctm'].map((x) => writeFile(`${base}.${x}`, '')));
      handles.push(await open(`${base}.seg`, 'r'), await open(`${base}.ctm`, 'r'));
    } catch (err) {
      await Promise.all(handles.map((fh) => fh.close().catch(() => undefined)));
      throw err;
    }
    const [ctl, seg, ctm] = handles;
    const args = ['-adcin', 'yes', '-adchdr', String(RESIDENT_WAV_HEADER), '-cepext', '.wav', '-ctl', `${base}.ctl`];
    const child = spawn(command, [...args, '-hypseg', `${base}.seg`, '-ctm', `${base}.ctm`], { stdio: ['ignore', 'ignore', 'pipe'] });
    const r: Running = { child, ctl, seg, ctm, read: { seg: 0, ctm: 0 }, decoded: 0 };
    let line = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      const lines = (line + chunk).split('\n');
      line = lines.pop()!.slice(-4096); // a line without an end stays bounded
      for (const l of lines) this.onLog(r, l);
    });
    child.on('error', (err) => this.onExit(r, err));
    child.on('exit', (code, sig) => this.onExit(r, new Error(`pocketsphinx exited (${sig ?? code})`)));
    return r;
  }

  /** pocketsphinx's log: "<id> done ---" ends an utterance (after its results are written); a file it cannot open fails it. */
  private onLog(r: Running, l: string): void {
    const p = this.pending;
    if (!p || r !== this.running) return;
    if (l.startsWith(`${p.id} done `)) void this.finish(r, p);
    else if (l.startsWith('ERROR: "batch.c"') && l.includes('Failed to open')) this.fail(new Error(l.slice(7)));
  }

  private async finish(r: Running, p: Pending): Promise<void> {
    try {
      const [seg, ctm] = [await this.readNew(r, 'seg'), await this.readNew(r, 'ctm')];
      if (this.pending !== p) return; // timed out or aborted while reading
      // The n-gram search reports its scores shifted left by 10 bits (SENSCR_SHIFT), as in decodeWav.
      p.settle(null, { words: parseCtm(ctm), acoustic: parseHypsegAcoustic(seg) / 1024 });
      if (++r.decoded >= (this.opts.maxUtterances ?? RESIDENT_MAX_UTTERANCES)) this.replace(r);
    } catch (err) {
      if (this.pending === p) this.fail(err as Error);
    }
  }

  /** The bytes pocketsphinx appended to a result file since the last read. */
  private async readNew(r: Running, which: 'seg' | 'ctm'): Promise<string> {
    const fh = r[which];
    const { size } = await fh.stat();
    const buf = Buffer.alloc(size - r.read[which]);
    const { bytesRead } = await fh.read(buf, 0, buf.length, r.read[which]);
    r.read[which] += bytesRead;
    return buf.toString('utf8', 0, bytesRead);
  }

  /** Fails the decode in flight and replaces the process (it may be halfway through the utterance). */
  private fail(err: Error): void {
    const p = this.pending;
    if (!p) return;
    p.settle(err);
    if (this.running) this.replace(this.running);
  }

  private onExit(r: Running, err: Error): void {
    r.exited ??= err;
    if (this.running !== r) return;
    this.running = null;
    void this.stop(r);
    if (r.decoded === 0) this.broken = true;
    if (this.pending) this.pending.settle(err);
    else if (this.usable) void this.process().catch(() => undefined);
  }

  /** Stops this process and starts loading the next. */
  private replace(r: Running): void {
    if (this.running === r) this.running = null;
    void this.stop(r).then(() => (this.usable ? this.process().catch(() => undefined) : undefined));
  }

  private async stop(r: Running): Promise<void> {
    r.child.kill('SIGKILL');
    await Promise.all([r.ctl, r.seg, r.ctm].map((fh) => fh.close().catch(() => undefined)));
  }

  private async removeFiles(): Promise<void> {
    await Promise.all(['ctl', 'seg', 'ctm'].map((x) => rm(`${this.opts.base}.${x}`, { force: true })));
  }
}

/**
 * The general model's decodes: in an idle resident decoder when they run (`keepLoaded`) and the WAV is one it can
 * read, else in a fresh process (also when a resident failed other than by running out of time). The caller bounds
 * how many run at once to the residents' number (the recognizer's decode queue), so one is always idle.
 */
export class GeneralModel {
  private residents: ResidentDecoder[] = [];
  /** Decodes a resident decoder gave (the others ran in fresh processes). */
  residentDecodes = 0;

  constructor(
    private readonly command: string,
    private readonly timeoutMs: number,
  ) {}

  /** Starts `count` resident decoders, their files at `base(name)`, and waits until each has started loading. */
  async keepLoaded(count: number, base: (name: string) => Promise<string>): Promise<void> {
    if (this.residents.length) return;
    for (let i = 0; i < count; i++) this.residents.push(new ResidentDecoder({ command: this.command, base: await base(`general-${i}`) }));
    await Promise.all(this.residents.map((r) => r.warm()));
  }

  /** Resident decoders still in use (not closed, started without failing). */
  get kept(): number {
    return this.residents.filter((r) => r.usable).length;
  }

  async decode(wavFile: string, signal?: AbortSignal): Promise<Decoded> {
    const file = path.resolve(wavFile); // the call records' directory may be relative (DATA_DIR=./data)
    const readable = residentPath(file) !== null && (await wavHeaderLength(file).catch(() => 0)) === RESIDENT_WAV_HEADER;
    // Picked after the await, and taken (decode marks it busy) before the next: two decodes never pick the same one.
    const idle = readable ? this.residents.filter((r) => r.usable && !r.busy) : [];
    const resident = idle.find((r) => r.started) ?? idle[0];
    if (resident) {
      try {
        const d = await resident.decode(file, this.timeoutMs, signal);
        this.residentDecodes++;
        return d;
      } catch (err) {
        if (signal?.aborted || err instanceof ResidentTimeout) throw err;
      }
    }
    return decodeWav(this.command, file, { timeoutMs: this.timeoutMs, signal });
  }

  async close(): Promise<void> {
    await Promise.all(this.residents.map((r) => r.close()));
  }
}
