// Bounded concurrency for recognition: the machine's cores are shared with the live audio of every call.

type Job<T> = {
  run: () => Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
  /** Drops the job's abort listener: once it has started, the decode's own signal kills the process. */
  detach: () => void;
};

/** Runs at most `limit` jobs at once, first come first served; an aborted job that has not started is dropped. */
export class DecodeQueue {
  private running = 0;
  private readonly waiting: Job<unknown>[] = [];

  constructor(private readonly limit: number) {}

  /** Jobs started and not yet settled, and jobs waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Queues a job; rejects with the signal's reason if aborted before it starts. */
  add<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => {
        const i = this.waiting.indexOf(job);
        if (i < 0) return;
        this.waiting.splice(i, 1);
        reject(signal!.reason);
      };
      const job: Job<unknown> = {
        run,
        resolve: resolve as (v: unknown) => void,
        reject,
        detach: () => signal?.removeEventListener('abort', onAbort),
      };
      this.waiting.push(job);
      // A call's signal outlives many decodes: each job's listener goes once the job starts.
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.limit && this.waiting.length) {
      const job = this.waiting.shift()!;
      job.detach();
      this.running++;
      job
        .run()
        .then(job.resolve, job.reject)
        .finally(() => {
          this.running--;
          this.pump();
        });
    }
  }
}
