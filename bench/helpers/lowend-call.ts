// One call on /voice-call as a phone visitor, measured from inside the page (marks on performance.now()) and from
// Playwright (every finished request's encoded size): used by bench/call-lowend.bench.ts.
import type { Browser, Worker } from 'playwright';

/** What one call measured (times in ms since navigation unless said otherwise). */
export type CallFigures = {
  enabledMs: number;
  /** Navigation → React's own 'Start Voice Call' in the page (a prerendered one is enabled earlier). */
  mountedMs: number;
  /** Navigation → the details form on screen, 'Start Voice Call' clicked as soon as Playwright could. */
  formMs: number;
  firstAudioMs: number;
  bytesBeforeAudio: number;
  largestBeforeConnected: number;
  vadBytes: number;
  tapP95: number;
  longTasks: number;
  longestTask: number;
  /** Main-thread tasks over 50 ms once the call is live ('AI is speaking...' shown), and the longest of them. */
  liveLongTasks: number;
  liveLongestTask: number;
  bytesAt: { t: number; bytes: number; url: string }[];
  /** What the page said about the voice-activity model (loading decision, ready, overload). */
  vadLines: string[];
  /** First agent audio → the model ready (NaN when it did not load). */
  vadReadyMs: number;
  /** The visualizer worker's frame gaps during the live call (ms), empty when it was not found. */
  frameGaps: number[];
  /** Frames the visualizer actually drew per second during the live call, and its backing-store width at the end. */
  drawnPerS: number;
  backingWidth: number;
};

/** Called once the agent speaks (`live`) and before the call is ended (`ending`): e.g. to sample CPU counters. */
export type CallHooks = { live?(): Promise<void> | void; ending?(): Promise<void> | void };

type Marks = {
  enabledAt: number;
  mountedAt: number;
  formAt: number;
  clickAt: number;
  audioAt: number;
  taps: number[];
  longTasks: { start: number; duration: number }[];
};

// In the page before any script: 'Start Voice Call' enabled, the 'Start Call' click, 'AI is speaking...' shown, each
// Mute tap → the next animation frame, and long tasks.
function installMarks(): void {
  const m: Marks = { enabledAt: 0, mountedAt: 0, formAt: 0, clickAt: 0, audioAt: 0, taps: [], longTasks: [] };
  (window as unknown as { __marks: Marks }).__marks = m;
  const check = () => {
    const b = Array.from(document.querySelectorAll('button')).find((x) => x.textContent?.trim() === 'Start Voice Call');
    if (!m.enabledAt && b && !b.disabled) m.enabledAt = performance.now();
    // React keeps its fiber on the nodes it made: a prerendered copy of the button has none.
    if (!m.formAt && document.querySelector('[role="dialog"] input[name="name"]')) m.formAt = performance.now();
    if (!m.mountedAt && b && Object.keys(b).some((k) => k.startsWith('__reactFiber'))) m.mountedAt = performance.now();
    if (!m.audioAt && m.clickAt && /AI is speaking\.\.\./.test(document.body.textContent ?? '')) m.audioAt = performance.now();
    // Both marks taken: the observer stops (it would otherwise cost the measured call's main thread a task per change).
    if (m.enabledAt && m.mountedAt && m.formAt && m.audioAt) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener(
    'click',
    (e) => {
      if ((e.target as Element).closest('button')?.textContent?.trim() !== 'Start Call') return;
      m.clickAt = performance.now();
      // The marker bench/call-trace.bench.ts finds in the trace.
      console.timeStamp('vaiu:start-call');
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    (e) => {
      if (!/Mute/.test((e.target as Element).closest('button')?.textContent ?? '')) return;
      const at = e.timeStamp;
      requestAnimationFrame((t) => m.taps.push(t - at));
    },
    true,
  );
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) m.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** In the visualizer worker: its own animation frames' gaps (the worker draws in the same frames, so a late draw
 * shows as a long gap), and how many frames it drew. */
export function watchFrames(): void {
  const g = globalThis as unknown as { __gaps: number[]; __draws: number; __drawsFrom: number; __backing: number };
  g.__gaps = [];
  g.__draws = 0;
  g.__drawsFrom = performance.now();
  g.__backing = 0;
  // Every drawn frame starts with one clearRect (engine/dsp/visualizer-draw.ts): count them, note the backing store.
  const proto = OffscreenCanvasRenderingContext2D.prototype;
  const clear = proto.clearRect;
  proto.clearRect = function (this: OffscreenCanvasRenderingContext2D, ...a: Parameters<typeof clear>) {
    g.__draws++;
    g.__backing = this.canvas.width;
    return clear.apply(this, a);
  };
  let last = 0;
  const f = (t: number) => {
    if (last) g.__gaps.push(t - last);
    last = t;
    requestAnimationFrame(f);
  };
  requestAnimationFrame(f);
}

/** What watchFrames saw in a worker: frame gaps, frames drawn per second, backing-store width. */
export type Watched = { gaps: number[]; drawnPerS: number; backing: number };

/** Reads what watchFrames collected in `worker` (empty figures when there is none). */
export async function readWatched(worker: Worker | undefined): Promise<Watched> {
  const none: Watched = { gaps: [], drawnPerS: Number.NaN, backing: Number.NaN };
  if (!worker) return none;
  const got = await worker
    .evaluate(() => {
      const g = globalThis as unknown as { __gaps?: number[]; __draws?: number; __drawsFrom?: number; __backing?: number };
      return {
        gaps: g.__gaps ?? [],
        drawnPerS: ((g.__draws ?? 0) * 1000) / (performance.now() - (g.__drawsFrom ?? 0)),
        backing: g.__backing ?? 0,
      };
    })
    .catch(() => undefined);
  return got ?? none;
}

const p95 = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.ceil(0.95 * xs.length) - 1] : Number.NaN);

