/** A minimal typed event emitter: on() returns its unsubscribe; a throwing listener never breaks the others. */
export class Emitter<Events extends Record<string, unknown>> {
  private readonly listeners = new Map<keyof Events, Set<(payload: never) => void>>();

  /** Subscribes; returns the unsubscribe. */
  on<K extends keyof Events>(event: K, cb: (payload: Events[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(cb as (payload: never) => void);
    return () => {
      set.delete(cb as (payload: never) => void);
    };
  }

  /** Calls every listener of `event`; returns whether there was any. */
  emit<K extends keyof Events>(event: K, payload: Events[K]): boolean {
    const set = this.listeners.get(event);
    if (!set || set.size === 0) return false;
    for (const cb of [...set]) {
      try {
        (cb as (p: Events[K]) => void)(payload);
      } catch (err) {
        console.error('[vaiu] listener of', String(event), 'threw', err);
      }
    }
    return true;
  }

  /** Drops every listener. */
  clear(): void {
    this.listeners.clear();
  }
}
