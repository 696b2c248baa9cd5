// Reads a Chromium trace (CDP Tracing, devtools.timeline + v8 categories): the renderer main thread's long tasks
// after a marker, each split by cause (self time of script functions, GC, compile, style/layout, messages, wasm…).
// Pure: bench/call-trace.bench.ts feeds it the collected events; tested in trace-utils.test.ts.

/** One trace event as Chromium writes it (only the fields used here). */
export type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: the CPU the thread got while the event ran (µs), where Chromium records it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
};

/**
 * A main-thread task over the threshold: when (ms after the marker), how long (wall), the CPU the thread got in it
 * (NaN when the trace has no thread time; the rest it waited for a core — under a CPU quota, for the quota), and its
 * causes by self time (wall).
 */
export type LongTask = { startMs: number; durMs: number; cpuMs: number; causes: { label: string; ms: number }[] };

const GC = /GC|Scavenge|MarkCompact|Sweep/;

/** A short name for what an event spent its time on. */
export function causeOf(e: TraceEvent): string {
  const d = e.args?.data ?? {};
  const file = (u: unknown) => (typeof u === 'string' && u ? u.replace(/^.*\//, '').replace(/\?.*$/, '') : '?');
  if (e.name === 'FunctionCall') return `script ${d.functionName || '(anonymous)'} @ ${file(d.url)}:${d.lineNumber ?? '?'}`;
  if (e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') return `evaluate ${file(d.url)}`;
  if (/wasm/i.test(e.name)) return `wasm ${e.name}`;
  if (GC.test(e.name)) return 'GC';
  if (/compile|Compile|v8\.parse/i.test(e.name)) return 'compile';
  if (e.name === 'UpdateLayoutTree' || e.name === 'RecalculateStyles' || e.name === 'ParseAuthorStyleSheet') return 'style';
  if (e.name === 'Layout') return 'layout';
  if (/Paint|Layerize|Commit|UpdateLayer/.test(e.name)) return 'paint';
  if (e.name === 'EventDispatch') return `event ${d.type ?? '?'}`;
  if (e.name === 'HandlePostMessage') return 'postMessage';
  if (e.name === 'TimerFire') return 'timer';
  if (e.name === 'FireAnimationFrame') return 'rAF';
  if (e.name === 'ParseHTML') return 'parse HTML';
  return e.name;
}

const TOP = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

/** The thread named `CrRendererMain` that holds the marker (a console.timeStamp), and the marker's time. */
export function findMarker(events: readonly TraceEvent[], marker: string): { pid: number; tid: number; ts: number } | null {
  const m = events.find((e) => (e.name === 'TimeStamp' && (e.args?.data?.message as string | undefined) === marker) || e.name === marker);
  return m ? { pid: m.pid, tid: m.tid, ts: m.ts } : null;
}

/** Long tasks (> `overMs`) on (pid, tid) from `fromTs` on, each with its causes by self time, largest first. */
export function longTasks(events: readonly TraceEvent[], at: { pid: number; tid: number; ts: number }, overMs = 50): LongTask[] {
  const own = events
    .filter((e) => e.pid === at.pid && e.tid === at.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = own.filter((e) => TOP.has(e.name) && e.ts >= at.ts && (e.dur ?? 0) > overMs * 1000);
  // Top-level tasks nest (RunTask inside DoWork): keep the outermost.
  const outer = tasks.filter(
    (t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + (o.dur ?? 0) >= t.ts + (t.dur ?? 0) && (o.dur ?? 0) > (t.dur ?? 0)),
  );
  return outer.map((t) => {
    const end = t.ts + (t.dur ?? 0);
    const inner = own.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end && !TOP.has(e.name));
    const cpuMs = t.tdur === undefined ? NaN : t.tdur / 1000;
    return { startMs: (t.ts - at.ts) / 1000, durMs: (t.dur ?? 0) / 1000, cpuMs, causes: selfTimes(inner, t) };
  });
}

/** Self time per cause: each event's duration minus its direct children's (a stack over the sorted events). */
function selfTimes(inner: TraceEvent[], task: TraceEvent): { label: string; ms: number }[] {
  const by = new Map<string, number>();
  const add = (label: string, us: number) => by.set(label, (by.get(label) ?? 0) + us);
  const stack: { e: TraceEvent; child: number }[] = [];
  const pop = () => {
    const s = stack.pop();
    if (s) add(causeOf(s.e), (s.e.dur ?? 0) - s.child);
  };
  let covered = 0;
  for (const e of inner) {
    while (stack.length && stack[stack.length - 1].e.ts + (stack[stack.length - 1].e.dur ?? 0) <= e.ts) pop();
    if (stack.length) stack[stack.length - 1].child += e.dur ?? 0;
    else covered += e.dur ?? 0;
    stack.push({ e, child: 0 });
  }
  while (stack.length) pop();
  add('(task, untraced)', Math.max(0, (task.dur ?? 0) - covered));
  return [...by]
    .map(([label, us]) => ({ label, ms: us / 1000 }))
    .filter((c) => c.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms);
}

/** Sum of every long task's causes, largest first. */
export function totalCauses(tasks: readonly LongTask[]): { label: string; ms: number; tasks: number }[] {
  const by = new Map<string, { ms: number; tasks: number }>();
  for (const t of tasks)
    for (const c of t.causes) {
      const v = by.get(c.label) ?? { ms: 0, tasks: 0 };
      by.set(c.label, { ms: v.ms + c.ms, tasks: v.tasks + 1 });
    }
  return [...by].map(([label, v]) => ({ label, ...v })).sort((a, b) => b.ms - a.ms);
}
