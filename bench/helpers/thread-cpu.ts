// CPU time per Chromium thread from /proc (utime + stime), sampled twice: which process and thread spent the CPU
// of a quota (renderer main thread, compositor, audio, workers, GPU, browser). Linux only; an empty map elsewhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ = 100 on Linux.

/** CPU ms per "process-type/thread-name" (threads of the same name summed). */
export type ThreadCpu = Map<string, number>;

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The process's role from its command line (--type=renderer, gpu-process, utility + sub-type), or 'browser'. */
function role(pid: string): string {
  // Zygote children rewrite their command line with spaces instead of NULs.
  const args = read(`/proc/${pid}/cmdline`).split(/[\0 ]/);
  const type = args.find((a) => a.startsWith('--type='))?.slice(7);
  const sub = args
    .find((a) => a.startsWith('--utility-sub-type='))
    ?.slice(19)
    .replace(/^.*\./, '');
  return type ? (sub ? `${type}:${sub}` : type) : 'browser';
}

/** Samples every thread of `pids` (e.g. a cgroup's cgroup.procs). */
export function sampleThreads(pids: readonly string[]): ThreadCpu {
  const out: ThreadCpu = new Map();
  for (const pid of pids) {
    if (!existsSync(`/proc/${pid}/task`)) continue;
    const r = role(pid);
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = read(`/proc/${pid}/task/${tid}/stat`);
      const close = stat.lastIndexOf(')');
      if (close < 0) continue;
      const name = stat.slice(stat.indexOf('(') + 1, close).replace(/\d+$/, '');
      const f = stat.slice(close + 2).split(' ');
      const ms = (Number(f[11]) + Number(f[12])) * TICK_MS;
      const key = `${r}/${name}`;
      out.set(key, (out.get(key) ?? 0) + ms);
    }
  }
  return out;
}

/** CPU ms per thread between two samples, largest first (threads that ended in between count from 0). */
export function cpuBetween(a: ThreadCpu, b: ThreadCpu): { thread: string; ms: number }[] {
  return [...b]
    .map(([thread, ms]) => ({ thread, ms: ms - (a.get(thread) ?? 0) }))
    .filter((x) => x.ms > 0)
    .sort((x, y) => y.ms - x.ms);
}
