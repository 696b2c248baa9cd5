// Clients of the abuse bench: hostile loops (oversized bodies, bursts, slow bodies, ws floods) and the normal
// traffic whose experience is measured (page loads of '/', real-time calls). Every loop ends at its deadline.
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

/** Outcome counts of the hostile traffic, by kind and status (e.g. 'oversized 413'). */
export type Tally = Map<string, number>;
const count = (t: Tally, key: string) => t.set(key, (t.get(key) ?? 0) + 1);

const PUBLIC = { authorization: 'Bearer local-public-key', 'content-type': 'application/json' };

/** One HTTP request from a given loopback address (distinct 127.0.0.x = distinct clients); resolves with the status (0 = failed). */
export function request(
  port: number,
  from: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, localAddress: from, method, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

const alive = (deadline: number) => performance.now() < deadline;

/** Oversized and deep bodies against every public route. */
export async function oversized(port: number, from: string, deadline: number, t: Tally): Promise<void> {
  const big = Buffer.alloc(2 * 1024 * 1024, 'x');
  const deep = `{"input":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
  const form = `--b\r\nContent-Disposition: form-data; name="user_id"\r\n\r\nlocal-emailjs-key\r\n${Array.from({ length: 60 }, (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${'y'.repeat(20_000)}\r\n`).join('')}--b--\r\n`;
  while (alive(deadline)) {
    count(t, `oversized call/web ${await request(port, from, 'POST', '/provider/call/web', PUBLIC, big)}`);
    count(t, `deep chat/web ${await request(port, from, 'POST', '/provider/chat/web', PUBLIC, deep)}`);
    count(
      t,
      `oversized send-form ${await request(port, from, 'POST', '/emailjs/api/v1.0/email/send-form', { 'content-type': 'multipart/form-data; boundary=b' }, form)}`,
    );
  }
}

/** Bursts of 100 parallel creates (calls, chats, emails) once a second. */
export async function bursts(port: number, from: string, deadline: number, t: Tally): Promise<void> {
  const email = JSON.stringify({ user_id: 'local-emailjs-key', service_id: 's', template_id: 'burst', template_params: { x: 'y' } });
  while (alive(deadline)) {
    const started = performance.now();
    const all = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 3 === 0
          ? request(port, from, 'POST', '/provider/call/web', PUBLIC, '{"assistantId":"local-recruiter"}')
          : i % 3 === 1
            ? request(port, from, 'POST', '/provider/chat/web', PUBLIC, '{"input":"hello"}')
            : request(port, from, 'POST', '/emailjs/api/v1.0/email/send', { 'content-type': 'application/json' }, email),
      ),
    );
    for (const s of all) count(t, `burst ${s}`);
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - started))));
  }
}

/** Slow clients: `n` sockets that announce a body and send one byte a second, reopened when the server drops them. */
export async function slowBodies(port: number, from: string, n: number, deadline: number, t: Tally): Promise<void> {
  const one = () =>
    new Promise<void>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1', localAddress: from });
      const drip = setInterval(() => (alive(deadline) ? s.write('x') : s.destroy()), 1000);
      s.on('connect', () =>
        s.write(
          'POST /provider/call/web HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer local-public-key\r\nContent-Type: application/json\r\nContent-Length: 50000\r\n\r\n',
        ),
      );
      s.on('data', (d: Buffer) => count(t, `slow body answered ${d.toString().slice(9, 12)}`));
      s.on('error', () => undefined);
      s.on('close', () => {
        clearInterval(drip);
        count(t, 'slow body closed');
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (alive(deadline)) await one();
    }),
  );
}

/** WebSocket floods: open a call and flood it (tiny frames or oversized ones) until the server closes it. */
export async function wsFloods(port: number, from: string, deadline: number, t: Tally): Promise<void> {
  let round = 0;
  while (alive(deadline)) {
    const url = await createCall(port, from);
    if (!url) {
      count(t, 'flood: call refused');
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    const ws = new WebSocket(url, { localAddress: from });
    const big = round++ % 2 === 1;
    await new Promise<void>((resolve) => {
      ws.on('open', () => {
        for (let i = 0; i < (big ? 3 : 3000) && ws.readyState === WebSocket.OPEN; i++)
          ws.send(big ? Buffer.alloc(200_000) : Buffer.alloc(3));
      });
      ws.on('error', () => undefined);
      ws.on('close', (code) => {
        count(t, `flood closed ${code}`);
        resolve();
      });
      setTimeout(() => ws.terminate(), 5000);
    });
  }
}

/** POST /call/web from an address; the webCallUrl, or null when refused. */
export function createCall(port: number, from: string): Promise<string | null> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, localAddress: from, method: 'POST', path: '/provider/call/web', headers: PUBLIC, agent: false },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve(res.statusCode === 201 ? (JSON.parse(body) as { webCallUrl: string }).webCallUrl : null));
      },
    );
    req.on('error', () => resolve(null));
    req.end('{"assistantId":"local-recruiter"}');
  });
}

/** What the normal traffic saw: latencies of '/', agent-frame lateness, and every error. */
export type Normal = { pageMs: number[]; frameLateMs: number[]; errors: string[]; calls: number };

/** A visitor loading '/' every 200 ms. */
export async function pageLoads(port: number, from: string, deadline: number, out: Normal): Promise<void> {
  while (alive(deadline)) {
    const t0 = performance.now();
    const status = await request(port, from, 'GET', '/', { accept: 'text/html' });
    out.pageMs.push(performance.now() - t0);
    if (status !== 200) out.errors.push(`GET / ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Normal calls one after another, each `seconds` long with a live (silent) mic; lateness of the agent's frames. */
export async function normalCalls(port: number, from: string, seconds: number, deadline: number, out: Normal): Promise<void> {
  while (performance.now() + seconds * 1000 < deadline) {
    const url = await createCall(port, from);
    if (!url) {
      out.errors.push('POST /call/web refused');
      continue;
    }
    out.calls++;
    const ws = new WebSocket(url, { localAddress: from });
    const arrivals: number[] = [];
    const mic = Buffer.alloc(640);
    let sender: NodeJS.Timeout | undefined;
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('open', () => (sender = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send(mic), 20)));
    ws.on('message', (_d, binary) => binary && arrivals.push(performance.now()));
    ws.on('error', (e) => out.errors.push(`call socket: ${e.message}`));
    const ended = await Promise.race([closed, new Promise<null>((r) => setTimeout(() => r(null), seconds * 1000))]);
    clearInterval(sender);
    if (ended !== null) out.errors.push(`call closed early by the server (${ended})`);
    else ws.close(1000);
    await closed;
    // Lateness against the real-time schedule of the greeting (frame i due i·20 ms after the first), anchored on
    // the earliest frame so a late first frame does not make the others look early.
    const n = Math.min(arrivals.length, 200);
    const offsets = arrivals.slice(0, n).map((a, i) => a - i * 20);
    const anchor = Math.min(...offsets);
    for (const o of offsets) out.frameLateMs.push(o - anchor);
    if (arrivals.length < 100) out.errors.push(`call got only ${arrivals.length} frames`);
  }
}
