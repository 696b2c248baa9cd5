// Where the CPU goes during a call on a slow device: one call on /voice-call (360 px) in Chromium inside a CPU quota
// (BENCH_TRACE_CPU, default 25 % of one core), traced over CDP (devtools.timeline + v8 + GC categories). Prints the
// renderer main thread's tasks over 50 ms after 'Start Call', each with its causes by self time, and the causes
// summed over all of them. `npm run bench -- call-trace`; results: bench/results/call-trace.json (the raw trace
// is kept in .cache/call-trace.json for chrome://tracing or the DevTools Performance panel). BENCH_TRACE_SAMPLES=1 adds
// V8's CPU sampler and prints, per long task, the script files its time went to (the sampler costs CPU itself).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_BASE_ARGS, fakeMicArgs, requireChromium } from '../scripts/find-chromium.mjs';
import { printTable, smoothness, writeResults, type BenchRow } from './helpers/bench-utils.ts';
import { createCpuQuota } from './helpers/cpu-quota.ts';
import { oneLowEndCall } from './helpers/lowend-call.ts';
import { cpuBetween, sampleThreads, type ThreadCpu } from './helpers/thread-cpu.ts';
import { build, serve } from './helpers/lowend-serve.ts';
import { findMarker, longTasks, totalCauses, type TraceEvent } from './helpers/trace-utils.ts';
import { filesBetween, threadSamples } from './helpers/trace-samples.ts';

const DIST = '.cache/dist-bench-lowend';
const PERCENT = Number(process.env.BENCH_TRACE_CPU ?? 25);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.gc',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  ...(process.env.BENCH_TRACE_SAMPLES === '1' ? ['disabled-by-default-v8.cpu_profiler'] : []),
].join(',');

const PERIOD_NOTE = (p: number) => `${p * 10} ms/s for every thread of the browser`;

