// Audio engine benches 1–4 in headless Chromium (real Web Audio, real worker), ours vs. the official SDK's way
// (AnalyserNode polled on the main thread) in the same page and run. Results: bench/results/audio-browser.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_BASE_ARGS, requireChromium } from '../scripts/find-chromium.mjs';
import { mean, percentile, printTable, smoothness, writeResults, type BenchRow } from './helpers/bench-utils.ts';
import { serveStatic } from './helpers/static-server.ts';
import { createCpuQuota, parseCpuLevels } from './helpers/cpu-quota.ts';

// BENCH_DIST: a build to measure instead (e.g. an older commit's, for a before/after in the same conditions).
const DIST = process.env.BENCH_DIST ?? '.cache/dist-bench';
const BURSTS = Number(process.env.BENCH_BURSTS ?? 12);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

type Detection = {
  ons: number[];
  offs: number[];
  ours: { start: number[]; end: number[]; startDecided: number[]; endDecided: number[] };
  base: { start: number[]; end: number[] };
  sampleRate: number;
  baseLatency: number;
};
type BenchWindow = {
  benchApi: {
    detection(bursts: number): Promise<Detection>;
    visStart(mode: 'ours' | 'baseline', load: boolean): Promise<void>;
    visStop(): Promise<number[]>;
  };
};

/** For each reference time, the first event at or after it (and before the next reference), minus it, in ms. */
function latencies(refs: number[], events: number[], offset = 0): number[] {
  return refs.flatMap((r, i) => {
    const next = refs[i + 1] ?? Infinity;
    const hit = events.find((e) => e >= r + offset - 0.003 && e < next + offset);
    return hit === undefined ? [] : [(hit - r - offset) * 1000];
  });
}

/**
 * The main thread's time per second of visualisation: its tasks' wall time (CDP `TaskDuration`) and the CPU it used
 * (`ThreadTime`). Without a quota the two are close; inside one, a task's wall time also holds the time the thread
 * was ready but the quota had run out (at 25 % of a core and a 20-ms period, up to 15 ms at a time).
 */
async function mainThreadMsPerSecond(page: Page, mode: 'ours' | 'baseline'): Promise<{ task: number; cpu: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.reload();
  await page.evaluate((m) => (window as unknown as BenchWindow).benchApi.visStart(m, false), mode);
  await page.waitForTimeout(1000);
  const read = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const a = await read();
  await page.waitForTimeout(SECONDS * 1000);
  const b = await read();
  await page.evaluate(() => (window as unknown as BenchWindow).benchApi.visStop());
  await cdp.detach();
  const perSecond = (k: string) => ((b[k] - a[k]) * 1000) / (b.Timestamp - a.Timestamp);
  return { task: perSecond('TaskDuration'), cpu: perSecond('ThreadTime') };
}

type MainTime = Awaited<ReturnType<typeof mainThreadMsPerSecond>>;

/** The main-thread rows: its tasks' wall time and the CPU behind it, each against the baseline's. */
function mainThreadRows(bench: string, m: { ours: MainTime; base: MainTime }): BenchRow[] {
  return [
    {
      bench,
      metric: 'main-thread time per second',
      ours: m.ours.task,
      baseline: m.base.task,
      unit: 'ms/s',
      aim: 'ours ≥ 10× less',
      met: m.base.task >= 10 * m.ours.task,
    },
    {
      bench,
      metric: 'main-thread CPU per second',
      ours: m.ours.cpu,
      baseline: m.base.cpu,
      unit: 'ms/s',
      aim: 'ours ≥ 10× less',
      met: m.base.cpu >= 10 * m.ours.cpu,
    },
  ];
}

/** Smoothness of ours and the baseline with the main thread idle or loaded (a fresh page per run). */
async function visRun(page: Page, mode: 'ours' | 'baseline', load: boolean) {
  await page.reload();
  await page.evaluate(([m, l]) => (window as unknown as BenchWindow).benchApi.visStart(m, l), [mode, load] as const);
  await page.waitForTimeout(SECONDS * 1000);
  return smoothness(await page.evaluate(() => (window as unknown as BenchWindow).benchApi.visStop()));
}

