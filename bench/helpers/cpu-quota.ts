// Runs Chromium inside a CPU quota (a cgroup), the honest stand-in for a slow phone: CDP CPU throttling slows only
// the renderer's main thread, a cgroup slows every thread (workers, audio, compositor). The recipe (docs/architecture.md §6): a 20 ms
// period spreads the quota like a slow CPU instead of long stalls. cgroup v1 (`/sys/fs/cgroup/cpu`) or v2.
import { chmodSync, existsSync, mkdirSync, readFileSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The quota's period (BENCH_CPU_PERIOD_US, default 20 000 µs, the recipe's). Within each period the group may run for
 * its share and then waits for the next: the shorter the period, the shorter the longest wait (15 ms at 25 % of 20 ms).
 */
const PERIOD_US = Number(process.env.BENCH_CPU_PERIOD_US ?? 20_000);

/** A quota ready to use: launch Chromium through `executablePath`; `remove()` after the browser closed. */
export type CpuQuota = { percent: number; executablePath: string; pids(): string[]; remove(): Promise<void> };

/** Parses `--cpu 25,50,100` (or BENCH_CPU) into shares of one core in percent. */
export function parseCpuLevels(value: string | undefined): number[] {
  if (!value) return [];
  const levels = value.split(',').map((s) => Number(s.trim()));
  const bad = levels.filter((n) => !(n > 0 && n <= 100));
  if (bad.length) throw new Error(`--cpu takes shares of one core in percent (1..100), e.g. --cpu 25,50,100; got "${value}"`);
  return levels;
}

/** Where cgroups can be made here, or a sentence saying why not. */
function cgroupRoot(): { kind: 'v1' | 'v2'; dir: string } | string {
  if (existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')) return { kind: 'v1', dir: '/sys/fs/cgroup/cpu' };
  if (existsSync('/sys/fs/cgroup/cgroup.controllers')) return { kind: 'v2', dir: '/sys/fs/cgroup' };
  return 'no cpu cgroup controller is mounted at /sys/fs/cgroup';
}

/** Makes the cgroup `<prefix>-cpu<percent>` and a wrapper that puts Chromium in it; a string when not possible. */
export function createCpuQuota(
  percent: number,
  chromium: string,
  prefix = process.env.BENCH_CGROUP_PREFIX ?? 'vaiu-bench',
): CpuQuota | string {
  const root = cgroupRoot();
  if (typeof root === 'string') return root;
  const dir = path.join(root.dir, `${prefix}-cpu${percent}-${process.pid}`);
  const quota = Math.round((PERIOD_US * percent) / 100);
  // The kernel refuses a quota under 1 ms (EINVAL).
  if (quota < 1000) return `a ${percent} % quota of a ${PERIOD_US}-µs period is under the kernel's 1-ms minimum; raise BENCH_CPU_PERIOD_US`;
  try {
    mkdirSync(dir);
    if (root.kind === 'v1') {
      writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota));
    } else writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
  } catch (err) {
    try {
      rmdirSync(dir);
    } catch {
      // Nothing was made.
    }
    return `cgroups are not writable here (${(err as Error).message}); run as root on a host with a cpu cgroup controller`;
  }
  const wrapper = path.join(tmpdir(), `${path.basename(dir)}.sh`);
  writeFileSync(wrapper, `#!/bin/sh\necho $$ > ${path.join(dir, 'cgroup.procs')}\nexec ${chromium} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return {
    percent,
    executablePath: wrapper,
    pids: () => readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean),
    async remove() {
      // The browser's processes leave the group as they exit; rmdir fails while any remain.
      for (let i = 0; i < 50; i++) {
        const procs = readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').trim();
        if (!procs) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      rmdirSync(dir);
      unlinkSync(wrapper);
    },
  };
}