async function main(): Promise<void> {
  build(DIST);
  const server = await serve(DIST);
  const quota = createCpuQuota(PERCENT, requireChromium());
  if (typeof quota === 'string') console.log(`cpu ${PERCENT} %: no quota (${quota}); tracing at full speed`);
  const executablePath = typeof quota === 'string' ? requireChromium() : quota.executablePath;
  const events: TraceEvent[] = [];
  let figures;
  const pids = () => (typeof quota === 'string' ? [] : quota.pids());
  const cpuAt: { a: ThreadCpu; ta: number; b: ThreadCpu; tb: number } = { a: new Map(), ta: 0, b: new Map(), tb: 1 };
  try {
    const browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [...CHROMIUM_BASE_ARGS, ...fakeMicArgs(path.resolve('tests/fixtures/visitor-answer.wav'))],
    });
    try {
      const cdp = await browser.newBrowserCDPSession();
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES.split(',') }, transferMode: 'ReportEvents' });
      figures = await oneLowEndCall(browser, server.origin, null, {
        live: () => void Object.assign(cpuAt, { a: sampleThreads(pids()), ta: performance.now() }),
        ending: () => void Object.assign(cpuAt, { b: sampleThreads(pids()), tb: performance.now() }),
      });
      await cdp.send('Tracing.end');
      await done;
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
    if (typeof quota !== 'string') await quota.remove();
  }
  mkdirSync('.cache', { recursive: true });
  writeFileSync('.cache/call-trace.json', JSON.stringify({ traceEvents: events }));
  const marker = findMarker(events, 'vaiu:start-call');
  if (!marker) throw new Error("the trace has no 'vaiu:start-call' marker (the Start Call click)");
  const tasks = longTasks(events, marker);
  const load = readFileSync('/proc/loadavg', 'utf8').trim();
  console.log(`\nthe longest of ${tasks.length} main-thread tasks > 50 ms after 'Start Call' at cpu ${PERCENT} % (load average ${load}):`);
  console.log('| at (ms) | task (ms) | CPU in it (ms) | causes by self time (ms) |\n|---|---|---|---|');
  for (const t of [...tasks].sort((a, b) => b.durMs - a.durMs).slice(0, 20))
    console.log(
      `| ${t.startMs.toFixed(0)} | ${t.durMs.toFixed(0)} | ${t.cpuMs.toFixed(1)} | ${t.causes
        .slice(0, 4)
        .map((c) => `${c.label} ${c.ms.toFixed(0)}`)
        .join('; ')} |`,
    );
  const samples = threadSamples(events, marker);
  if (samples.length) {
    console.log('\nscript files by sampled time (V8 CPU samples; a file counts once per stack):');
    console.log('| at (ms) | task (ms) | files (ms) |\n|---|---|---|');
    for (const t of [...tasks].sort((a, b) => b.durMs - a.durMs).slice(0, 10)) {
      const from = marker.ts + t.startMs * 1000;
      const files = filesBetween(samples, from, from + t.durMs * 1000).slice(0, 5);
      console.log(`| ${t.startMs.toFixed(0)} | ${t.durMs.toFixed(0)} | ${files.map((f) => `${f.file} ${f.ms.toFixed(0)}`).join('; ')} |`);
    }
  }
  const total = totalCauses(tasks);
  console.log('\ncauses summed over those tasks:\n| cause | ms | in tasks |\n|---|---|---|');
  for (const c of total.slice(0, 15)) console.log(`| ${c.label} | ${c.ms.toFixed(0)} | ${c.tasks} |`);
  const threads = cpuBetween(cpuAt.a, cpuAt.b);
  const perSecond = (ms: number) => (ms * 1000) / (cpuAt.tb - cpuAt.ta);
  console.log(`\nCPU per thread during the live call (${((cpuAt.tb - cpuAt.ta) / 1000).toFixed(1)} s; quota ${PERIOD_NOTE(PERCENT)}):`);
  console.log(`| process/thread | CPU ms/s |\n|---|---|\n| all | ${perSecond(threads.reduce((s, t) => s + t.ms, 0)).toFixed(0)} |`);
  for (const t of threads.slice(0, 15)) console.log(`| ${t.thread} | ${perSecond(t.ms).toFixed(0)} |`);
  console.log(`voice-activity model: ${figures.vadLines.map((l) => l.split('\n')[0]).join(' / ') || 'nothing said'}`);
  const vis = smoothness(figures.frameGaps);
  const rows: BenchRow[] = [
    {
      bench: `trace at cpu ${PERCENT} %`,
      metric: 'main-thread tasks > 50 ms during the call',
      ours: tasks.length,
      baseline: NaN,
      unit: 'count',
      aim: '0',
      met: tasks.length === 0,
    },
    {
      bench: `trace at cpu ${PERCENT} %`,
      metric: 'longest main-thread task during the call',
      ours: Math.max(0, ...tasks.map((t) => t.durMs)),
      baseline: NaN,
      unit: 'ms',
    },
    {
      bench: `trace at cpu ${PERCENT} %`,
      metric: 'of those, tasks that ran > 50 ms on the CPU (the rest of a task is waiting for a core)',
      ours: tasks.filter((t) => t.cpuMs > 50).length,
      baseline: NaN,
      unit: 'count',
    },
    {
      bench: `trace at cpu ${PERCENT} %`,
      metric: 'most CPU in one of those tasks',
      ours: Math.max(0, ...tasks.map((t) => t.cpuMs).filter((ms) => !Number.isNaN(ms))),
      baseline: NaN,
      unit: 'ms',
    },
    {
      bench: `trace at cpu ${PERCENT} %`,
      metric: "'Start Call' → first agent audio",
      ours: figures.firstAudioMs,
      baseline: NaN,
      unit: 'ms',
    },
    { bench: `trace at cpu ${PERCENT} %`, metric: 'mute tap → next paint p95', ours: figures.tapP95, baseline: NaN, unit: 'ms' },
    { bench: `trace at cpu ${PERCENT} %`, metric: 'visualizer fps during the call', ours: vis.fps, baseline: NaN, unit: 'fps' },
  ];
  printTable(`A traced call at cpu ${PERCENT} % (tracing itself costs CPU; load average ${load})`, rows);
  console.log(
    `results: ${writeResults('call-trace', rows, { percent: PERCENT, loadavg: load, threads: threads.map((t) => ({ ...t, msPerS: perSecond(t.ms) })), tasks, causes: total })}`,
  );
}

await main();
