import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Files worth compressing: text and wasm (images, video and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|wasm|onnx|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
/** Brotli's best quality takes ~1.5 s per MB here: files over this get quality 6 (the 14-MB wasm: 0.8 s). */
const BEST_UP_TO = 1_000_000;

/**
 * Writes `<file>.br` (brotli) and `<file>.gz` (gzip -9) next to every compressible file of `dir` over MIN_BYTES,
 * when smaller than the file. Returns what was written: file → [raw, br, gz] bytes.
 */
export function precompressDir(dir: string): Map<string, [number, number, number]> {
  const out = new Map<string, [number, number, number]>();
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !COMPRESSIBLE.test(e.name)) continue;
    const file = path.join(e.parentPath, e.name);
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const quality = raw.length > BEST_UP_TO ? 6 : constants.BROTLI_MAX_QUALITY;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    out.set(path.relative(dir, file), [raw.length, br.length, gz.length]);
  }
  return out;
}

/**
 * Build only, after every other plugin has written its files (the prerendered HTML is written in closeBundle):
 * brotli and gzip copies of the site's text files, which the server sends as they are (@fastify/static
 * preCompressed, server/site.ts). Compressing on each request used brotli's fast setting: '/' went out at 13.2 KB and
 * with its headers crossed the 14.6 KB a new connection may send in its first round trip (10 packets), which cost a
 * whole round trip before the first paint on a slow link; at brotli's best it is 11.0 KB. The server also stops
 * spending CPU compressing the same files for every visitor.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vaiu-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (config.build.ssr) return;
        const dir = path.resolve(config.root, config.build.outDir);
        if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return;
        precompressDir(dir);
      },
    },
  };
}
