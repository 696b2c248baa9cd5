// Hostile load against one server process next to normal traffic (loopback only, every loop bounded):
// oversized and deep bodies, bursts of creates, slow 1-byte/s bodies and websocket floods from other loopback
// addresses (127.0.0.10+), while one visitor loads '/' every 200 ms and normal calls run back to back.
// Baseline = the same normal traffic on the same server with no hostile load, measured first in this run.
// Reports: RSS ceiling, p99 of '/' and of a normal call's frame lateness, errors seen by normal traffic (aim 0),
// crashes (aim 0), and what the hostile traffic got back. `npm run bench -- abuse` → bench/results/abuse.json
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bursts, normalCalls, oversized, pageLoads, slowBodies, wsFloods, type Normal, type Tally } from './abuse-clients.ts';
import { percentile, printTable, writeResults, type BenchRow } from './helpers/bench-utils.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 20);
const CALL_SECONDS = 8;
const SLOW_CLIENTS = 40;
const DIST = path.resolve('dist');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function rssMB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // The product's default limits: this bench measures them, it does not lift them.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: DIST, LOG: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => d.toString().includes('Forwarded headers') && resolve());
    proc.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return proc;
}

/** Normal traffic for `seconds`: page loads from 127.0.0.3, calls from 127.0.0.2 and 127.0.0.4. */
async function normalTraffic(port: number, seconds: number): Promise<Normal> {
  const out: Normal = { pageMs: [], frameLateMs: [], errors: [], calls: 0 };
  const deadline = performance.now() + seconds * 1000;
  await Promise.all([
    pageLoads(port, '127.0.0.3', deadline, out),
    normalCalls(port, '127.0.0.2', CALL_SECONDS, deadline, out),
    normalCalls(port, '127.0.0.4', CALL_SECONDS, deadline, out),
  ]);
  return out;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DIST, 'index.html'))) spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vaiu-abuse-'));
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const proc = await startServer(port, dataDir);
  let crashes = 0;
  proc.on('exit', (code, signal) => {
    if (!stopping) {
      crashes++;
      console.error(`server exited during the bench (${code ?? signal})`);
    }
  });
  let stopping = false;
  let rssMax = 0;
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMB(proc.pid!))), 250);
  try {
    console.log(`baseline: ${BASELINE_SECONDS} s of normal traffic alone`);
    const rssBaselineStart = rssMB(proc.pid!);
    const base = await normalTraffic(port, BASELINE_SECONDS);
    const rssBaseline = rssMax;
    console.log(`hostile: ${SECONDS} s of abuse next to the same normal traffic`);
    const tally: Tally = new Map();
    const deadline = performance.now() + SECONDS * 1000;
    const hostile = Promise.all([
      oversized(port, '127.0.0.10', deadline, tally),
      oversized(port, '127.0.0.11', deadline, tally),
      bursts(port, '127.0.0.12', deadline, tally),
      bursts(port, '127.0.0.13', deadline, tally),
      slowBodies(port, '127.0.0.14', SLOW_CLIENTS, deadline, tally),
      wsFloods(port, '127.0.0.15', deadline, tally),
      wsFloods(port, '127.0.0.16', deadline, tally),
    ]);
    const [attacked] = await Promise.all([normalTraffic(port, SECONDS), hostile]);
    const alive =
      proc.exitCode === null &&
      (await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.status === 200,
        () => false,
      ));
    if (!alive && crashes === 0) crashes++;

    const row = (metric: string, ours: number, baseline: number, unit: string, aim?: string, met?: boolean): BenchRow => ({
      bench: 'abuse',
      metric,
      ours,
      baseline,
      unit,
      aim,
      met,
    });
    const rows: BenchRow[] = [
      row('RSS ceiling of the server', rssMax, rssBaseline, 'MB', '< 512', rssMax < 512),
      row('p99 latency of GET / (normal visitor)', percentile(attacked.pageMs, 99), percentile(base.pageMs, 99), 'ms'),
      row(
        "p99 lateness of a normal call's agent frames",
        percentile(attacked.frameLateMs, 99),
        percentile(base.frameLateMs, 99),
        'ms',
        '≤ 60 (playback prebuffer)',
        percentile(attacked.frameLateMs, 99) <= 60,
      ),
      row('errors seen by normal traffic', attacked.errors.length, base.errors.length, 'count', '0', attacked.errors.length === 0),
      row('normal calls completed', attacked.calls, base.calls, 'calls'),
      row('server crashes', crashes, 0, 'count', '0', crashes === 0),
      row('RSS at start', rssBaselineStart, Number.NaN, 'MB'),
      row('load average (1 min) at the end', os.loadavg()[0], Number.NaN, `on ${os.cpus().length} cores`),
    ];
    printTable(`Abuse: ${SECONDS} s hostile load vs ${BASELINE_SECONDS} s quiet baseline (same server, same normal traffic)`, rows);
    const hostileOutcomes = Object.fromEntries([...tally].sort());
    console.log('\nwhat the hostile traffic got back:');
    for (const [k, v] of Object.entries(hostileOutcomes)) console.log(`  ${k}: ${v}`);
    if (attacked.errors.length) console.log(`\nnormal-traffic errors: ${[...new Set(attacked.errors)].join('; ')}`);
    console.log(
      `results: ${writeResults('abuse', rows, { hostileOutcomes, normalErrors: attacked.errors, loadavg: os.loadavg(), seconds: SECONDS, baselineSeconds: BASELINE_SECONDS })}`,
    );
  } finally {
    stopping = true;
    clearInterval(sampler);
    proc.kill('SIGTERM');
    await new Promise((r) => (proc.exitCode !== null ? r(null) : proc.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

await main();
