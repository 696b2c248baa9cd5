// A TCP proxy the tests control: everything between the browser and the local services goes through it, so a
// test can cut every socket at once, refuse new connections for a while, and count connections.
import net from 'node:net';

/** A running proxy. */
export type TcpProxy = {
  /** The port to connect to (forwards to the target). */
  readonly port: number;
  /** Connections accepted and forwarded so far. */
  readonly accepted: number;
  /** Connections refused (reset at once) so far. */
  readonly refused: number;
  /** Sockets open now. */
  readonly open: number;
  /** Destroys every open connection (both sides), like a network drop; new connections still work. */
  dropAll(): void;
  /**
   * Stops forwarding on every open connection for `ms` without closing it (a black-holed link); the data waits. With
   * `only`, just the connections whose client's first bytes it accepts (`head => head.includes('/transport')`: the
   * call's WebSocket, not the page's idle keep-alive sockets).
   */
  stall(ms: number, only?: (head: string) => boolean): void;
  /** Resets every new connection for `ms` (0 = until allow()); open ones are untouched. */
  refuse(ms?: number): void;
  /** Accepts connections again. */
  allow(): void;
  /** Drops everything and stops listening. */
  close(): Promise<void>;
};

/** Starts a proxy on `listenPort` (0 = any free port) forwarding to `targetPort` on 127.0.0.1. */
export async function startTcpProxy(targetPort: number, listenPort = 0, host = '127.0.0.1'): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  // The first bytes each client sent (its request line), for `stall`'s filter.
  const heads = new WeakMap<net.Socket, string>();
  let accepted = 0;
  let refused = 0;
  let refuseUntil = 0;
  let refuseTimer: NodeJS.Timeout | null = null;
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    if (refuseUntil > Date.now()) {
      refused++;
      return void client.resetAndDestroy();
    }
    accepted++;
    const upstream = net.connect(targetPort, host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.once('data', (b: Buffer) => heads.set(client, b.toString('latin1', 0, 200)));
    client.pipe(upstream);
    upstream.pipe(client);
    client.resume();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, () => resolve());
  });
  const allow = () => {
    refuseUntil = 0;
    if (refuseTimer) clearTimeout(refuseTimer);
    refuseTimer = null;
  };
  const dropAll = () => {
    for (const [c, u] of [...pairs]) {
      c.resetAndDestroy();
      u.destroy();
    }
    pairs.clear();
  };
  const stall = (ms: number, only?: (head: string) => boolean) => {
    for (const [c, u] of pairs) {
      if (only && !only(heads.get(c) ?? '')) continue;
      c.unpipe(u);
      u.unpipe(c);
      c.pause();
      u.pause();
      setTimeout(() => {
        if (c.destroyed || u.destroyed) return;
        c.pipe(u);
        u.pipe(c);
      }, ms);
    }
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    stall,
    get accepted() {
      return accepted;
    },
    get refused() {
      return refused;
    },
    get open() {
      return pairs.size;
    },
    dropAll,
    refuse(ms = 0) {
      allow();
      refuseUntil = ms > 0 ? Date.now() + ms : Number.POSITIVE_INFINITY;
      if (ms > 0) refuseTimer = setTimeout(allow, ms);
    },
    allow,
    close() {
      allow();
      dropAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
