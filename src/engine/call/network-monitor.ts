import type { NetworkQuality } from './call-types.ts';

/** Where online/offline events come from (window in the app, an EventTarget in tests). */
export type OnlineSource = { target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>; isOnline: () => boolean };

/** The browser window as an online source (null outside a browser). */
export function browserOnlineSource(): OnlineSource | null {
  return typeof window === 'undefined' ? null : { target: window, isOnline: () => navigator.onLine };
}

/** Merges the browser's online/offline with the transport's measured quality; emits only when the grade changes. */
export class NetworkMonitor {
  private link: NetworkQuality | null = null;
  private last: NetworkQuality['quality'] | null = null;
  private lastOnline = true;
  private readonly onChange = () => this.publish();

  constructor(
    private readonly source: OnlineSource | null,
    private readonly emit: (q: NetworkQuality) => void,
  ) {
    source?.target.addEventListener('online', this.onChange);
    source?.target.addEventListener('offline', this.onChange);
  }

  /** The latest merged figures. */
  get current(): NetworkQuality {
    const online = this.source?.isOnline() ?? true;
    if (!online) return { quality: 'lost', online, source: 'browser' };
    return this.link ? { ...this.link, online } : { quality: 'good', online, source: 'browser' };
  }

  /** A measurement from the transport (round trip, loss) or its own lost/regained verdict. */
  report(q: NetworkQuality): void {
    this.link = q;
    this.publish();
  }

  /** Forgets transport figures (a new call) without unsubscribing. */
  reset(): void {
    this.link = null;
    this.last = null;
    this.lastOnline = true;
  }

  /** Stops listening. */
  destroy(): void {
    this.source?.target.removeEventListener('online', this.onChange);
    this.source?.target.removeEventListener('offline', this.onChange);
  }

  private publish(): void {
    const q = this.current;
    if (q.quality === this.last && q.online === this.lastOnline) return;
    this.last = q.quality;
    this.lastOnline = q.online;
    this.emit(q);
  }
}
