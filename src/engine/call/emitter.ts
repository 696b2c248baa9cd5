import { logger } from '../../lib/logger.ts';

type Listener<T> = (payload: T) => void;

/** A tiny typed event emitter: `on()` returns its unsubscribe, a throwing or missing listener never throws to the emitter. */
export class Emitter<Events extends Record<string, unknown>> {
  private listeners = new Map<keyof Events, Set<Listener<never>>>();

  /** Subscribes to one event; returns the unsubscribe. */
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => {
      set.delete(listener as Listener<never>);
    };
  }

  /** Emits to every listener; returns whether anyone listened. Listener errors are logged, never rethrown. */
  emit<K extends keyof Events>(type: K, ...[payload]: Events[K] extends void ? [] : [Events[K]]): boolean {
    const set = this.listeners.get(type);
    if (!set || set.size === 0) return false;
    for (const listener of [...set]) {
      try {
        (listener as Listener<Events[K]>)(payload as Events[K]);
      } catch (err) {
        // A faulty listener must not abort the caller (e.g. cleanup after an error).
        logger.error(`listener of '${String(type)}' threw`, err);
      }
    }
    return true;
  }

  /** Number of listeners of one event. */
  listenerCount(type: keyof Events): number {
    return this.listeners.get(type)?.size ?? 0;
  }

  /** Drops every listener. */
  clear(): void {
    this.listeners.clear();
  }
}
