import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '..', 'main.ts');

/** `node --import tsx server/main.ts --services-only` as a child process (what npm start runs, minus the site). */
export type MainProcess = {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  exited: Promise<number | null>;
  base: string;
  dataDir: string;
};

/** Spawns the real entry point with env on top of a clean one; `ready` waits for its listening line. */
export async function spawnMain(port: number, env: Record<string, string> = {}): Promise<MainProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vaiu-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--services-only'], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), LOG: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout!.on('data', (d: Buffer) => stdout.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => stderr.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout, stderr, exited, base: `http://127.0.0.1:${port}`, dataDir };
}

/** Resolves once the process printed its listening line (rejects if it exits first). */
export async function listening(p: MainProcess): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const check = () => (p.stdout.join('').includes('Forwarded headers') ? resolve() : undefined);
    p.child.stdout!.on('data', check);
    check();
    void p.exited.then((code) => reject(new Error(`exited ${code}: ${p.stderr.join('')}`)));
  });
}
