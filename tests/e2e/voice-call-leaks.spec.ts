import { expect, test, type CDPSession, type Page } from 'playwright/test';
import { fakeMicLaunch, installProbe, probeCounts, startCall, visitor } from './voice-helpers.ts';
import { callHeapBytes, censusGrowth, heapCensus, type HeapCensus, type HeapSnapshotJson } from '../helpers/heap-census-utils.ts';

test.use({ launchOptions: fakeMicLaunch });

// Measured in one run (load ≈ 9): 1.18 kB/cycle over the first 11 settled cycles and 0.96 kB/cycle over 19, both far
// under the limit (half an ended call, ≈ 4.7 kB): the growth is steady per cycle, not a fixed offset that fewer
// cycles would inflate, so 11 cycles estimate it as well as 19 (and cost 8 fewer calls of wall time).
const CYCLES = 12;
const WARM_UP = 2;
/** Control: cycles run while the probe keeps every ended call alive (a deliberate leak, measured in the same page). */
const CONTROL = 4;

type ProbeApi = { __probe: { prune(): void; keepEnded(on: boolean): void } };

/** A heap snapshot's census after GC, with nothing held by the probe or by DevTools' console for a past call. */
async function census(page: Page, cdp: CDPSession): Promise<HeapCensus> {
  await page.evaluate(() => (window as unknown as ProbeApi).__probe.prune());
  await cdp.send('Runtime.discardConsoleEntries'); // DevTools keeps every logged argument alive; a visitor's page does not
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => void chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return heapCensus(JSON.parse(chunks.join('')) as HeapSnapshotJson);
}

test.describe('voice call resource hygiene', () => {
  test(`leaves nothing alive after ${CYCLES} start/end cycles (tracks, contexts, workers, timers, <audio>, heap)`, async ({ page }) => {
    test.setTimeout(420_000);
    await page.addInitScript(installProbe);
    await page.goto('/voice-call');
    const cdp = await page.context().newCDPSession(page);

    const endCall = async () => {
      await page.getByRole('button', { name: 'End call' }).click();
      await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Start Voice Call' })).toBeEnabled();
    };
    const cycle = async (i: number) => {
      await startCall(page, visitor(`leak-${i}`));
      await endCall();
    };

    // Toasts dismiss themselves after at most 4 s (+1 s exit): past that, every timer left would be a leak. The heap
    // is compared only in this settled state (no toast, no animation running).
    const settled = () => expect.poll(async () => (await probeCounts(page)).pendingTimerStacks, { timeout: 6000 }).toEqual([]);

    // Warm-up: lazy chunks, the model and the first compilations are not leaks.
    for (let i = 0; i < WARM_UP; i++) await cycle(-1 - i);
    await settled();
    // What one live call holds (its engine, audio graph, transport, captions...), measured on the first call.
    const idle = await census(page, cdp);
    await startCall(page, visitor('leak-1'));
    const live = await census(page, cdp);
    await endCall();
    await settled();
    const first = await census(page, cdp);
    for (let i = 2; i <= CYCLES; i++) await cycle(i);
    await settled();
    const last = await census(page, cdp);

    const c = await probeCounts(page);
    expect(c.pendingTimerStacks).toEqual([]);
    expect({
      liveTracks: c.liveTracks,
      openContexts: c.openContexts,
      runningWorkers: c.runningWorkers,
      audioElements: c.audioElements,
    }).toEqual({
      liveTracks: 0,
      openContexts: 0,
      runningWorkers: 0,
      audioElements: 0,
    });
    // StrictMode runs effects twice: still exactly one microphone, one context and one socket worker per call.
    const calls = CYCLES + WARM_UP;
    expect(c.created.getUserMedia).toBe(calls);
    expect(c.created.audioContexts).toBe(calls);
    expect(c.created.workers['call-transport']).toBe(calls);

    // Control: the same cycles while every ended call is kept alive (the probe holds each closed AudioContext, and
    // with it that call's audio graph, engine and canvas) — what a page leaking its calls would retain per call.
    await page.evaluate(() => (window as unknown as ProbeApi).__probe.keepEnded(true));
    for (let i = 1; i <= CONTROL; i++) await cycle(100 + i);
    await settled();
    const control = await census(page, cdp);

    // The heap a call can hold (page objects, DOM, audio and media nodes; not compiled code, caches or the performance
    // timeline) may grow per cycle by less than half of what one ended call kept alive costs.
    const callBytes = callHeapBytes(live) - callHeapBytes(idle);
    const perCycleBytes = Math.round((callHeapBytes(last) - callHeapBytes(first)) / (CYCLES - 1));
    // Per call the control kept: one AudioContext each (the last call before it may still have been alive in `last`).
    const contexts = (c: HeapCensus) => c.get('native:AudioContext')?.count ?? 0;
    const keptCalls = Math.max(1, contexts(control) - contexts(last));
    const leakedCallBytes = Math.round((callHeapBytes(control) - callHeapBytes(last)) / keptCalls);
    const heap = {
      callBytes,
      perCycleBytes,
      leakedCallBytes,
      keptCalls,
      grew: censusGrowth(first, last),
      controlGrew: censusGrowth(last, control),
    };
    test.info().annotations.push({ type: 'heap', description: JSON.stringify(heap) });
    const kB = (b: number) => (b / 1e3).toFixed(2);
    console.log(
      `[voice-call-leaks] one live call holds ${kB(callBytes)} kB; over ${CYCLES - 1} cycles the heap grew ${kB(perCycleBytes)} kB/cycle; ` +
        `an ended call kept alive costs ${kB(leakedCallBytes)} kB (control, ${keptCalls} of ${CONTROL} calls kept); grew: ${JSON.stringify(heap.grew.slice(0, 6))}; control grew: ${JSON.stringify(heap.controlGrew.slice(0, 6))}`,
    );
    expect(
      perCycleBytes,
      `heap growth per cycle vs ${leakedCallBytes} B per leaked call; largest growth: ${JSON.stringify(heap.grew)}`,
    ).toBeLessThan(leakedCallBytes / 2);
    // The control must measure something: a kept call holds its AudioContext and canvas, a few kB at least.
    expect(leakedCallBytes, `the control kept no call alive: ${JSON.stringify(heap.controlGrew)}`).toBeGreaterThan(2_000);
  });
});
