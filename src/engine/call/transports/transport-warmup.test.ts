import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropWarmTransportWorker, hasWarmTransportWorker, takeTransportWorker, warmTransportWorker } from './transport-warmup.ts';

class FakeWorker {
  static made: FakeWorker[] = [];
  terminated = false;
  private errorListeners: (() => void)[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: string, fn: () => void): void {
    if (type === 'error') this.errorListeners.push(fn);
  }
  /** The worker's script failed to load. */
  fail(): void {
    for (const fn of this.errorListeners) fn();
  }
}

describe('transport worker warm-up', () => {
  afterEach(() => {
    dropWarmTransportWorker();
    FakeWorker.made = [];
    vi.unstubAllGlobals();
  });

  it('the warmed-up worker is the one the next call takes; the call after that gets a new one', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmTransportWorker();
    warmTransportWorker(); // at most one waits
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0].options).toEqual({ type: 'module', name: 'call-transport' });
    expect(takeTransportWorker()).toBe(FakeWorker.made[0]);
    expect(hasWarmTransportWorker()).toBe(false);
    expect(takeTransportWorker()).toBe(FakeWorker.made[1]);
    expect(FakeWorker.made.every((w) => !w.terminated)).toBe(true);
  });

  it('a worker nobody took is terminated when dropped; a taken one is not', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmTransportWorker();
    const taken = takeTransportWorker();
    warmTransportWorker();
    dropWarmTransportWorker();
    expect(FakeWorker.made.map((w) => w.terminated)).toEqual([false, true]);
    expect(taken).toBe(FakeWorker.made[0]);
    expect(hasWarmTransportWorker()).toBe(false);
  });

  it('replaces a warmed-up worker whose script failed to load, and ends it', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmTransportWorker();
    FakeWorker.made[0].fail();
    const taken = takeTransportWorker();
    expect(taken).toBe(FakeWorker.made[1]);
    expect(FakeWorker.made.map((w) => w.terminated)).toEqual([true, false]);
  });

  it('does nothing where there are no workers (server render, old browsers)', () => {
    vi.stubGlobal('Worker', undefined);
    warmTransportWorker();
    expect(hasWarmTransportWorker()).toBe(false);
  });
});
