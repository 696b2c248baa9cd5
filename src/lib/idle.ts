/** Runs `fn` when the main thread is idle (within `timeout` ms; a short timer where requestIdleCallback is missing). */
export function whenIdle(fn: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 50);
  return () => clearTimeout(id);
}
