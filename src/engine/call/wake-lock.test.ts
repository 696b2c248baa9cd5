import { describe, expect, it, vi } from 'vitest';
import { WakeLockHolder, type WakeLockLike } from './wake-lock.ts';

function fakes() {
  const locks: (WakeLockLike & { released: boolean })[] = [];
  const request = vi.fn(async () => {
    const lock = { released: false, release: vi.fn(async () => void (lock.released = true)) };
    locks.push(lock);
    return lock;
  });
  let visible: (() => void) | null = null;
  const onVisible = vi.fn((cb: () => void) => {
    visible = cb;
    return () => void (visible = null);
  });
  return { locks, request, onVisible, showTab: () => visible?.() };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('wake-lock', () => {
  it('asks for the lock again when the tab comes back after the browser released it', async () => {
    const f = fakes();
    const holder = new WakeLockHolder(f.request, f.onVisible);
    holder.hold();
    await settle();
    f.locks[0].released = true; // the tab was hidden
    f.showTab();
    await settle();
    expect(f.request).toHaveBeenCalledTimes(2);
    await holder.release();
    expect(f.locks[1].release).toHaveBeenCalled();
  });

  it('keeps a lock that is still held when the tab shows again', async () => {
    const f = fakes();
    const holder = new WakeLockHolder(f.request, f.onVisible);
    holder.hold();
    await settle();
    f.showTab();
    await settle();
    expect(f.request).toHaveBeenCalledTimes(1);
    await holder.release();
  });

  it('stops listening for visibility once released', async () => {
    const f = fakes();
    const holder = new WakeLockHolder(f.request, f.onVisible);
    holder.hold();
    await holder.release();
    f.showTab();
    await settle();
    expect(f.request).toHaveBeenCalledTimes(1);
    expect(holder.held).toBe(false);
  });
});
