// A real call on /voice-call at a 360-px phone viewport, ours vs. the build of BENCH_BASE_REF (default: the commit
// before issue 10) in the same run: 1) on a slow link (CDP: 200 KB/s down, 100 KB/s up, 150 ms RTT) — time to
// 'Start Voice Call' enabled, 'Start Call' → first agent audio, bytes before it, the biggest fetch before connected, and
// bytes over time; 2) per --cpu level (cgroup quota): the same times, mute tap → next paint p95 (Event Timing) and
// main-thread tasks over 50 ms during the call. Results: bench/results/call-lowend.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_BASE_ARGS, fakeMicArgs, requireChromium } from '../scripts/find-chromium.mjs';
import { printTable, smoothness, writeResults, type BenchRow } from './helpers/bench-utils.ts';
import { createCpuQuota, parseCpuLevels } from './helpers/cpu-quota.ts';
import { build, serve } from './helpers/lowend-serve.ts';
import { oneLowEndCall as measureCall, type CallFigures } from './helpers/lowend-call.ts';

const OURS = '.cache/dist-bench-lowend';
const BASE_REF = process.env.BENCH_BASE_REF ?? '825c4bc';
// Per ref: another BENCH_BASE_REF (e.g. the commit before a change, to measure one step) gets its own tree and build.
const BASE = `.cache/dist-bench-lowend-base-${BASE_REF}`;
const WAV = path.resolve('tests/fixtures/visitor-answer.wav');
const LINK = { down: 200 * 1024, up: 100 * 1024, rtt: 150 };

