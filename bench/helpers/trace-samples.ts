// V8's CPU samples in a Chromium trace (category disabled-by-default-v8.cpu_profiler): which script files a long
// task's time went to. The trace's timeline events name a task's top-level function (often React's scheduler); the
// samples see the whole stack, so a library deep inside the render shows by its chunk (how react-hot-toast's share
// of the Start-Call task was found). Pure: bench/call-trace.bench.ts feeds it; tested in trace-samples.test.ts.
import type { TraceEvent } from './trace-utils.ts';

type ProfileNode = { id: number; parent?: number; callFrame: { functionName?: string; url?: string } };
type ChunkData = { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[]; startTime?: number };
type SampleEvent = TraceEvent & { id?: string; args?: { data?: ChunkData & Record<string, unknown> } };

/** One thread's samples: when (trace µs) and the stack's script files (deduplicated, innermost first). */
export type Sample = { ts: number; files: string[] };

const fileOf = (url: string | undefined) => (url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '');

/** The samples V8 took on (pid, tid), in time order. */
export function threadSamples(events: readonly SampleEvent[], at: { pid: number; tid: number }): Sample[] {
  const out: Sample[] = [];
  for (const p of events.filter((e) => e.name === 'Profile' && e.pid === at.pid && e.tid === at.tid)) {
    const nodes = new Map<number, ProfileNode>();
    let ts = Number(p.args?.data?.startTime ?? p.ts);
    for (const c of events.filter((e) => e.name === 'ProfileChunk' && e.pid === p.pid && e.id === p.id)) {
      const data = c.args?.data ?? {};
      for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
      const deltas = data.timeDeltas ?? [];
      (data.cpuProfile?.samples ?? []).forEach((id, i) => {
        ts += deltas[i] ?? 0;
        const files: string[] = [];
        for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
          const f = fileOf(n.callFrame.url);
          if (f && !files.includes(f)) files.push(f);
        }
        out.push({ ts, files });
      });
    }
  }
  return out.sort((a, b) => a.ts - b.ts);
}

/** Time per script file within [fromUs, toUs): each sample counts for every file on its stack, spread over the
 * window's span by the share of samples (V8 samples unevenly under load), largest first. */
export function filesBetween(samples: readonly Sample[], fromUs: number, toUs: number): { file: string; ms: number }[] {
  const inside = samples.filter((s) => s.ts >= fromUs && s.ts < toUs);
  if (inside.length === 0) return [];
  const msPer = (toUs - fromUs) / 1000 / inside.length;
  const by = new Map<string, number>();
  for (const s of inside) for (const f of s.files) by.set(f, (by.get(f) ?? 0) + msPer);
  return [...by].map(([file, ms]) => ({ file, ms })).sort((a, b) => b.ms - a.ms);
}
