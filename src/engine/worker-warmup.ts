// A worker started ahead of its use: a worker's start (thread, module fetch and compile) costs the main thread and
// hundreds of ms on a slow phone, so the page starts the call's workers while the visitor fills in the details form
// and the call takes them instead of starting its own (docs/architecture.md §2–3).

/** At most one warmed-up worker of one kind. */
export type WorkerWarmup = {
  /** Starts one now, unless one waits already or workers are not supported here. */
  warm(): void;
  /** The warmed-up worker (taken once), or a new one; one whose script failed to load is replaced. */
  take(): Worker;
  /** Ends a warmed-up worker nobody took. */
  drop(): void;
  /** Whether one waits (for tests). */
  has(): boolean;
};

/** A warm-up for workers made by `spawn` (a `new Worker(new URL(…))` expression, for the bundler to see). */
export function workerWarmup(spawn: () => Worker, supported: () => boolean = () => typeof Worker !== 'undefined'): WorkerWarmup {
  let warm: Worker | null = null;
  let failed = false;
  return {
    warm() {
      if (warm || !supported()) return;
      const w = spawn();
      failed = false;
      w.addEventListener('error', () => {
        if (warm === w) failed = true;
      });
      warm = w;
    },
    take() {
      const w = warm;
      const ok = w !== null && !failed;
      if (w && !ok) w.terminate();
      warm = null;
      failed = false;
      return ok ? w : spawn();
    },
    drop() {
      warm?.terminate();
      warm = null;
      failed = false;
    },
    has() {
      return warm !== null;
    },
  };
}