/** The baseline: BASE_REF's tree exported next to ours (sharing node_modules) and built. */
function buildBase(): void {
  const src = path.resolve(`.cache/lowend-base-src-${BASE_REF}`);
  if (!existsSync(path.join(src, 'package.json'))) {
    mkdirSync(src, { recursive: true });
    const r = spawnSync('sh', ['-c', `git archive ${BASE_REF} | tar -x -C ${src}`], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`cannot export ${BASE_REF}`);
    // Same lockfile: ours serves. Otherwise (e.g. a package we since dropped, react-hot-toast) its own install.
    if (readFileSync(path.join(src, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8'))
      symlinkSync(path.resolve('node_modules'), path.join(src, 'node_modules'));
    else {
      const i = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], { stdio: 'inherit', cwd: src });
      if (i.status !== 0) throw new Error(`cannot install ${BASE_REF}'s packages`);
    }
  }
  build(BASE, src);
}

const FAILED: CallFigures = {
  enabledMs: NaN,
  mountedMs: NaN,
  formMs: NaN,
  firstAudioMs: NaN,
  bytesBeforeAudio: NaN,
  largestBeforeConnected: NaN,
  vadBytes: NaN,
  tapP95: NaN,
  longTasks: NaN,
  longestTask: NaN,
  liveLongTasks: NaN,
  liveLongestTask: NaN,
  bytesAt: [],
  vadLines: [],
  vadReadyMs: NaN,
  frameGaps: [],
  drawnPerS: NaN,
  backingWidth: NaN,
};

/** One measured call; a call that fails (e.g. times out on a starved CPU) is reported as n/a, not as a crash. */
async function oneLowEndCall(...args: Parameters<typeof measureCall>): Promise<CallFigures> {
  try {
    return await measureCall(...args);
  } catch (err) {
    console.log(`a call failed: ${(err as Error).message.split('\n')[0]}`);
    return FAILED;
  }
}

/** 1 when the page said the model was ready (and not stopped), 0 when not. */
const vadLoaded = (f: CallFigures) =>
  f.vadLines.some((l) => l.includes('model ready')) && !f.vadLines.some((l) => l.includes('model stopped')) ? 1 : 0;

function rows(bench: string, ours: CallFigures, base: CallFigures, aims: boolean): BenchRow[] {
  const r = (metric: string, o: number, b: number, unit: string, aim?: string, met?: boolean): BenchRow => ({
    bench,
    metric,
    ours: o,
    baseline: b,
    unit,
    ...(aims && aim ? { aim, met } : {}),
  });
  const [vo, vb] = [smoothness(ours.frameGaps), smoothness(base.frameGaps)];
  const fpsAim = bench.includes('cpu') ? (bench.includes(' 25 ') ? 55 : 58) : 55;
  return [
    r('visualizer fps during the call', vo.fps, vb.fps, 'fps', `≥ ${fpsAim}`, vo.fps >= fpsAim),
    r('visualizer dropped frames during the call', vo.dropped, vb.dropped, '%', '≤ 5', vo.dropped <= 5),
    r('visualizer p95 frame gap during the call', vo.p95, vb.p95, 'ms', '≤ 25', vo.p95 <= 25),
    r('visualizer frames actually drawn during the call', ours.drawnPerS, base.drawnPerS, 'per s'),
    r('visualizer backing-store width at the end of the call', ours.backingWidth, base.backingWidth, 'px'),
    r("navigation → 'Start Voice Call' enabled", ours.enabledMs, base.enabledMs, 'ms', '≤ 3000', ours.enabledMs <= 3000),
    r('navigation → call page mounted (React)', ours.mountedMs, base.mountedMs, 'ms'),
    r("navigation → details form shown ('Start Voice Call' clicked when enabled)", ours.formMs, base.formMs, 'ms'),
    r("'Start Call' → first agent audio", ours.firstAudioMs, base.firstAudioMs, 'ms', '≤ 3000', ours.firstAudioMs <= 3000),
    r(
      'encoded bytes before first agent audio',
      ours.bytesBeforeAudio / 1024,
      base.bytesBeforeAudio / 1024,
      'KB',
      '≤ 500',
      ours.bytesBeforeAudio <= 500 * 1024,
    ),
    r(
      'largest fetch before connected',
      ours.largestBeforeConnected / 1024,
      base.largestBeforeConnected / 1024,
      'KB',
      '≤ 1024',
      ours.largestBeforeConnected <= 1024 * 1024,
    ),
    r('voice-activity model bytes (whole call)', ours.vadBytes / 1024, base.vadBytes / 1024, 'KB'),
    r('voice-activity model loaded (1 = yes)', vadLoaded(ours), vadLoaded(base), ''),
    r('first agent audio → voice-activity model ready', ours.vadReadyMs, base.vadReadyMs, 'ms'),
    r('mute tap → next paint p95', ours.tapP95, base.tapP95, 'ms', '≤ 100', ours.tapP95 <= 100),
    r('main-thread tasks > 50 ms during the call', ours.longTasks, base.longTasks, 'count', '0', ours.longTasks === 0),
    r('longest main-thread task during the call', ours.longestTask, base.longestTask, 'ms'),
    r('main-thread tasks > 50 ms once the call is live', ours.liveLongTasks, base.liveLongTasks, 'count', '0', ours.liveLongTasks === 0),
    r('longest main-thread task once the call is live', ours.liveLongestTask, base.liveLongestTask, 'ms'),
  ];
}

async function main(): Promise<void> {
  build(OURS);
  buildBase();
  const levels = parseCpuLevels(process.env.BENCH_CPU);
  const servers = { ours: await serve(OURS), base: await serve(BASE) };
  const all: BenchRow[] = [];
  const raw: Record<string, { ours: Omit<CallFigures, 'frameGaps'>; base: Omit<CallFigures, 'frameGaps'> }> = {};
  // The raw figures without the thousands of frame gaps (the rows carry their fps / dropped / p95).
  const slim = ({ frameGaps, ...f }: CallFigures) => ({ ...f, frames: frameGaps.length });
  const args = [...CHROMIUM_BASE_ARGS, ...fakeMicArgs(WAV)];
  try {
    const browser = await chromium.launch({ executablePath: requireChromium(), headless: true, args });
    try {
      // Interleaved: both builds see the same machine load.
      const base = await oneLowEndCall(browser, servers.base.origin, LINK);
      const ours = await oneLowEndCall(browser, servers.ours.origin, LINK);
      raw.slowLink = { ours: slim(ours), base: slim(base) };
      all.push(...rows('slow link 200/100 KB/s, 150 ms', ours, base, true));
      const marks = [1, 2, 3, 5, 8, 12, 20, 30];
      console.log('\nbytes over time on the slow link (KB received since navigation, encoded):');
      console.log(`| t (s) | ${marks.join(' | ')} |\n|---|${marks.map(() => '---').join('|')}|`);
      for (const [name, f] of [
        ['ours', ours],
        ['baseline', base],
      ] as const) {
        console.log(
          `| ${name} | ${marks.map((m) => (f.bytesAt.filter((b) => b.t <= m * 1000).reduce((s, b) => s + b.bytes, 0) / 1024).toFixed(0)).join(' | ')} |`,
        );
      }
    } finally {
      await browser.close();
    }
    for (const percent of levels) {
      const quota = createCpuQuota(percent, requireChromium());
      if (typeof quota === 'string') {
        console.log(`--cpu ${percent}: skipped: ${quota}`);
        continue;
      }
      const browser = await chromium.launch({ executablePath: quota.executablePath, headless: true, args });
      try {
        const base = await oneLowEndCall(browser, servers.base.origin, null);
        const ours = await oneLowEndCall(browser, servers.ours.origin, null);
        raw[`cpu${percent}`] = { ours: slim(ours), base: slim(base) };
        for (const [name, f] of [
          ['ours', ours],
          ['baseline', base],
        ] as const)
          console.log(
            `cpu ${percent} %: voice-activity, ${name}: ${f.vadLines.map((l) => l.split('\n')[0]).join(' / ') || 'nothing said'}`,
          );
        all.push(...rows(`call at cpu ${percent} %`, ours, base, percent <= 50));
      } finally {
        await browser.close();
        await quota.remove();
      }
    }
  } finally {
    await servers.ours.close();
    await servers.base.close();
  }
  printTable(`A call on /voice-call at 360 px: ours vs. ${BASE_REF} (load average ${readFileSync('/proc/loadavg', 'utf8').trim()})`, all);
  console.log(
    `results: ${writeResults('call-lowend', all, { baseRef: BASE_REF, link: LINK, cpuLevels: levels, raw, loadavg: readFileSync('/proc/loadavg', 'utf8').trim() })}`,
  );
}

await main();
