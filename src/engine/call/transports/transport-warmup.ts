// The WebSocket transport's worker, started ahead of the call: a worker's start (thread, module fetch and compile)
// costs hundreds of ms on a slow phone, so the page starts it while the visitor fills in the details form and the
// call's transport takes it instead of starting its own (docs/architecture.md §3).

let warm: Worker | null = null;

/** A new call-transport worker. */
function spawn(): Worker {
  return new Worker(new URL('../../../../workers/call-transport.worker.ts', import.meta.url), { type: 'module', name: 'call-transport' });
}

/** Starts a transport worker now for the next WebSocket call (at most one waits). */
export function warmTransportWorker(): void {
  if (typeof Worker === 'undefined') return;
  warm ??= spawn();
}

/** The warmed-up worker (taken once), or a new one. */
export function takeTransportWorker(): Worker {
  const w = warm ?? spawn();
  warm = null;
  return w;
}

/** Ends a warmed-up worker no call took (details cancelled, page left, a call on another transport). */
export function dropWarmTransportWorker(): void {
  warm?.terminate();
  warm = null;
}

/** Whether a warmed-up worker is waiting (for tests). */
export function hasWarmTransportWorker(): boolean {
  return warm !== null;
}
