// The builds and servers the phone-call benches measure (call-lowend, call-trace): a production build in its own
// directory and the real server on a free port with a throwaway data directory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../../server/app.ts';

/** Builds the app at `cwd` into `outDir` (kept when BENCH_NO_BUILD=1 and a build is there); `env` e.g. VAIU_HARNESS. */
export function build(outDir: string, cwd = '.', env: Record<string, string> = {}): void {
  if (process.env.BENCH_NO_BUILD === '1' && existsSync(`${outDir}/index.html`)) return;
  const r = spawnSync('npx', ['vite', 'build', '--outDir', path.resolve(outDir), '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd,
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) throw new Error(`build failed in ${cwd}`);
}

/** Serves `dist` with the real server; close() stops it and removes its data. */
export async function serve(dist: string): Promise<{ origin: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vaiu-bench-lowend-'));
  const app = await buildServer({ distDir: dist, dataDir, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { origin: `http://localhost:${port}`, close: async () => (await app.close(), rmSync(dataDir, { recursive: true, force: true })) };
}