/** One call: details, Start Call, ten Mute taps, End call. `link` emulates a slow network (CDP), null = none. */
export async function oneLowEndCall(
  browser: Browser,
  origin: string,
  link: { down: number; up: number; rtt: number } | null,
  hooks: CallHooks = {},
): Promise<CallFigures> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: false,
  });
  try {
    const page = await context.newPage();
    // tsx (esbuild keepNames) wraps named functions in __name(): give the page a no-op one for the init script.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.addInitScript(installMarks);
    // BENCH_VAD_DEVICE=capable|low forces the voice-activity model's device class (to measure a load the gate refuses).
    const forced = process.env.BENCH_VAD_DEVICE;
    if (forced) await page.addInitScript((c) => localStorage.setItem('vaiu:vad-device', c), forced);
    const vadLines: string[] = [];
    let vadReadyEpoch = Number.NaN;
    page.on('console', (m) => {
      if (!m.text().includes('voice-activity')) return;
      vadLines.push(m.text());
      if (m.text().includes('voice-activity model ready')) vadReadyEpoch = Date.now();
    });
    const finished: { epoch: number; bytes: number; url: string }[] = [];
    context.on('requestfinished', (r) => {
      const epoch = Date.now();
      void r.sizes().then(
        (s) => finished.push({ epoch, bytes: s.responseBodySize + s.responseHeadersSize, url: r.url() }),
        () => undefined,
      );
    });
    if (link) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: link.rtt,
        downloadThroughput: link.down,
        uploadThroughput: link.up,
      });
    }
    await page.goto(`${origin}/voice-call`);
    const start = page.getByRole('button', { name: 'Start Voice Call' });
    await start.click({ timeout: 60_000 });
    await page.getByLabel('Name *').fill('Bench Phone');
    await page.getByLabel('Email *').fill('bench.phone@example.com');
    await page.getByLabel('Phone Number *').fill('+44 1');
    await page.getByText('We can hear you').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Start Call' }).click();
    await page.getByText('AI is speaking...').waitFor({ timeout: 60_000 });
    const visWorker = page.workers().find((w) => /visualizer/.test(w.url()));
    if (!visWorker)
      console.log(
        `no visualizer worker among ${
          page
            .workers()
            .map((w) => w.url())
            .join(', ') || 'no workers'
        }`,
      );
    await visWorker?.evaluate('globalThis.__name = (f) => f').catch(() => undefined);
    await visWorker?.evaluate(watchFrames).catch((err: Error) => console.log(`cannot watch the visualizer's frames: ${err.message}`));
    await hooks.live?.();
    // Ten taps (an even number: the call ends unmuted); stop early if the agent has closed the call meanwhile.
    for (let i = 0; i < 10; i++) {
      const tapped = await page
        .getByRole('button', { name: 'Mute' })
        .click({ timeout: 5000 })
        .then(
          () => true,
          () => false,
        );
      if (!tapped) break;
      await page.waitForTimeout(150);
    }
    // Let the model (if it loads at all) arrive: its ready (or not-loaded) line, or 16 s (the page looks at its frames for 3 s first).
    const decided = () => vadLines.some((l) => /voice-activity model (ready|: not loaded)/.test(l));
    for (let waited = 0; !decided() && waited < 16_000; waited += 250) await page.waitForTimeout(250);
    // A model that loaded runs for a few seconds more: its inference's cost, and the overload watch's word on it.
    if (vadLines.some((l) => l.includes('model ready'))) await page.waitForTimeout(5000);
    await hooks.ending?.();
    const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
    const watched = await readWatched(visWorker);
    const origin0 = await page.evaluate(() => performance.timeOrigin);
    // The agent may have closed the call itself by now (its script is short).
    await page
      .getByRole('button', { name: 'End call' })
      .click({ timeout: 3000 })
      .catch(() => undefined);
    await page.getByRole('dialog', { name: 'How was your experience?' }).waitFor({ timeout: 30_000 });
    const bytesAt = finished.map((f) => ({ t: f.epoch - origin0, bytes: f.bytes, url: f.url }));
    const before = (t: number) => bytesAt.filter((b) => b.t <= t);
    const during = marks.longTasks.filter((l) => l.start >= marks.clickAt);
    const live = marks.longTasks.filter((l) => l.start >= marks.audioAt && l.duration > 50);
    return {
      enabledMs: marks.enabledAt,
      mountedMs: marks.mountedAt,
      formMs: marks.formAt,
      firstAudioMs: marks.audioAt - marks.clickAt,
      bytesBeforeAudio: before(marks.audioAt).reduce((s, b) => s + b.bytes, 0),
      largestBeforeConnected: Math.max(0, ...before(marks.audioAt).map((b) => b.bytes)),
      vadBytes: bytesAt.filter((b) => /\/vad\//.test(b.url)).reduce((s, b) => s + b.bytes, 0),
      tapP95: p95(marks.taps),
      longTasks: during.filter((l) => l.duration > 50).length,
      longestTask: Math.max(0, ...during.map((l) => l.duration)),
      liveLongTasks: live.length,
      liveLongestTask: Math.max(0, ...live.map((l) => l.duration)),
      bytesAt,
      vadLines,
      vadReadyMs: vadReadyEpoch - (origin0 + marks.audioAt),
      frameGaps: watched.gaps,
      drawnPerS: watched.drawnPerS,
      backingWidth: watched.backing,
    };
  } finally {
    await context.close();
  }
}
