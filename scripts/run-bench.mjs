// `npm run bench`: runs every bench/*.bench.* file in turn with tsx (each prints its own table and writes
// bench/results/<name>.json), then prints one combined table of every results file that has `rows`.
// `npm run bench -- audio` runs only the bench files whose name contains "audio".
// `npm run bench -- --cpu 25,50,100` also runs the browser bench inside CPU quotas of those shares of one core
// (cgroups; skipped with a message where they are not writable); alone, it runs audio-browser and call-lowend.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = 'bench';
const args = process.argv.slice(2);
const cpuAt = args.indexOf('--cpu');
const cpu = cpuAt >= 0 ? args.splice(cpuAt, 2)[1] : undefined;
if (cpuAt >= 0 && !cpu) {
  console.error('--cpu needs shares of one core in percent, e.g. --cpu 25,50,100');
  process.exit(1);
}
// With --cpu alone: the benches that take a CPU quota.
const filters = args[0] ? [args[0]] : cpu ? ['audio-browser', 'call-lowend'] : [''];
const files = readdirSync(dir)
  .filter((f) => /\.bench\.(ts|mts|js|mjs)$/.test(f) && filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error(`no bench files in ${dir}/ matching "${filters.join('", "')}"`);
  process.exit(1);
}

const failed = [];
const ran = [];
for (const f of files) {
  console.log(`\n=== ${f}`);
  const started = Date.now();
  const r = spawnSync('npx', ['tsx', path.join(dir, f)], { stdio: 'inherit', env: cpu ? { ...process.env, BENCH_CPU: cpu } : process.env });
  console.log(`=== ${f}: ${r.status === 0 ? 'done' : `FAILED (exit ${r.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  (r.status === 0 ? ran : failed).push(f);
}

// One table over all results with rows of { bench, metric, ours, baseline, unit, aim?, met? }.
const resultsDir = path.join(dir, 'results');
const rows = [];
if (existsSync(resultsDir)) {
  for (const f of readdirSync(resultsDir)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    try {
      const j = JSON.parse(readFileSync(path.join(resultsDir, f), 'utf8'));
      for (const r of Array.isArray(j.rows) ? j.rows : []) rows.push({ file: f, date: j.date ?? '', ...r });
    } catch {
      // Not a rows-style results file: skipped in the summary.
    }
  }
}
if (rows.length) {
  const fmt = (v) =>
    typeof v !== 'number'
      ? String(v ?? '')
      : Number.isNaN(v)
        ? 'n/a'
        : Math.abs(v) >= 100
          ? v.toFixed(0)
          : Math.abs(v) >= 10
            ? v.toFixed(1)
            : v.toFixed(3);
  const head = ['bench', 'metric', 'ours', 'baseline', 'unit', 'aim', 'met'];
  const body = rows.map((r) => [
    r.bench,
    r.metric,
    fmt(r.ours),
    fmt(r.baseline),
    r.unit ?? '',
    r.aim ?? '',
    r.met === undefined ? '' : r.met ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => String(b[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log('\n=== all benchmark results (bench/results/*.json)');
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}
console.log(`\n${ran.length} bench file(s) ran, ${failed.length} failed${failed.length ? `: ${failed.join(', ')}` : ''}`);
process.exit(failed.length ? 1 : 0);
