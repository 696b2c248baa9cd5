// What a live call can cost on this harness: a ladder of pages in Chromium inside a CPU quota (BENCH_LADDER_CPU,
// default 25 % of one core; cgroup, bench/helpers/cpu-quota.ts), from a blank page whose worker animates an
// OffscreenCanvas of the orb's size up to the real call on /voice-call (bench/helpers/ladder-steps.ts). Per rung:
// the drawing worker's fps, dropped %, p95 frame gap, frames drawn, and CPU per thread from /proc (ms/s) over
// BENCH_LADDER_S seconds (default 8; BENCH_LADDER_STEPS=a,c,e picks rungs). It shows which rung costs the frames. There is no baseline build: each rung
// is the baseline of the next. Rung e1 is the real call with the browser's data saver on, so the voice-activity model
// never loads: what the React call page costs over (d), apart from the model. `npm run bench -- call-ladder`; results: bench/results/call-ladder.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_BASE_ARGS, fakeMicArgs, requireChromium } from '../scripts/find-chromium.mjs';
import { printTable, smoothness, writeResults, type BenchRow } from './helpers/bench-utils.ts';
import { createCpuQuota, parseCpuLevels, type CpuQuota } from './helpers/cpu-quota.ts';
import { LADDER_STEPS } from './helpers/ladder-steps.ts';
import { oneLowEndCall, readWatched, watchFrames, type Watched } from './helpers/lowend-call.ts';
import { build, serve } from './helpers/lowend-serve.ts';
import { cpuBetween, sampleThreads } from './helpers/thread-cpu.ts';

const DIST = '.cache/dist-bench-ladder';
const LEVELS = parseCpuLevels(process.env.BENCH_LADDER_CPU ?? '25');
const SECONDS = Number(process.env.BENCH_LADDER_S ?? 8);
// BENCH_LADDER_STEPS=a,c,e runs only those rungs (e = the real call).
const ONLY = process.env.BENCH_LADDER_STEPS?.split(',').map((k) => k.trim());
type RealCall = { key: 'e' | 'e1'; saveData: boolean };
const REAL_CALLS: RealCall[] = [
  { key: 'e', saveData: false },
  { key: 'e1', saveData: true },
];
const STEPS = [...LADDER_STEPS, ...REAL_CALLS].filter((s) => !ONLY || ONLY.includes(s.key));
const WAV = path.resolve('tests/fixtures/visitor-answer.wav');

type Rung = { key: string; label: string; watched: Watched; threads: { thread: string; msPerS: number }[] };

/** CPU per thread (ms/s) of the quota's processes around `during`. */
async function cpuAround(pids: () => string[], during: () => Promise<void>): Promise<Rung['threads']> {
  const [a, ta] = [sampleThreads(pids()), performance.now()];
  await during();
  const [b, tb] = [sampleThreads(pids()), performance.now()];
  return cpuBetween(a, b).map((t) => ({ thread: t.thread, msPerS: (t.ms * 1000) / (tb - ta) }));
}

/** One rung below the real call: set up, settle 2 s, then watch the frames and the CPU for SECONDS. */
async function rung(browser: Browser, quota: CpuQuota, origin: string, step: (typeof LADDER_STEPS)[number]): Promise<Rung> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    const worker = await step.setUp(page, origin);
    if (!worker) console.log(`rung ${step.key}: no drawing worker found`);
    await page.waitForTimeout(2000);
    await worker?.evaluate('globalThis.__name = (f) => f');
    await worker?.evaluate(watchFrames);
    const threads = await cpuAround(quota.pids, () => page.waitForTimeout(SECONDS * 1000));
    return { key: step.key, label: step.label, watched: await readWatched(worker), threads };
  } finally {
    await context.close();
  }
}

// In the page before any script: the browser's data saver on (navigator.connection.saveData), so the call page never
// fetches the voice-activity model (src/engine/call/vad-load-utils.ts).
function saveDataOn(): void {
  const connection = { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} };
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

/** The browser with every new context's pages in data-saver mode. */
function withSaveData(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  return Object.assign(Object.create(browser) as Browser, {
    newContext: async (options?: Parameters<Browser['newContext']>[0]) => {
      const context = await newContext(options);
      await context.addInitScript({ content: 'window.__name = (f) => f;' });
      await context.addInitScript(saveDataOn);
      return context;
    },
  });
}

