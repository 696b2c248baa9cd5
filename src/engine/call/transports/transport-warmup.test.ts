import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropWarmTransportWorker, hasWarmTransportWorker, takeTransportWorker, warmTransportWorker } from './transport-warmup.ts';

class FakeWorker {
  static made: FakeWorker[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  terminate(): void {
    this.terminated = true;
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

  it('does nothing where there are no workers (server render, old browsers)', () => {
    vi.stubGlobal('Worker', undefined);
    warmTransportWorker();
    expect(hasWarmTransportWorker()).toBe(false);
  });
});
