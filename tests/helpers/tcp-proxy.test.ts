import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

// A real echo server behind a real proxy.
async function echoServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s)).on('error', () => undefined);
    s.pipe(s);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

// Connects, sends `text` and resolves what comes back, or the error/close that came instead.
function roundTrip(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(text));
    s.on('data', (d) => {
      resolve(d.toString());
      s.destroy();
    });
    s.on('error', (e: NodeJS.ErrnoException) => resolve(`error:${e.code}`));
    s.on('close', () => resolve('closed'));
  });
}

describe('tcp proxy', () => {
  let proxy: TcpProxy;
  let echo: Awaited<ReturnType<typeof echoServer>>;
  afterEach(async () => {
    await proxy?.close();
    await echo?.close();
  });

  it('forwards both ways and counts connections', async () => {
    echo = await echoServer();
    proxy = await startTcpProxy(echo.port);
    await expect(roundTrip(proxy.port, 'hello')).resolves.toBe('hello');
    await expect(roundTrip(proxy.port, 'again')).resolves.toBe('again');
    expect(proxy.accepted).toBe(2);
  });

  it('drops every open socket at once; new connections work', async () => {
    echo = await echoServer();
    proxy = await startTcpProxy(echo.port);
    const s = net.connect(proxy.port, '127.0.0.1');
    const closed = new Promise<string>((r) => {
      s.on('error', (e: NodeJS.ErrnoException) => r(`error:${e.code}`));
      s.on('close', () => r('closed'));
    });
    await new Promise((r) => s.once('connect', r));
    await expect.poll(() => proxy.open).toBe(1);
    proxy.dropAll();
    await expect(closed).resolves.toMatch(/ECONNRESET|closed/);
    expect(proxy.open).toBe(0);
    await expect(roundTrip(proxy.port, 'back')).resolves.toBe('back');
  });

  it('refuses new connections until allowed, leaving open ones alone', async () => {
    echo = await echoServer();
    proxy = await startTcpProxy(echo.port);
    const s = net.connect(proxy.port, '127.0.0.1');
    await new Promise((r) => s.once('connect', r));
    proxy.refuse();
    await expect(roundTrip(proxy.port, 'no')).resolves.toMatch(/error:ECONNRESET|closed/);
    expect(proxy.refused).toBe(1);
    const echoed = new Promise<string>((r) => s.once('data', (d) => r(d.toString())));
    s.write('still here');
    await expect(echoed).resolves.toBe('still here');
    s.destroy();
    proxy.allow();
    await expect(roundTrip(proxy.port, 'yes')).resolves.toBe('yes');
  });

  it('stalls open connections without closing them, then delivers what waited', async () => {
    echo = await echoServer();
    proxy = await startTcpProxy(echo.port);
    const s = net.connect(proxy.port, '127.0.0.1');
    await new Promise((r) => s.once('connect', r));
    const got: string[] = [];
    s.on('data', (d) => got.push(d.toString()));
    proxy.stall(300);
    s.write('held');
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual([]);
    await expect.poll(() => got.join('')).toBe('held');
    expect(proxy.open).toBe(1);
    s.destroy();
  });

  it('stalls only the connections whose first bytes the filter accepts', async () => {
    echo = await echoServer();
    proxy = await startTcpProxy(echo.port);
    const open = async (first: string) => {
      const s = net.connect(proxy!.port, '127.0.0.1');
      await new Promise((r) => s.once('connect', r));
      const got: string[] = [];
      s.on('data', (d) => got.push(d.toString()));
      s.write(first);
      await expect.poll(() => got.join('')).toBe(first);
      return { s, got };
    };
    const ws = await open('GET /provider/call/c1/transport HTTP/1.1\r\n');
    const http = await open('GET / HTTP/1.1\r\n');
    proxy.stall(60_000, (head) => head.includes('/transport'));
    ws.s.write('held');
    http.s.write('through');
    await expect.poll(() => http.got.join('')).toContain('through');
    expect(ws.got.join('')).not.toContain('held');
    ws.s.destroy();
    http.s.destroy();
  });
});