/** (e): the real call on /voice-call, the same as bench/call-lowend.bench.ts measures it; (e1) with the data saver on. */
async function realCall(browser: Browser, quota: CpuQuota, origin: string, how: RealCall): Promise<Rung> {
  let a = sampleThreads([]);
  let ta = 0;
  let threads: Rung['threads'] = [];
  const f = await oneLowEndCall(how.saveData ? withSaveData(browser) : browser, origin, null, {
    live: () => void ([a, ta] = [sampleThreads(quota.pids()), performance.now()]),
    ending: () => {
      const dt = performance.now() - ta;
      threads = cpuBetween(a, sampleThreads(quota.pids())).map((t) => ({ thread: t.thread, msPerS: (t.ms * 1000) / dt }));
    },
  });
  return {
    key: how.key,
    label: how.saveData ? '(e) with the data saver on: no voice-activity model' : 'the real call on /voice-call',
    watched: { gaps: f.frameGaps, drawnPerS: f.drawnPerS, backing: f.backingWidth },
    threads,
  };
}

/** Prints one table of rungs × the threads that spent the most over all rungs. */
function printThreads(percent: number, rungs: Rung[]): void {
  const sum = new Map<string, number>();
  for (const r of rungs) for (const t of r.threads) sum.set(t.thread, (sum.get(t.thread) ?? 0) + t.msPerS);
  const top = [...sum]
    .sort((x, y) => y[1] - x[1])
    .slice(0, 12)
    .map(([t]) => t);
  console.log(`\nCPU per thread at cpu ${percent} % (ms/s; the quota is ${percent * 10} ms/s):`);
  console.log(`| thread | ${rungs.map((r) => r.key).join(' | ')} |\n|---|${rungs.map(() => '---').join('|')}|`);
  const cell = (r: Rung, name?: string) =>
    (name ? (r.threads.find((t) => t.thread === name)?.msPerS ?? 0) : r.threads.reduce((s, t) => s + t.msPerS, 0)).toFixed(0);
  console.log(`| all | ${rungs.map((r) => cell(r)).join(' | ')} |`);
  for (const name of top) console.log(`| ${name} | ${rungs.map((r) => cell(r, name)).join(' | ')} |`);
}

async function main(): Promise<void> {
  build(DIST, '.', { VAIU_HARNESS: '1' });
  const server = await serve(DIST);
  const rows: BenchRow[] = [];
  const raw: Record<string, unknown> = {};
  const args = [...CHROMIUM_BASE_ARGS, ...fakeMicArgs(WAV)];
  try {
    for (const percent of LEVELS) {
      const quota = createCpuQuota(percent, requireChromium());
      if (typeof quota === 'string') {
        console.log(`cpu ${percent} %: skipped: ${quota}`);
        continue;
      }
      const rungs: Rung[] = [];
      try {
        for (const step of STEPS) {
          // A fresh browser per rung: nothing of the previous rung keeps running in the measured quota.
          const browser = await chromium.launch({ executablePath: quota.executablePath, headless: true, args });
          try {
            rungs.push(
              'setUp' in step ? await rung(browser, quota, server.origin, step) : await realCall(browser, quota, server.origin, step),
            );
          } catch (err) {
            console.log(`rung ${step.key} failed: ${(err as Error).message.split('\n')[0]}`);
          } finally {
            await browser.close();
          }
        }
      } finally {
        await quota.remove();
      }
      printThreads(percent, rungs);
      raw[`cpu${percent}`] = rungs.map((r) => ({ key: r.key, label: r.label, drawnPerS: r.watched.drawnPerS, threads: r.threads }));
      for (const r of rungs) {
        const s = smoothness(r.watched.gaps);
        const bench = `ladder ${r.key} at cpu ${percent} %`;
        const row = (metric: string, ours: number, unit: string): BenchRow => ({ bench, metric, ours, baseline: NaN, unit });
        rows.push(
          row(`fps: ${r.label}`, s.fps, 'fps'),
          row('dropped frames', s.dropped, '%'),
          row('p95 frame gap', s.p95, 'ms'),
          row('frames drawn', r.watched.drawnPerS, 'per s'),
          row(
            'CPU, all threads',
            r.threads.reduce((x, t) => x + t.msPerS, 0),
            'ms/s',
          ),
        );
      }
    }
  } finally {
    await server.close();
  }
  const load = readFileSync('/proc/loadavg', 'utf8').trim();
  printTable(`The call ladder at 360 px (each rung is the baseline of the next; load average ${load})`, rows);
  console.log(`results: ${writeResults('call-ladder', rows, { levels: LEVELS, seconds: SECONDS, loadavg: load, raw })}`);
}

await main();
