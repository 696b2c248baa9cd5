// What one Lighthouse run's JSON says about the page-load order and the main thread (bench/lighthouse.bench.ts).

/** The few LHR fields read here (Lighthouse's own types are far wider). */
export type LhrLike = {
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } } | undefined>;
};

/** One run's diagnosis: observed first paint vs. the entry script's evaluation, and the longest main-thread tasks. */
export type Diagnosis = {
  observedFcp: number;
  entryEvalStart: number;
  hydrated: number;
  order: 'paint-first' | 'script-first' | 'no-entry';
  longTasks: number[];
  bootup: Record<string, number>;
  renderBlocking: string[];
};

const items = (lhr: LhrLike, id: string) => lhr.audits[id]?.details?.items ?? [];

/** Reads the order of the two events and the tasks over `overMs` (observed, unthrottled ms) from an LHR. */
export function diagnose(lhr: LhrLike, overMs = 5): Diagnosis {
  const observed = items(lhr, 'metrics')[0] ?? {};
  const observedFcp = Number(observed.observedFirstContentfulPaint ?? Number.NaN);
  const tasks = items(lhr, 'main-thread-tasks') as Array<{ startTime: number; duration: number }>;
  const bootupItems = items(lhr, 'bootup-time') as Array<{ url: string; total: number; scripting: number }>;
  // src/main.tsx marks when the entry runs and when React has hydrated '/' (user-timings: observed, unthrottled).
  const mark = (name: string) =>
    Number(
      (items(lhr, 'user-timings') as Array<{ name: string; startTime: number }>).find((m) => m.name === name)?.startTime ?? Number.NaN,
    );
  const entryEvalStart = mark('vaiu-entry');
  const hydrated = mark('vaiu-hydrated');
  const order = Number.isNaN(entryEvalStart) ? 'no-entry' : entryEvalStart < observedFcp ? 'script-first' : 'paint-first';
  return {
    observedFcp,
    entryEvalStart,
    hydrated,
    order,
    longTasks: tasks.filter((t) => t.duration > overMs).map((t) => Math.round(t.duration * 10) / 10),
    bootup: Object.fromEntries(bootupItems.map((b) => [b.url.replace(/^https?:\/\/[^/]+/, ''), Math.round(b.total)])),
    renderBlocking: items(lhr, 'render-blocking-resources').map((r) => String(r.url)),
  };
}
