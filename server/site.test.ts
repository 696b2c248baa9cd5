import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/vite-precompress.ts';
import { startServer, type TestServer } from './test-helpers/start-server.ts';

// The built site as the server sends it: the build's brotli/gzip copies as they are (scripts/vite-precompress.ts),
// the plain file to a client that takes neither, the caching policy of each kind of file, and Vary on all.
const HTML = `<!doctype html><html><head><title>t</title></head><body>${'<p>landing copy</p>'.repeat(200)}</body></html>`;
const JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;

describe('the built site, precompressed', () => {
  let srv: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vaiu-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), HTML);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), JS);
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n'); // under 1 KB: no copies
    const written = precompressDir(dist);
    expect([...written.keys()].sort()).toEqual([path.join('assets', 'index-abc123.js'), 'index.html']);
    srv = await startServer({ distDir: dist });
  });
  afterAll(async () => {
    await srv.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    fetch(`${srv.base}${url}`, { headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('sends the brotli copy to a client that takes br, the gzip copy to one that takes gzip, the file to one that takes neither', async () => {
    for (const [encoding, decode] of [
      ['gzip, deflate, br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['identity', (b: Buffer) => b],
    ] as const) {
      // undici decodes br/gzip itself; read the raw bytes through a node:http request instead.
      const { status, headers, body } = await rawGet(`${srv.base}/`, encoding);
      expect(status).toBe(200);
      expect(headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding.startsWith('gzip,') ? 'br' : 'gzip');
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(decode(body).toString()).toBe(HTML);
    }
  });

  it('keeps its caching policy: HTML revalidated, hashed assets immutable for a year, Vary on Accept-Encoding', async () => {
    const page = await get('/', 'br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    const asset = await get('/assets/index-abc123.js', 'gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await asset.text()).toBe(JS);
    const other = await get('/robots.txt');
    expect(other.headers.get('cache-control')).toBe('public, max-age=3600');
    // A client-side route gets the app shell through the SPA fallback, precompressed too.
    const route = await rawGet(`${srv.base}/some/route`, 'br');
    expect(route.headers['content-encoding']).toBe('br');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(route.body).toString()).toBe(HTML);
  });
});

/** A GET whose body comes back as sent (fetch would decode it). */
async function rawGet(
  url: string,
  encoding: string,
): Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/html', 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string | undefined>, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
