import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** URL folder the voice-activity model and onnxruntime's wasm are served from (its frames come from our own worklet). */
export const VAD_ASSET_DIR = 'vad';

// vad-web 0.0.31 fetches these by name from baseAssetPath / onnxWASMBasePath (docs/architecture.md §6).
const FILES: Record<string, string> = {
  'silero_vad_v5.onnx': 'node_modules/@ricky0123/vad-web/dist/silero_vad_v5.onnx',
  'ort-wasm-simd-threaded.mjs': 'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.mjs',
  'ort-wasm-simd-threaded.wasm': 'node_modules/onnxruntime-web/dist/ort-wasm-simd-threaded.wasm',
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.onnx': 'application/octet-stream',
};

/** Serves (dev) and emits (build) the vad-web assets under /vad/ from node_modules, so nothing loads from a CDN. */
export function vadAssets(root = process.cwd()): Plugin {
  const source = (name: string) => path.resolve(root, FILES[name]);
  return {
    name: 'vaiu-vad-assets',
    configureServer(server) {
      server.middlewares.use(`/${VAD_ASSET_DIR}`, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0].replace(/^\//, '');
        if (!(name in FILES) || !existsSync(source(name))) return next();
        res.setHeader('content-type', TYPES[path.extname(name)] ?? 'application/octet-stream');
        res.end(readFileSync(source(name)));
      });
    },
    generateBundle() {
      for (const name of Object.keys(FILES)) {
        this.emitFile({ type: 'asset', fileName: `${VAD_ASSET_DIR}/${name}`, source: readFileSync(source(name)) });
      }
    },
  };
}
