import { describe, expect, it } from 'vitest';
import { ResourceStore } from './resource-store.ts';

describe('resource-store', () => {
  it('keeps at most the cap of a collection, evicting the oldest first', () => {
    const store = new ResourceStore(10_000, { '/chat/web': { max: 3 } });
    for (let i = 0; i < 300; i++) store.create('/chat/web', { input: `m${i}` });
    expect(
      store
        .list('/chat/web')
        .map((r) => r.input)
        .sort(),
    ).toEqual(['m297', 'm298', 'm299']);
  });

  it('caps every other collection at the default and never evicts a pinned (seeded) resource', () => {
    const store = new ResourceStore(2);
    store.create('/assistant', { name: 'seed' }, 'local-recruiter');
    for (let i = 0; i < 5; i++) store.create('/assistant', { name: `a${i}` });
    expect(store.get('/assistant', 'local-recruiter')).toBeDefined();
    expect([...store.collection('/assistant').values()].map((r) => r.name)).toEqual(['seed', 'a4']); // the seed counts toward the cap
  });
});
