// Call start and in-call cost on the local services, in headless Chromium with a fake microphone:
// 1) time from the 'Start Call' click to call-start shown on the page (lead email + every start stage), with each
//    stage's duration from VoiceCall's call-start-success; 2) main-thread busy time per second during a call
//    (CDP TaskDuration), against the same page idle. Run: npx tsx bench/call-start.bench.ts → bench/results/call-start.json
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_BASE_ARGS, fakeMicArgs, requireChromium } from '../scripts/find-chromium.mjs';
import { buildServer } from '../server/app.ts';
import { START_STAGES } from '../src/engine/call/call-types.ts';
import { mean, percentile, printTable, writeResults, type BenchRow } from './helpers/bench-utils.ts';

const DIST = '.cache/dist-bench-call';
const CALLS = Number(process.env.BENCH_CALLS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CALLS_NO_MODEL = Number(process.env.BENCH_CALLS_NO_MODEL ?? 2);
const WAV = path.resolve('tests/fixtures/visitor-answer.wav');

type Trace = { clickAt: number; startAt: number; success: { totalDuration: number; stages: Record<string, number> } };

// Marks the 'Start Call' click and the moment the page shows the call as started (capture phase, before React).
function marks(): void {
  const w = window as unknown as { __bench: { clickAt: number; startAt: number } };
  w.__bench = { clickAt: 0, startAt: 0 };
  document.addEventListener(
    'click',
    (e) => {
      if ((e.target as Element).closest('button')?.textContent?.trim() === 'Start Call') w.__bench.clickAt = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (!w.__bench.startAt && /AI is speaking\.\.\.|Listening\.\.\./.test(document.body.textContent ?? ''))
      w.__bench.startAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function mainThreadMsPerSecond(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const a = await read();
  await page.waitForTimeout(SECONDS * 1000);
  const b = await read();
  await cdp.detach();
  return ((b.TaskDuration - a.TaskDuration) * 1000) / (b.Timestamp - a.Timestamp);
}

async function oneCall(
  browser: Browser,
  origin: string,
  i: number,
  noModel = false,
): Promise<{ trace: Trace; busy: number; idle: number }> {
  const page = await browser.newPage();
  await page.addInitScript(marks);
  // Without the model's files the page falls back to the engine's level detector for the visitor.
  if (noModel) await page.route('**/vad/**', (r) => r.abort());
  let success: Trace['success'] | null = null;
  page.on('console', (m) => {
    const t = m.text();
    if (t.includes('call-start-success')) success = JSON.parse(t.slice(t.indexOf('{')));
  });
  await page.goto(`${origin}/voice-call`);
  await page.getByRole('button', { name: 'Start Voice Call' }).waitFor();
  const idle = await mainThreadMsPerSecond(page);
  await page.getByRole('button', { name: 'Start Voice Call' }).click();
  await page.getByLabel('Name *').fill(`Bench ${i}`);
  await page.getByLabel('Email *').fill(`bench${i}@example.com`);
  await page.getByLabel('Phone Number *').fill('+44 1');
  await page.getByText('We can hear you').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Start Call' }).click();
  await page.getByRole('button', { name: 'End call' }).waitFor({ timeout: 20_000 });
  const busy = await mainThreadMsPerSecond(page);
  const t = await page.evaluate(() => (window as unknown as { __bench: { clickAt: number; startAt: number } }).__bench);
  await page.getByRole('button', { name: 'End call' }).click();
  await page.getByRole('dialog', { name: 'How was your experience?' }).waitFor();
  await page.close();
  if (!success) throw new Error('no call-start-success logged');
  return { trace: { ...t, success }, busy, idle };
}

async function main(): Promise<void> {
  if (!(process.env.BENCH_NO_BUILD === '1' && existsSync(`${DIST}/index.html`))) {
    const r = spawnSync('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('build failed');
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vaiu-bench-call-'));
  const app = await buildServer({ distDir: DIST, dataDir, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    headless: true,
    args: [...CHROMIUM_BASE_ARGS, ...fakeMicArgs(WAV)],
  });
  try {
    const runs: Awaited<ReturnType<typeof oneCall>>[] = [];
    const plain: typeof runs = [];
    for (let i = 0; i < CALLS; i++) {
      runs.push(await oneCall(browser, `http://localhost:${port}`, i));
      // Interleaved, so both variants see the same machine load.
      if (i < CALLS_NO_MODEL) plain.push(await oneCall(browser, `http://localhost:${port}`, 100 + i, true));
    }
    const clickToStart = runs.map((r) => r.trace.startAt - r.trace.clickAt);
    const rows: BenchRow[] = [
      {
        bench: 'call-start',
        metric: "'Start Call' → call-start shown (median)",
        ours: percentile(clickToStart, 50),
        baseline: Number.NaN,
        unit: 'ms',
      },
      {
        bench: 'call-start',
        metric: "'Start Call' → call-start shown (max)",
        ours: Math.max(...clickToStart),
        baseline: Number.NaN,
        unit: 'ms',
      },
      {
        bench: 'call-start',
        metric: 'VoiceCall.start total (median)',
        ours: percentile(
          runs.map((r) => r.trace.success.totalDuration),
          50,
        ),
        baseline: Number.NaN,
        unit: 'ms',
      },
      ...START_STAGES.map((s) => ({
        bench: 'call-start',
        metric: `stage ${s} (median)`,
        ours: percentile(
          runs.map((r) => r.trace.success.stages[s] ?? 0),
          50,
        ),
        baseline: Number.NaN,
        unit: 'ms',
      })),
      {
        bench: 'call-main-thread',
        metric: 'main-thread busy during a call vs. idle page',
        ours: mean(runs.map((r) => r.busy)),
        baseline: mean(runs.map((r) => r.idle)),
        unit: 'ms/s',
      },
      {
        bench: 'call-main-thread',
        metric: 'main-thread busy in a call: gated voice model vs. none',
        ours: mean(runs.slice(0, CALLS_NO_MODEL).map((r) => r.busy)),
        baseline: mean(plain.map((r) => r.busy)),
        unit: 'ms/s',
      },
    ];
    printTable(`Call start on the local services (${CALLS} calls) and main-thread cost during a call (${SECONDS} s windows)`, rows);
    console.log(`results: ${writeResults('call-start', rows, { calls: runs, callsWithoutModel: plain })}`);
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
