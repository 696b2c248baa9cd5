// What '/' costs while the visitor only looks at it: CPU time of every Chromium process (headless, software
// compositing) over WINDOW_S seconds at rest, at the top of the page and scrolled down to the pricing, at 1280 and
// 375 px. Ours vs. the same build with the sky as it was before (smooth ease-in-out curves, never paused), in the
// same run: the night sky's five animated layers made the compositor redraw the hero 60 times a second.
// Run: npx tsx bench/landing-idle.bench.ts   → table + bench/results/landing-idle.json
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_BASE_ARGS, requireChromium } from '../scripts/find-chromium.mjs';
import { mean, printTable, writeResults, type BenchRow } from './helpers/bench-utils.ts';
import { build, serve } from './helpers/lowend-serve.ts';

const WINDOW_S = Number(process.env.BENCH_IDLE_S ?? 5);
const REPEATS = Number(process.env.BENCH_IDLE_REPEATS ?? 3);
const DIST = '.cache/dist-landing-idle';
/** The sky before: smooth curves and no pause out of view. */
const BEFORE_CSS = '.sky .sky-layer{animation-timing-function:ease-in-out!important;animation-play-state:running!important}';

/** CPU seconds (user + system) of every descendant of `root` (here: the Chromium processes this bench launched). */
function treeCpuS(root: number): number {
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${d}/stat`, 'utf8');
    } catch {
      continue;
    }
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parent.set(Number(d), Number(f[1]));
    cpu.set(Number(d), (Number(f[11]) + Number(f[12])) / 100);
  }
  let total = 0;
  for (const [pid, s] of cpu) {
    for (let p = parent.get(pid); p && p > 1; p = parent.get(p))
      if (p === root) {
        total += s;
        break;
      }
  }
  return total;
}

async function measure(browser: Browser, url: string, width: number, where: 'top' | 'pricing', before: boolean): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width, height: width < 1000 ? 720 : 900 } });
  const page = await ctx.newPage();
  await page.goto(url);
  await page.locator('.sky .particle').first().waitFor({ state: 'attached' });
  if (before) await page.addStyleTag({ content: BEFORE_CSS });
  if (where === 'pricing') await page.locator('#pricing').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500); // the last sky layers arrive in idle periods; fonts and images settle
  const pid = process.pid;
  const t0 = treeCpuS(pid);
  const w0 = performance.now();
  await page.waitForTimeout(WINDOW_S * 1000);
  const cores = (treeCpuS(pid) - t0) / ((performance.now() - w0) / 1000);
  await ctx.close();
  return cores;
}

build(DIST);
const server = await serve(DIST);
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_BASE_ARGS });
const rows: BenchRow[] = [];
const raw: Record<string, { ours: number[]; before: number[] }> = {};
try {
  for (const width of [1280, 375])
    for (const where of ['top', 'pricing'] as const) {
      const key = `${width} px, ${where === 'top' ? 'top of the page' : 'scrolled to pricing'}`;
      const r = (raw[key] = { ours: [] as number[], before: [] as number[] });
      for (let i = 0; i < REPEATS; i++) {
        // Interleaved, so a change in the machine's load hits both alike.
        r.ours.push(await measure(browser, `${server.origin}/`, width, where, false));
        r.before.push(await measure(browser, `${server.origin}/`, width, where, true));
      }
      rows.push({
        bench: "landing '/' at rest",
        metric: `Chromium CPU, ${key}`,
        ours: mean(r.ours),
        baseline: mean(r.before),
        unit: 'cores',
      });
    }
} finally {
  await browser.close();
  await server.close();
}
printTable(
  `'/' at rest: CPU of all Chromium processes (mean of ${REPEATS} × ${WINDOW_S} s; baseline = the sky before: smooth, never paused)`,
  rows,
);
console.log(`load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
writeResults('landing-idle', rows, { raw, windowS: WINDOW_S, repeats: REPEATS });
