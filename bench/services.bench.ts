// Local services under load, loopback only and bounded: requests/s and p99 of POST /provider/call/web and the
// EmailJS send (autocannon, a few seconds each, zero errors expected), then how many concurrent agent calls one
// server process streams in real time on this machine (≥ 99 % of frames on time), ramping N until it fails.
// The server runs in its own process (`tsx server/main.ts --services-only`); the clients run here.
// Run: npx tsx bench/services.bench.ts   → table + bench/results/services.json
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { printTable, writeResults, type BenchRow } from './helpers/bench-utils.ts';

type CannonResult = {
  requests: { average: number };
  latency: { p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: Record<string, unknown>) => Promise<CannonResult>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;
const RAMP = (process.env.BENCH_CALL_RAMP ?? '10,25,50,75,100,150,200,300,400,600,800').split(',').map(Number);
const MEASURE_FRAMES = 250; // 5 s of agent audio per call (inside the 8 s greeting + first question)
// On time = arrives within 60 ms of its real-time slot (first frame + i·20 ms): the browser's playback worklet
// prebuffers 60 ms (worklets/playback-processor.ts), so such a frame still plays without a gap.
const SLACK_MS = 60;
const STEP_TIMEOUT_MS = 20_000;
const RAMP_BUDGET_MS = 120_000;
const PUBLIC = { authorization: 'Bearer local-public-key', 'content-type': 'application/json' };
const UNLIMITED = {
  RATE_LIMIT_PER_MINUTE: '1e9',
  RATE_LIMIT_CREATE_PER_MINUTE: '1e9',
  MAX_LIVE_CALLS: '1e9',
  MAX_LIVE_CALLS_PER_CLIENT: '1e9',
  MAX_EVENT_LOOP_DELAY_MS: '1e9',
};

// CPU time (user + system, ms) a process has used so far, from /proc (Linux; clock ticks are 100 Hz).
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// Linux PSI: share of time at least one task was waiting for a CPU (the machine is shared with other work).
function cpuPressure(): number {
  try {
    return Number(/some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

type PacerStats = { frames: number; lateOver20ms: number; lateOver60ms: number; maxLateMs: number };
type ServerStats = {
  pacer: PacerStats;
  gc: { pauses: number; totalMs: number; maxMs: number };
  eventLoop: { p99Ms: number; maxMs: number };
};
async function serverStats(base: string, reset = false): Promise<ServerStats> {
  return (await (await fetch(`${base}/__stats${reset ? '?reset=1' : ''}`)).json()) as ServerStats;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string): Promise<{ base: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--services-only'], {
    // Capacity is measured here, not the per-client limits (bench/abuse.bench.ts measures those): lift them.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG: '0', VAIU_STATS: '1', ...UNLIMITED },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => d.toString().includes('local services on') && resolve());
    proc.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, proc };
}

async function cannon(title: string, url: string, body: unknown, headers: Record<string, string>): Promise<BenchRow[]> {
  const r = await autocannon({ url, method: 'POST', headers, body: JSON.stringify(body), connections: CONNECTIONS, duration: SECONDS });
  const failures = r.errors + r.timeouts + r.non2xx;
  console.log(`${title}: ${r['2xx']} ok, ${failures} failed in ${SECONDS} s`);
  return [
    { bench: title, metric: 'requests/s', ours: r.requests.average, baseline: Number.NaN, unit: 'req/s' },
    { bench: title, metric: 'p99 latency', ours: r.latency.p99, baseline: Number.NaN, unit: 'ms' },
    { bench: title, metric: 'errors + non-2xx', ours: failures, baseline: Number.NaN, unit: 'count', aim: '0', met: failures === 0 },
  ];
}

type Step = {
  calls: number;
  connected: number;
  frames: number;
  onTimePct: number;
  worstLateMs: number;
  serverCpuPct: number;
  clientCpuPct: number;
  clientLoopDelayP99Ms: number;
  serverSentOnTimePct: number;
  serverMaxLateMs: number;
  server: Omit<ServerStats, 'pacer'>;
  ok: boolean;
};

// N concurrent calls: each client sends 20 ms of silence every 20 ms (like a live mic) and timestamps the agent's frames.
async function holdCalls(base: string, pid: number, n: number): Promise<Step> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, n - i) }, () =>
        fetch(`${base}/provider/call/web`, { method: 'POST', headers: PUBLIC, body: '{"assistantId":"local-recruiter"}' }).then(
          async (r) => ((await r.json()) as { webCallUrl: string }).webCallUrl,
        ),
      ),
    );
    ids.push(...batch);
  }
  const arrivals = ids.map(() => new Float64Array(MEASURE_FRAMES));
  const counts = new Int32Array(n);
  const sockets = ids.map((url, i) => {
    const ws = new WebSocket(url);
    ws.on('message', (_d, isBinary) => {
      if (isBinary && counts[i] < MEASURE_FRAMES) arrivals[i][counts[i]++] = performance.now();
    });
    ws.on('error', () => undefined);
    return ws;
  });
  const mic = Buffer.alloc(640);
  const sender = setInterval(() => {
    for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(mic);
  }, 20);
  const stats0 = await serverStats(base, true);
  const t0 = performance.now();
  const cpu0 = cpuMs(pid);
  const clientCpu0 = cpuMs(process.pid);
  // The clients' own event-loop delay: when it is high, arrival stamps are late through no fault of the server.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const deadline = t0 + STEP_TIMEOUT_MS;
  while (performance.now() < deadline && counts.some((c) => c < MEASURE_FRAMES)) await new Promise((r) => setTimeout(r, 100));
  clearInterval(sender);
  loop.disable();
  const elapsed = performance.now() - t0;
  const serverCpuPct = (100 * (cpuMs(pid) - cpu0)) / elapsed; // % of one core while streaming
  const clientCpuPct = (100 * (cpuMs(process.pid) - clientCpu0)) / elapsed;
  const clientLoopDelayP99Ms = loop.percentile(99) / 1e6;
  const stats1 = await serverStats(base);
  const sentFrames = stats1.pacer.frames - stats0.pacer.frames;
  // Server side: frames that left within 60 ms of their slot (what the server controls, whatever the clients do).
  const serverSentOnTimePct = sentFrames ? (100 * (sentFrames - (stats1.pacer.lateOver60ms - stats0.pacer.lateOver60ms))) / sentFrames : 0;
  const serverMaxLateMs = stats1.pacer.maxLateMs;
  const server = { gc: stats1.gc, eventLoop: stats1.eventLoop };
  const connected = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  for (const ws of sockets) ws.close(1000);

  let onTime = 0;
  let worst = 0;
  for (let c = 0; c < n; c++) {
    const a = arrivals[c];
    for (let i = 0; i < counts[c]; i++) {
      const late = a[i] - (a[0] + i * 20);
      worst = Math.max(worst, late);
      if (late <= SLACK_MS) onTime++;
    }
  }
  const expected = n * MEASURE_FRAMES; // frames that never came count as late
  const onTimePct = (100 * onTime) / expected;
  await new Promise((r) => setTimeout(r, 500)); // let the server wind the calls down
  return {
    calls: n,
    connected,
    frames: counts.reduce((s, c) => s + c, 0),
    onTimePct,
    worstLateMs: worst,
    serverCpuPct,
    clientCpuPct,
    clientLoopDelayP99Ms,
    serverSentOnTimePct,
    serverMaxLateMs,
    server,
    ok: onTimePct >= 99 && connected === n,
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vaiu-bench-services-'));
const { base, proc } = await startServer(dataDir);
const rows: BenchRow[] = [];
const steps: Step[] = [];
try {
  rows.push(
    ...(await cannon(
      'POST /provider/call/web',
      `${base}/provider/call/web`,
      { assistantId: 'local-recruiter', assistantOverrides: { variableValues: { name: 'Bench', email: 'b@x.io', phone: '1' } } },
      PUBLIC,
    )),
  );
  rows.push(
    ...(await cannon(
      'POST /emailjs/api/v1.0/email/send',
      `${base}/emailjs/api/v1.0/email/send`,
      {
        lib_version: '4.4.1',
        user_id: 'local-emailjs-key',
        service_id: 'local-outbox',
        template_id: 'newsletter',
        template_params: { subscriber_email: 'b@x.io' },
      },
      { 'content-type': 'application/json' },
    )),
  );
  const rampStarted = performance.now();
  for (const n of RAMP) {
    if (performance.now() - rampStarted > RAMP_BUDGET_MS) break; // bounded in time as well as in count
    let step = await holdCalls(base, proc.pid!, n);
    // The machine is shared: a failed step is tried once more before the ramp stops.
    if (!step.ok) {
      steps.push(step);
      console.log(`${n} calls: ${step.onTimePct.toFixed(2)} % on time, retrying once`);
      step = await holdCalls(base, proc.pid!, n);
    }
    steps.push(step);
    console.log(
      `${n} calls: ${step.connected} connected, ${step.onTimePct.toFixed(2)} % of frames on time (worst ${step.worstLateMs.toFixed(0)} ms late), server sent ${step.serverSentOnTimePct.toFixed(2)} % on time (event loop max ${step.server.eventLoop.maxMs.toFixed(0)} ms, GC max ${step.server.gc.maxMs.toFixed(0)} ms), server CPU ${step.serverCpuPct.toFixed(0)} %, client CPU ${step.clientCpuPct.toFixed(0)} %, client loop delay p99 ${step.clientLoopDelayP99Ms.toFixed(0)} ms`,
    );
    if (!step.ok) break;
  }
  const held = steps.filter((s) => s.ok).at(-1);
  rows.push({
    bench: 'concurrent agent calls',
    metric: `calls held with ≥ 99 % frames ≤ ${SLACK_MS} ms late`,
    ours: held?.calls ?? 0,
    baseline: Number.NaN,
    unit: 'calls',
    aim: steps.at(-1)?.ok ? `ramp ended at ${RAMP.at(-1)} without failing` : `failed at ${steps.at(-1)?.calls}`,
  });
  const top = steps.at(-1);
  if (top) {
    rows.push({
      bench: 'concurrent agent calls',
      metric: `frames sent ≤ ${SLACK_MS} ms late by the server (at ${top.calls} calls)`,
      ours: top.serverSentOnTimePct,
      baseline: Number.NaN,
      unit: '%',
    });
    rows.push({
      bench: 'concurrent agent calls',
      metric: `server CPU per live call (at ${top.calls} calls)`,
      ours: top.serverCpuPct / top.calls,
      baseline: Number.NaN,
      unit: '% of a core',
    });
  }
  rows.push({
    bench: 'machine',
    metric: 'load average (1 min) at the end',
    ours: os.loadavg()[0],
    baseline: Number.NaN,
    unit: `on ${os.cpus().length} cores`,
  });
  rows.push({
    bench: 'machine',
    metric: 'CPU pressure: time tasks waited for a CPU (avg60)',
    ours: cpuPressure(),
    baseline: Number.NaN,
    unit: '%',
  });
  printTable(`Local services (${os.cpus().length} cores, loopback)`, rows);
  console.log(
    `results: ${writeResults('services', rows, { ramp: steps, loadavg: os.loadavg(), seconds: SECONDS, connections: CONNECTIONS, slackMs: SLACK_MS, measureFrames: MEASURE_FRAMES })}`,
  );
} finally {
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
