// `npm test`: type-check, lint, format check, unit tests (vitest), build, e2e (Playwright in headless Chromium).
// Ends with one line `N passed, N failed` totalled over every runner; exits non-zero on any failure.
// Each phase prints its wall time and the load average; the static checks and the e2e build run at the same time
// (each one's output is printed in one block when it ends), then the unit tests, then the e2e tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

const relative = (file) => path.relative(process.cwd(), file);

const cache = '.cache';
mkdirSync(cache, { recursive: true });
const started = performance.now();
const timings = [];
let passed = 0;
let failed = 0;
let flaky = 0;
/** What failed, repeated at the end so the last lines of a run (all CI keeps) name it. */
const failures = [];

const secs = (t0) => (performance.now() - t0) / 1000;

/** Runs one phase; `buffer` collects its output and prints it in one block when it ends (for phases run together). */
function run(label, cmd, args, { env = {}, buffer = false } = {}) {
  const t0 = performance.now();
  if (!buffer) console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const child = spawn(cmd, args, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  const out = [];
  child.stdout?.on('data', (d) => out.push(d));
  child.stderr?.on('data', (d) => out.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const s = secs(t0);
      timings.push([label, s]);
      if (buffer) process.stdout.write(`\n=== ${label}: ${cmd} ${args.join(' ')}\n${Buffer.concat(out).toString()}`);
      console.log(`=== ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${s.toFixed(1)} s (load ${loadavg()[0].toFixed(2)})`);
      if (code !== 0) failures.push(`phase ${label} (exit code ${code})`);
      resolve(code === 0);
    });
  });
}

/** [file › title path, outcome] of every test in Playwright's JSON report (suites nest; specs hold the tests). */
function* playwrightOutcomes(suites, path = []) {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) yield [[...here, spec.title].join(' › '), test.status];
    }
    yield* playwrightOutcomes(suite.suites ?? [], here);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// Static checks count as one test each. The e2e build also includes the test harness pages (VAIU_HARNESS=1); the
// shipped build does not.
const [typecheck, lint, format, built] = await Promise.all([
  run('typecheck', 'npx', ['tsc', '-b'], { buffer: true }),
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { buffer: true }),
  run('format', 'npx', ['prettier', '--check', '.'], { buffer: true }),
  run('build', 'npx', ['vite', 'build'], { env: { VAIU_HARNESS: '1' }, buffer: true }),
]);
for (const ok of [typecheck, lint, format]) {
  if (ok) passed++;
  else failed++;
}

const vitestOut = `${cache}/vitest.json`;
rmSync(vitestOut, { force: true });
const unitOk = await run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${vitestOut}`]);
const v = readJson(vitestOut);
if (v) {
  for (const file of v.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`unit ${relative(file.name)}: ${t.fullName}`);
    if (failedTests.length === 0 && file.status === 'failed') failures.push(`unit ${relative(file.name)}: ${file.message ?? 'failed'}`);
  }
  passed += v.numPassedTests;
  failed += v.numFailedTests + (unitOk || v.numFailedTests > 0 ? 0 : 1);
} else failed++;

if (!built) failed++;
else {
  const pwOut = `${cache}/playwright.json`;
  rmSync(pwOut, { force: true });
  rmSync(`${cache}/e2e-data`, { recursive: true, force: true });
  const e2eOk = await run('e2e', 'npx', ['playwright', 'test'], {
    env: { PW_REPORTER: 'list,json', PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut },
  });
  const p = existsSync(pwOut) ? readJson(pwOut) : null;
  if (p?.stats) {
    passed += p.stats.expected + p.stats.flaky;
    flaky = p.stats.flaky;
    for (const [title, outcome] of playwrightOutcomes(p.suites ?? [])) {
      if (outcome !== 'expected' && outcome !== 'skipped') failures.push(`e2e ${outcome}: ${title}`);
    }
    failed += p.stats.unexpected + (e2eOk || p.stats.unexpected > 0 ? 0 : 1);
  } else failed++;
}

console.log(`\nphases (wall s): ${timings.map(([l, s]) => `${l} ${s.toFixed(1)}`).join(', ')}; npm test ${secs(started).toFixed(1)}`);
if (flaky > 0) console.log(`\n${flaky} e2e test(s) passed only on their retry (flaky): listed below`);
if (failures.length > 0) console.log(`\nfailed or flaky:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
