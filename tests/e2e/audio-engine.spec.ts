import { expect, test, type Browser, type Page } from 'playwright/test';
import { launchWithFakeMic } from '../helpers/fake-mic-browser.ts';
import { writeFixtureWav } from '../helpers/wav.ts';
import type { Recorded } from '../helpers/engine-harness-types.ts';

// Fake microphone: 0.5 s silence, a 0.6 s 440 Hz tone burst, 2.5 s silence (looped by Chromium).
const RATE = 44100;
const BURST = 0.6;
// A render quantum of the engine's context: 128 frames at its rate (16 kHz in Chromium, docs/architecture.md §2).
const quantumS = (sampleRate: number) => 128 / sampleRate;
/** `n` render quanta plus a hair: times on the audio clock are sums of floats, so exactly n quanta can read n + 1e-17. */
const quanta = (n: number, sampleRate: number) => n * quantumS(sampleRate) + 1e-9;

let browser: Browser;
let page: Page;

test.beforeAll(async () => {
  const wav = writeFixtureWav(
    'audio-engine-burst.wav',
    [{ seconds: 0.5 }, { seconds: BURST, freq: 440, amp: 0.3 }, { seconds: 2.5 }],
    RATE,
  );
  browser = await launchWithFakeMic(wav);
});
test.afterAll(async () => browser?.close());
test.beforeEach(async ({ baseURL }) => {
  page = await browser.newPage();
  await page.goto(`${baseURL}/harness/engine.html`);
});
test.afterEach(async () => page?.close());

const events = (type: string) => page.evaluate((t) => window.harness.events.filter((e: Recorded) => e.type === t), type);

