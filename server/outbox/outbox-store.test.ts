import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxStore } from './outbox-store.ts';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('OutboxStore.settle', () => {
  it('waits for every tracked write, including one tracked while it waits, and for a failed one', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vaiu-outbox-'));
    const store = new OutboxStore(dir);
    const order: string[] = [];
    let finish!: () => void;
    const slow = new Promise<void>((r) => (finish = r)).then(() => {
      order.push('slow');
      void store.track(store.add({ via: 'send', service_id: 's', template_id: 't', template_params: {} }).then(() => order.push('add')));
    });
    void store.track(slow);
    void store.track(Promise.reject(new Error('disk full'))).catch(() => order.push('failed'));
    const settled = store.settle().then(() => order.push('settled'));
    setTimeout(finish, 20);
    await settled;
    expect(order.at(-1)).toBe('settled');
    expect(order).toEqual(expect.arrayContaining(['slow', 'add', 'failed']));
    expect(await store.list()).toHaveLength(1);
  });
});
