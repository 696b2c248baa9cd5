// Shared bench helpers: statistics, the one-table printout, results JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One row of a bench table: our figure vs. the baseline measured in the same run. */
export type BenchRow = { bench: string; metric: string; ours: number; baseline: number; unit: string; aim?: string; met?: boolean };

/** Arithmetic mean (NaN for no values). */
export function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(xs: number[], p: number): number {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

const VSYNC_MS = 1000 / 60;

/** Frame gaps (ms) as fps, p95 gap and dropped % (missed 60 Hz vsyncs over all vsyncs). */
export function smoothness(intervals: number[]) {
  const missed = intervals.reduce((n, d) => n + Math.max(0, Math.round(d / VSYNC_MS) - 1), 0);
  return {
    fps: 1000 / mean(intervals),
    p95: percentile(intervals, 95),
    dropped: (100 * missed) / (intervals.length + missed),
    frames: intervals.length,
  };
}

const fmt = (v: number) => (Number.isNaN(v) ? 'n/a' : Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 10 ? v.toFixed(1) : v.toFixed(3));

/** Prints rows as one aligned table. */
export function printTable(title: string, rows: BenchRow[]): void {
  const head = ['bench', 'metric', 'ours', 'baseline', 'unit', 'aim', 'met'];
  const body = rows.map((r) => [
    r.bench,
    r.metric,
    fmt(r.ours),
    fmt(r.baseline),
    r.unit,
    r.aim ?? '',
    r.met === undefined ? '' : r.met ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

/** Writes bench/results/<name>.json (rows plus any raw data). */
export function writeResults(name: string, rows: BenchRow[], extra: Record<string, unknown> = {}): string {
  const dir = path.resolve('bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ name, date: new Date().toISOString(), node: process.version, rows, ...extra }, null, 2)}\n`);
  return file;
}
