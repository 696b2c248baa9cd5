// The WebSocket transport's worker, started ahead of the call (src/engine/worker-warmup.ts): the call's transport takes
// it instead of starting its own (docs/architecture.md §3).
import { workerWarmup } from '../../worker-warmup.ts';

const warmup = workerWarmup(
  () => new Worker(new URL('../../../../workers/call-transport.worker.ts', import.meta.url), { type: 'module', name: 'call-transport' }),
);

/** Starts a transport worker now for the next WebSocket call (at most one waits). */
export const warmTransportWorker = (): void => warmup.warm();
/** The warmed-up worker (taken once), or a new one. */
export const takeTransportWorker = (): Worker => warmup.take();
/** Ends a warmed-up worker no call took (details cancelled, page left, a call on another transport). */
export const dropWarmTransportWorker = (): void => warmup.drop();
/** Whether a warmed-up worker is waiting (for tests). */
export const hasWarmTransportWorker = (): boolean => warmup.has();
