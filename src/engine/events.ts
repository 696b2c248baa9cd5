// The engine's one typed emitter, on mitt. The owner keeps the EventHub (emit, clear) private and hands out `on`
// only, so no caller outside the owner can fire its events. A throwing listener never breaks the others.
import mitt from 'mitt';
import { logger } from '../lib/logger.ts';

/** Removes the listener it was returned for. */
export type Unsubscribe = () => void;

/** A listener of one event. */
export type Listener<T> = (payload: T) => void;

/** Arguments of emit: none for `void` events, else the payload. */
export type EmitArgs<T> = [T] extends [void] ? [] : [T];

/** The subscribe half an owner exposes (`call.on('call-start', …)`). */
export interface EventSource<Events> {
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): Unsubscribe;
}

/** The owner's half: subscribe, emit, count, clear. Keep it private; expose only `on`. */
export interface EventHub<Events> extends EventSource<Events> {
  /** Calls every listener of `type`; returns whether there was any (so an unheard error can be logged). */
  emit<K extends keyof Events>(type: K, ...args: EmitArgs<Events[K]>): boolean;
  /** Number of listeners of one event. */
  listenerCount(type: keyof Events): number;
  /** Drops every listener. */
  clear(): void;
}

/** Creates an event hub; listener errors go to `onListenerError` (default: the logger). */
export function createEventHub<Events extends Record<string, unknown>>(
  onListenerError: (type: string, err: unknown) => void = (type, err) => logger.error(`listener of '${type}' threw`, err),
): EventHub<Events> {
  const bus = mitt<Events>();
  const listenerCount = (type: keyof Events) => bus.all.get(type)?.length ?? 0;
  // Closures, not `this`: a hub's methods keep working when passed around on their own (e.g. `{ emit } = hub`).
  return {
    on(type, listener) {
      const guarded = (payload: Events[typeof type]) => {
        try {
          listener(payload);
        } catch (err) {
          onListenerError(String(type), err);
        }
      };
      bus.on(type, guarded);
      return () => bus.off(type, guarded);
    },
    emit(type, ...args) {
      if (listenerCount(type) === 0) return false;
      bus.emit(type, args[0] as Events[typeof type]);
      return true;
    },
    listenerCount,
    clear: () => bus.all.clear(),
  };
}

/** Base of an engine object with events: public `on`, `emit` and `clearListeners` for the owner (and subclasses). */
export abstract class Evented<Events extends Record<string, unknown>> implements EventSource<Events> {
  private readonly hub = createEventHub<Events>();
  /** Per event, a source subscribed only while the event has listeners (whileListened). */
  private readonly demands = new Map<keyof Events, { start: () => Unsubscribe; stop: Unsubscribe | null }>();

  /** Subscribes to one event; returns the unsubscribe. */
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): Unsubscribe {
    const off = this.hub.on(type, listener);
    this.meetDemand(type);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      off();
      this.meetDemand(type);
    };
  }

  /**
   * Keeps `start`'s subscription (e.g. forwarding a source's events as `type`) only while `type` has listeners: a
   * source whose events cost something (worklet level reports) runs only when someone hears them. Returns the function
   * that drops the demand and its subscription.
   */
  protected whileListened<K extends keyof Events>(type: K, start: () => Unsubscribe): Unsubscribe {
    this.dropDemand(type);
    const d = { start, stop: null as Unsubscribe | null };
    this.demands.set(type, d);
    this.meetDemand(type);
    return () => {
      if (this.demands.get(type) === d) this.dropDemand(type);
    };
  }

  private meetDemand(type: keyof Events): void {
    const d = this.demands.get(type);
    if (!d) return;
    const wanted = this.hub.listenerCount(type) > 0;
    if (wanted && !d.stop) d.stop = d.start();
    else if (!wanted && d.stop) {
      d.stop();
      d.stop = null;
    }
  }

  private dropDemand(type: keyof Events): void {
    this.demands.get(type)?.stop?.();
    this.demands.delete(type);
  }

  /** Fires an event; returns whether anyone listened. */
  protected emit<K extends keyof Events>(type: K, ...args: EmitArgs<Events[K]>): boolean {
    return this.hub.emit(type, ...args);
  }

  /** Drops every listener (on destroy), and with them every subscription kept for them. */
  protected clearListeners(): void {
    this.hub.clear();
    for (const type of [...this.demands.keys()]) this.dropDemand(type);
  }
}
