import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { DecodeQueue } from './decode-queue.ts';

const deferred = () => {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('decode-queue', () => {
  it('runs at most `limit` jobs at once, then the waiting ones in order', async () => {
    const q = new DecodeQueue(2);
    const jobs = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = jobs.map((d, i) => q.add(() => (started.push(i), d.promise)));
    expect(started).toEqual([0, 1]);
    expect(q.load).toEqual({ running: 2, waiting: 1 });
    jobs[1].resolve('b');
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    jobs[0].resolve('a');
    jobs[2].resolve('c');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(q.load).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting job whose call ended, and refuses one already aborted', async () => {
    const q = new DecodeQueue(1);
    const first = deferred();
    void q.add(() => first.promise);
    const ac = new AbortController();
    let ran = false;
    const waiting = q.add(async () => void (ran = true), ac.signal);
    ac.abort(new Error('call ended'));
    await expect(waiting).rejects.toThrow('call ended');
    await expect(q.add(async () => 1, ac.signal)).rejects.toThrow('call ended');
    first.resolve('x');
    await first.promise;
    expect(ran).toBe(false);
    expect(q.load.waiting).toBe(0);
  });

  it("leaves no listener on the call's signal once a job has started", async () => {
    const q = new DecodeQueue(1);
    const ac = new AbortController();
    const first = deferred();
    const running = q.add(() => first.promise, ac.signal);
    const waiting = q.add(async () => 'w', ac.signal);
    expect(getEventListeners(ac.signal, 'abort')).toHaveLength(1); // the waiting job's
    first.resolve('r');
    expect(await Promise.all([running, waiting])).toEqual(['r', 'w']);
    for (let i = 0; i < 20; i++) await q.add(async () => i, ac.signal);
    expect(getEventListeners(ac.signal, 'abort')).toHaveLength(0);
  });
});
