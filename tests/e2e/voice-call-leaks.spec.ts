import { expect, test } from 'playwright/test';
import { fakeMicLaunch, installProbe, probeCounts, startCall, visitor } from './voice-helpers.ts';

test.use({ launchOptions: fakeMicLaunch });

const CYCLES = 20;
const WARM_UP = 2;

test.describe('voice call resource hygiene', () => {
  test(`leaves nothing alive after ${CYCLES} start/end cycles (tracks, contexts, workers, timers, <audio>)`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.addInitScript(installProbe);
    await page.goto('/voice-call');
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };

    const cycle = async (i: number) => {
      await startCall(page, visitor(`leak-${i}`));
      await page.getByRole('button', { name: 'End call' }).click();
      await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Start Voice Call' })).toBeEnabled();
    };

    // Warm-up: lazy chunks, the model and the first compilations are not leaks.
    for (let i = 0; i < WARM_UP; i++) await cycle(-1 - i);
    const before = await heap();
    for (let i = 1; i <= CYCLES; i++) await cycle(i);
    // Toasts dismiss themselves after at most 4 s (+1 s exit): past that, every timer left would be a leak.
    await page.waitForTimeout(6000);
    const after = await heap();

    const c = await probeCounts(page);
    expect(c.pendingTimerStacks).toEqual([]);
    expect({ liveTracks: c.liveTracks, openContexts: c.openContexts, runningWorkers: c.runningWorkers, audioElements: c.audioElements }).toEqual({
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

    const growth = { beforeBytes: before, afterBytes: after, growthBytes: after - before, perCycleBytes: Math.round((after - before) / CYCLES) };
    test.info().annotations.push({ type: 'heap', description: JSON.stringify(growth) });
    console.log(`[voice-call-leaks] heap after GC: ${(before / 1e6).toFixed(2)} MB → ${(after / 1e6).toFixed(2)} MB over ${CYCLES} cycles (${(growth.perCycleBytes / 1e3).toFixed(1)} kB/cycle); workers created: ${JSON.stringify(c.created.workers)}`);
  });
});