/** Bench 4 (--cpu): the same page in Chromium inside a CPU quota, per level: smoothness idle/loaded, main thread, detection. */
async function cpuLevel(origin: string, percent: number): Promise<BenchRow[]> {
  const quota = createCpuQuota(percent, requireChromium());
  if (typeof quota === 'string') {
    console.log(`--cpu ${percent}: skipped: ${quota}`);
    return [];
  }
  const browser = await chromium.launch({ executablePath: quota.executablePath, headless: true, args: CHROMIUM_BASE_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/harness/engine.html?bench`);
    const d = await page.evaluate((n) => (window as unknown as BenchWindow).benchApi.detection(n), Math.min(BURSTS, 6));
    const idle = { ours: await visRun(page, 'ours', false), base: await visRun(page, 'baseline', false) };
    const loaded = { ours: await visRun(page, 'ours', true), base: await visRun(page, 'baseline', true) };
    const main = { ours: await mainThreadMsPerSecond(page, 'ours'), base: await mainThreadMsPerSecond(page, 'baseline') };
    const b = `4 cpu ${percent} %`;
    const onOurs = percentile(latencies(d.ons, d.ours.startDecided), 95);
    const onBase = percentile(latencies(d.ons, d.base.start), 95);
    return [
      {
        bench: b,
        metric: 'visualizer fps, main thread idle',
        ours: idle.ours.fps,
        baseline: idle.base.fps,
        unit: 'fps',
        aim: percent <= 25 ? 'ours ≥ 55' : 'ours ≥ 58',
        met: idle.ours.fps >= (percent <= 25 ? 55 : 58),
      },
      {
        bench: b,
        metric: 'p95 frame gap, main thread idle',
        ours: idle.ours.p95,
        baseline: idle.base.p95,
        unit: 'ms',
        aim: 'ours ≤ 25',
        met: idle.ours.p95 <= 25,
      },
      {
        bench: b,
        metric: 'dropped frames, main thread idle',
        ours: idle.ours.dropped,
        baseline: idle.base.dropped,
        unit: '%',
        aim: 'ours ≤ 5',
        met: idle.ours.dropped <= 5,
      },
      { bench: b, metric: 'visualizer fps, main thread loaded', ours: loaded.ours.fps, baseline: loaded.base.fps, unit: 'fps' },
      { bench: b, metric: 'p95 frame gap, main thread loaded', ours: loaded.ours.p95, baseline: loaded.base.p95, unit: 'ms' },
      { bench: b, metric: 'dropped frames, main thread loaded', ours: loaded.ours.dropped, baseline: loaded.base.dropped, unit: '%' },
      ...mainThreadRows(b, main),
      { bench: b, metric: 'speaking detection (onset → decided) p95', ours: onOurs, baseline: onBase, unit: 'ms' },
    ];
  } finally {
    await browser.close();
    await quota.remove();
  }
}

async function main(): Promise<void> {
  const levels = parseCpuLevels(process.env.BENCH_CPU);
  if (!((process.env.BENCH_NO_BUILD === '1' || process.env.BENCH_DIST) && existsSync(`${DIST}/harness/engine.html`))) {
    const r = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, VAIU_HARNESS: '1' },
    });
    if (r.status !== 0) throw new Error('harness build failed');
  }
  const server = await serveStatic(DIST);
  const browser = await chromium.launch({ executablePath: requireChromium(), headless: true, args: CHROMIUM_BASE_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/harness/engine.html?bench`);

    // 1. Detection latency on the audio clock: onset → speech-start, offset → speech-end − 1000 ms.
    const d = await page.evaluate((n) => (window as unknown as BenchWindow).benchApi.detection(n), BURSTS);
    // Ours is reported twice: when the worklet decided, and when the main thread heard it (ctx.currentTime at the
    // message; currentTime advances per audio callback, so this adds up to one callback buffer). The baseline decides
    // on the main thread, so both are the same for it.
    const ourOn = latencies(d.ons, d.ours.start);
    const ourOnDecided = latencies(d.ons, d.ours.startDecided);
    const baseOn = latencies(d.ons, d.base.start);
    const ourOff = latencies(d.offs, d.ours.end, 1);
    const ourOffDecided = latencies(d.offs, d.ours.endDecided, 1);
    const baseOff = latencies(d.offs, d.base.end, 1);

    // 2. Smoothness with the main thread loaded (100 ms long task every 200 ms). A fresh page per run: a canvas
    // is transferred to a worker once in its life.
    const oursVis = await visRun(page, 'ours', true);
    const baseVis = await visRun(page, 'baseline', true);

    // 3. Main-thread time per second of visualisation (no synthetic load).
    const oursMain = await mainThreadMsPerSecond(page, 'ours');
    const baseMain = await mainThreadMsPerSecond(page, 'baseline');

    const rows: BenchRow[] = [
      { bench: '1 detection', metric: 'onset → speech-start decided, mean', ours: mean(ourOnDecided), baseline: mean(baseOn), unit: 'ms' },
      {
        bench: '1 detection',
        metric: 'onset → speech-start decided, p95',
        ours: percentile(ourOnDecided, 95),
        baseline: percentile(baseOn, 95),
        unit: 'ms',
        aim: 'ours ≤ 10',
        met: percentile(ourOnDecided, 95) <= 10,
      },
      {
        bench: '1 detection',
        metric: 'onset → speech-start on main thread, p95',
        ours: percentile(ourOn, 95),
        baseline: percentile(baseOn, 95),
        unit: 'ms',
      },
      {
        bench: '1 detection',
        metric: 'offset → speech-end − 1000 ms decided, mean',
        ours: mean(ourOffDecided),
        baseline: mean(baseOff),
        unit: 'ms',
      },
      {
        bench: '1 detection',
        metric: 'offset → speech-end − 1000 ms decided, p95',
        ours: percentile(ourOffDecided, 95),
        baseline: percentile(baseOff, 95),
        unit: 'ms',
        aim: 'ours ≤ 10',
        met: percentile(ourOffDecided, 95) <= 10,
      },
      {
        bench: '1 detection',
        metric: 'offset → speech-end − 1000 ms on main thread, p95',
        ours: percentile(ourOff, 95),
        baseline: percentile(baseOff, 95),
        unit: 'ms',
      },
      {
        bench: '2 smoothness (loaded)',
        metric: 'frames per second',
        ours: oursVis.fps,
        baseline: baseVis.fps,
        unit: 'fps',
        aim: 'ours ≥ 55',
        met: oursVis.fps >= 55,
      },
      { bench: '2 smoothness (loaded)', metric: 'frame interval p95', ours: oursVis.p95, baseline: baseVis.p95, unit: 'ms' },
      { bench: '2 smoothness (loaded)', metric: 'dropped frames', ours: oursVis.dropped, baseline: baseVis.dropped, unit: '%' },
      ...mainThreadRows('3 main thread', { ours: oursMain, base: baseMain }),
    ];
    for (const percent of levels) rows.push(...(await cpuLevel(server.origin, percent)));
    printTable(`Audio engine in headless Chromium (${d.sampleRate} Hz, ${BURSTS} bursts, ${SECONDS} s windows)`, rows);
    const file = writeResults('audio-browser', rows, {
      chromium: browser.version(),
      sampleRate: d.sampleRate,
      detections: { ours: { on: ourOn.length, off: ourOff.length }, baseline: { on: baseOn.length, off: baseOff.length }, bursts: BURSTS },
      latenciesMs: { ourOn, ourOnDecided, baseOn, ourOff, ourOffDecided, baseOff },
      baseLatency: d.baseLatency,
      frames: { ours: oursVis.frames, baseline: baseVis.frames },
      cpuLevels: levels,
      loadavg: readFileSync('/proc/loadavg', 'utf8').trim(),
    });
    console.log(`results: ${file}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