/** Waits for the first start → end pair of `prefix` speech and returns their audio-clock times. */
async function firstTurn(prefix: '' | 'visitor-') {
  await expect.poll(async () => (await events(`${prefix}speech-end`)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [start] = await events(`${prefix}speech-start`);
  const [end] = await events(`${prefix}speech-end`);
  return { start: start.time!, end: end.time! };
}

test.describe('audio engine in Chromium', () => {
  test('loads the worklets and reports running through the store into React', async () => {
    const info = await page.evaluate(() => window.harness.start());
    expect(info.visualizer).toBe('worker');
    // The wire's rate: a third of the render quanta of 48 kHz, and no resampling in the capture or playback worklets.
    expect(info.sampleRate).toBe(16000);
    await expect(page.getByTestId('status')).toHaveText('running');
  });

  test('turns visitor speaking on during a tone burst and off 1000 ms after it, on the audio clock', async () => {
    const { sampleRate } = await page.evaluate(() => window.harness.start({ canvas: false }));
    const { start, end } = await firstTurn('visitor-');
    // Burst + 1000 ms of silence, to within the quantum each edge of the burst falls in.
    expect(end).toBeGreaterThan(start);
    expect(Math.abs(end - start - BURST - 1)).toBeLessThanOrEqual(quanta(2, sampleRate));
  });

  test('shows the speaking flags and levels in React through the store', async () => {
    await page.evaluate(() => window.harness.start({ canvas: false }));
    await expect(page.getByTestId('visitor-speaking')).toHaveText('speaking', { timeout: 10_000 });
    await expect.poll(async () => Number(await page.getByTestId('visitor-level').textContent())).toBeGreaterThan(0.5);
    await expect(page.getByTestId('visitor-speaking')).toHaveText('quiet', { timeout: 10_000 });
  });

  test('plays captured 16 kHz PCM back as assistant audio that the analysis detects', async () => {
    const { sampleRate } = await page.evaluate(() => window.harness.start({ canvas: false, loopback: true }));
    const { start, end } = await firstTurn('');
    // The burst travels capture → port → playback's jitter buffer: an underrun on a loaded machine inserts
    // silence and can only stretch it (seen: +44 ms in CI), never shorten it. The exact edges are asserted on the
    // direct microphone path above.
    expect(end - start).toBeGreaterThanOrEqual(BURST + 1 - quanta(2, sampleRate));
    expect(end - start).toBeLessThanOrEqual(BURST + 1 + 0.25);
    const pcm = await page.evaluate(() => window.harness.pcmCounts);
    // 60-ms frames of 16 kHz s16le (CAPTURE_FRAME_SAMPLES): 1920 bytes, ~17 a second.
    expect(pcm.bytes).toBe(1920);
    expect(pcm.captured).toBeGreaterThan(16);
    const levels = (await events('volume-level')).map((e) => e.value!);
    expect(Math.max(...levels)).toBeGreaterThan(0.5);
    expect(Math.max(...levels)).toBeLessThanOrEqual(1);
  });

  test('draws on the canvas from the worker (pixels change)', async () => {
    await page.evaluate(() => window.harness.start());
    const canvas = page.locator('#viz');
    const a = await canvas.screenshot();
    await page.waitForTimeout(700);
    const b = await canvas.screenshot();
    expect(a.equals(b)).toBe(false);
    const stats = await page.evaluate(() => window.harness.drawStats());
    expect(stats!.frames).toBeGreaterThan(10);
  });

  test.describe('idle line', () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      test(`${reducedMotion === 'reduce' ? 'holds still' : 'breathes'} with prefers-reduced-motion: ${reducedMotion}`, async () => {
        await page.emulateMedia({ reducedMotion });
        await page.evaluate(() => window.harness.start({ mic: false }));
        const canvas = page.locator('#viz');
        await page.waitForTimeout(300);
        const a = await canvas.screenshot();
        await page.waitForTimeout(600);
        const b = await canvas.screenshot();
        expect(a.equals(b)).toBe(reducedMotion === 'reduce');
      });
    }
  });

  test('keeps detecting speech after the visualizer worker dies', async () => {
    const { sampleRate } = await page.evaluate(() => window.harness.start());
    expect(await page.evaluate(() => window.harness.killVisualizerWorker())).toBe(true);
    const { start, end } = await firstTurn('visitor-');
    expect(Math.abs(end - start - BURST - 1)).toBeLessThanOrEqual(quanta(2, sampleRate));
    await expect(page.getByTestId('status')).toHaveText('running');
  });

  test('draws with the same code on the main thread when OffscreenCanvas is missing (old Safari)', async () => {
    const info = await page.evaluate(() => {
      // @ts-expect-error simulating a browser without OffscreenCanvas
      delete window.OffscreenCanvas;
      return window.harness.start();
    });
    expect(info.visualizer).toBe('main-thread');
    const litPixels = () =>
      page.evaluate(() => {
        const c = document.getElementById('viz') as HTMLCanvasElement;
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let lit = 0;
        for (let i = 3; i < d.length; i += 4) if (d[i] > 0) lit++;
        return lit;
      });
    await expect.poll(litPixels).toBeGreaterThan(100);
    // Bars come and go with the tone bursts: the drawing keeps changing.
    const seen = new Set<number>();
    await expect.poll(async () => seen.add(await litPixels()).size, { timeout: 10_000 }).toBeGreaterThan(3);
  });

  test('flushes queued assistant audio at once on clear (barge-in)', async () => {
    const result = await page.evaluate(async () => {
      await window.harness.start({ canvas: false, mic: false });
      const engine = window.harness.engine!;
      const port = engine.createPlayback();
      const stats: { reason: string; bufferedMs: number }[] = [];
      port.onmessage = (e) => stats.push(e.data);
      const speech: string[] = [];
      engine.on('speech-start', () => speech.push('start'));
      // 3 s of a 16 kHz tone queued at once, as a fast agent would send it.
      for (let f = 0; f < 150; f++) {
        const pcm = new Int16Array(320);
        for (let i = 0; i < 320; i++) pcm[i] = Math.round(12000 * Math.sin((2 * Math.PI * 300 * (f * 320 + i)) / 16000));
        port.postMessage({ type: 'pcm', data: pcm.buffer }, [pcm.buffer]);
      }
      await new Promise((r) => setTimeout(r, 600));
      const clearAt = engine.context.currentTime;
      port.postMessage({ type: 'clear' });
      const ended = await new Promise<number>((resolve) => engine.on('speech-end', (e) => resolve(e.time)));
      return { speech, stats, ended, clearAt };
    });
    expect(result.speech).toEqual(['start']);
    const clear = result.stats.find((s) => s.reason === 'clear');
    expect(clear?.bufferedMs).toBe(0);
    // Speech ends 1 s after the flush took effect, not after the queued audio (≥ 2.4 s more, then 1 s of silence).
    // The bound leaves room for the clear message's trip to the audio thread on a loaded machine.
    expect(result.ended - result.clearAt).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(result.ended - result.clearAt).toBeLessThan(2);
  });

  test('keeps analysing the assistant at volume 0 (the analysis taps before the volume gain)', async () => {
    const result = await page.evaluate(async () => {
      await window.harness.start({ canvas: false, mic: false });
      const engine = window.harness.engine!;
      engine.setVolume(0);
      const port = engine.createPlayback();
      const pcm = new Int16Array(320 * 25);
      for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(12000 * Math.sin((2 * Math.PI * 300 * i) / 16000));
      port.postMessage({ type: 'pcm', data: pcm.buffer }, [pcm.buffer]);
      const started = await new Promise<boolean>((resolve) => {
        engine.on('speech-start', () => resolve(true));
        setTimeout(() => resolve(false), 5000);
      });
      return { started };
    });
    expect(result.started).toBe(true);
    // The volume-level events measure the audio before the gain too.
    await expect.poll(async () => Math.max(0, ...(await events('volume-level')).map((e) => e.value ?? 0))).toBeGreaterThan(0.5);
  });

  test('rejects with a clear message when the browser has no AudioWorklet', async () => {
    const message = await page.evaluate(async () => {
      // @ts-expect-error simulating a browser without AudioWorklet
      delete window.AudioWorkletNode;
      return window.harness.start({ canvas: false, mic: false }).then(
        () => 'started',
        (e: Error) => e.message,
      );
    });
    expect(message).toMatch(/^This browser does not support AudioWorklet/);
    await expect(page.getByTestId('status')).toHaveText('error');
    await expect(page.getByTestId('error')).toContainText('does not support AudioWorklet');
  });

  test('leaves no live track and a closed context after destroy()', async () => {
    await page.evaluate(() => window.harness.start({ loopback: true }));
    const after = await page.evaluate(() => window.harness.destroy());
    expect(after.tracks.length).toBeGreaterThan(0);
    expect(after.tracks.every((s: string) => s === 'ended')).toBe(true);
    expect(after.contextState).toBe('closed');
    await expect(page.getByTestId('status')).toHaveText('closed');
  });
});
