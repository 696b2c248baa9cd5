// The neural recognizer: Moonshine tiny (scripts/fetch-speech-model.mjs installs it) in a process of its own
// (moonshine-child.ts), one answer at a time. It hears open English, names included, and is far less thrown by an
// unusual voice than pocketsphinx's models; recognizer.ts weighs the two.
import { fork, type ChildProcess } from 'node:child_process';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DecodeQueue } from './decode-queue.ts';
import type { ChildMessage, HearRequest } from './moonshine-child.ts';
import type { Bias } from './neural-bias.ts';

/** What the neural recognizer heard: the words (its own spelling and punctuation) and its mean token probability. */
export type NeuralHeard = { text: string; confidence: number };

/** The model's files (scripts/fetch-speech-model.mjs). */
const MODEL_FILES = ['encoder_model.onnx', 'decoder_model_merged.onnx'];
/** Loading the model takes 1–2 s on a free core; a machine this much slower cannot hear with it anyway. */
const LOAD_TIMEOUT_MS = 60_000;
/** The process's nice value (0 is the server's and pocketsphinx's; 19 the lowest priority). */
const NEURAL_NICE = 10;
/** After this many processes that failed to load, the model is given up on (hear rejects at once). */
const MAX_FAILED_LOADS = 3;

/** Where the model is installed by default (the postinstall step). */
export const DEFAULT_MODEL_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.vaiu/moonshine-tiny');

/**
 * One process with the model loaded, hearing one answer at a time (first come, first served). A hear that runs past
 * `timeoutMs` kills the process (it cannot stop halfway) and the next one starts it again; an aborted hear rejects at
 * once, and its answer is still heard to the end and dropped, so the process is kept.
 */
export class Moonshine {
  private readonly queue = new DecodeQueue(1);
  private starting: Promise<ChildProcess> | null = null;
  /** The loaded process `starting` resolved to. */
  private current: ChildProcess | null = null;
  /** The last process started, loaded or not (close kills it). */
  private spawned: ChildProcess | null = null;
  private failedLoads = 0;
  private lastFailure = '';
  private nextId = 1;
  private closed = false;

  private constructor(
    readonly modelDir: string,
    private readonly timeoutMs: number,
  ) {}

  /** The recognizer if its model files are installed in `modelDir` ('off': none), else null. */
  static async create(modelDir: string, timeoutMs: number): Promise<Moonshine | null> {
    if (modelDir === 'off') return null;
    const present = await Promise.all(
      MODEL_FILES.map((f) =>
        access(path.join(modelDir, f)).then(
          () => true,
          () => false,
        ),
      ),
    );
    return present.every(Boolean) ? new Moonshine(modelDir, timeoutMs) : null;
  }

  /** Starts the process and loads the model now (not on a call's first answer). */
  async prepare(): Promise<void> {
    await this.process();
  }

  /**
   * Hears one answer's 16-kHz samples, `bias`'s words favoured (neural-bias.ts); rejects on timeout (`timeoutMs`),
   * abort, or a model that cannot load.
   */
  hear(pcm: Int16Array, signal?: AbortSignal, timeoutMs = this.timeoutMs, bias: Bias | null = null): Promise<NeuralHeard> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const job = this.queue.add(() => this.run(pcm, timeoutMs, bias), signal);
    if (!signal) return job;
    return new Promise<NeuralHeard>((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      job.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /** Hears waiting and running (for stats). */
  get load(): { running: number; waiting: number } {
    return this.queue.load;
  }

  /** Stops the process. */
  async close(): Promise<void> {
    this.closed = true;
    [this.starting, this.current] = [null, null];
    // Loaded or still loading: killed now, not after its load.
    const c = this.spawned;
    if (c && c.exitCode === null && c.signalCode === null) {
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    }
  }

  /** The loaded process's id, or null (none started yet, or the last one stopped). */
  get pid(): number | null {
    return this.current?.pid ?? null;
  }

  private async run(pcm: Int16Array, timeoutMs: number, bias: Bias | null): Promise<NeuralHeard> {
    const child = await this.process();
    const id = this.nextId++;
    return new Promise<NeuralHeard>((resolve, reject) => {
      let settled = false;
      const settle = (err: Error | null, heard?: NeuralHeard) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.off('message', onMessage).off('exit', onExit);
        if (err) reject(err);
        else resolve(heard!);
      };
      const onMessage = (m: ChildMessage) => {
        if (m.type === 'heard' && m.id === id) settle(null, { text: m.text, confidence: m.confidence });
        else if (m.type === 'error' && m.id === id) settle(new Error(`neural recognizer: ${m.message}`));
      };
      const onExit = () => settle(new Error('neural recognizer exited'));
      const timer = setTimeout(() => {
        this.drop(child);
        settle(new Error(`neural recognizer: no words after ${timeoutMs} ms`));
      }, timeoutMs);
      child.on('message', onMessage).once('exit', onExit);
      // A process that died just now fails the send: this hear fails, the next starts another.
      child.send({ id, pcm, bias } satisfies HearRequest, (err) => err && settle(new Error(`neural recognizer: ${err.message}`)));
    });
  }

  /** The running process, started (and loaded) if there is none. */
  private process(): Promise<ChildProcess> {
    if (this.closed) return Promise.reject(new Error('neural recognizer closed'));
    if (this.failedLoads >= MAX_FAILED_LOADS)
      return Promise.reject(new Error(`neural recognizer gave up after ${MAX_FAILED_LOADS} failed loads (${this.lastFailure})`));
    if (!this.starting) {
      const starting = this.spawn();
      this.starting = starting;
      // A process that failed to start or has exited is forgotten: the next hear starts another.
      const forget = () => {
        if (this.starting !== starting) return;
        [this.starting, this.current] = [null, null];
      };
      starting.then((c) => c.once('exit', forget), forget);
    }
    return this.starting;
  }

  private spawn(): Promise<ChildProcess> {
    // The child is TypeScript: it runs with tsx's loader, resolved from here (whatever the server's working directory).
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const child = fork(path.join(import.meta.dirname, 'moonshine-child.ts'), [this.modelDir], {
      execArgv: ['--import', tsx],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    this.spawned = child;
    // Below pocketsphinx's priority: it hears with the CPU left over, so under load it falls behind (and the answer is
    // heard without it, recognizer.ts) instead of slowing every decode.
    if (child.pid !== undefined) setPriority(child.pid, NEURAL_NICE);
    return new Promise<ChildProcess>((resolve, reject) => {
      let settled = false;
      const fail = (why: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        child.kill('SIGKILL');
        if (this.closed) return reject(new Error('neural recognizer closed'));
        this.failedLoads++;
        this.lastFailure = why;
        reject(new Error(`neural recognizer cannot load: ${why}`));
      };
      const timer = setTimeout(() => fail(`not loaded after ${LOAD_TIMEOUT_MS} ms`), LOAD_TIMEOUT_MS);
      const early = (code: number | null) => fail(`exited while loading (code ${code})`);
      const first = (m: ChildMessage) => {
        if (m.type === 'failed') return fail(m.message);
        if (m.type !== 'ready' || settled) return;
        settled = true;
        clearTimeout(timer);
        child.off('message', first).off('exit', early);
        this.current = child;
        resolve(child);
      };
      child.on('message', first).once('exit', early);
      child.once('error', (err) => fail(err.message));
    });
  }

  /** Kills a process that ran out of time; the next hear starts a new one (not this one, though it has not exited yet). */
  private drop(child: ChildProcess): void {
    child.kill('SIGKILL');
    if (this.current === child) [this.current, this.starting] = [null, null];
  }
}
