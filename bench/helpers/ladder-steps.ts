// The rungs of bench/call-ladder.bench.ts below the real call: each sets a page up and returns the worker that draws
// the canvas (the one whose frames are watched). All run on the harness build (VAIU_HARNESS=1), on a canvas of the
// orb's size at 360 px (320 CSS px square, DPR 2).
import type { Page, Worker } from 'playwright';

/** The orb's CSS size on a 360-px phone (docs/architecture.md §2: the visualizer). */
export const ORB_CSS_PX = 320;

/** One rung: what it adds, and how to set it up on a fresh page. */
export type LadderStep = { key: string; label: string; setUp(page: Page, origin: string): Promise<Worker | undefined> };

/** The worker whose URL matches `re`, waiting for it to start. */
async function workerMatching(page: Page, re: RegExp): Promise<Worker | undefined> {
  for (let i = 0; i < 100; i++) {
    const w = page.workers().find((x) => re.test(x.url()));
    if (w) return w;
    await page.waitForTimeout(100);
  }
  return undefined;
}

/** How the blank rung's canvas sits: inside the orb's rounded clip or not, and its backing store per CSS px. */
type Blank = { css: number; clip: boolean; scale: number; canvasClip?: boolean };

// In the page: a blank body with one canvas of the orb's size (optionally in a rounded `overflow: hidden` box like
// the orb's), handed to a blob worker that animates a disc on it every animation frame (clearRect + one filled
// arc: about the cheapest frame a 2D canvas can draw).
async function blankCanvasWorker({ css, clip, scale, canvasClip = false }: Blank): Promise<void> {
  document.body.replaceChildren();
  document.body.style.margin = '0';
  const canvas = document.createElement('canvas');
  canvas.style.cssText = `width:${css}px;height:${css}px;display:block`;
  canvas.width = canvas.height = css * scale;
  const box = document.createElement('div');
  if (clip) box.style.cssText = `width:${css}px;height:${css}px;border-radius:50%;overflow:hidden;box-shadow:0 0 110px -6px #8b7dff`;
  box.append(canvas);
  document.body.append(box);
  const code = `onmessage = (e) => {
    const c = e.data, ctx = c.getContext('2d');
    const f = (t) => {
      ctx.clearRect(0, 0, c.width, c.height);
      if (${canvasClip}) {
        ctx.save();
        ctx.beginPath();
        ctx.arc(c.width / 2, c.height / 2, c.width / 2, 0, 2 * Math.PI);
        ctx.clip();
      }
      ctx.beginPath();
      ctx.arc(c.width / 2, c.height / 2, c.width * (0.3 + 0.05 * Math.sin(t / 300)), 0, 2 * Math.PI);
      ctx.fillStyle = '#8b7dff';
      ctx.fill();
      if (${canvasClip}) ctx.restore();
      requestAnimationFrame(f);
    };
    requestAnimationFrame(f);
  };`;
  const worker = new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })), { name: 'ladder-blank' });
  const off = canvas.transferControlToOffscreen();
  worker.postMessage(off, [off]);
}

// In the page: an AudioContext playing the fake microphone (with the call's echo/noise processing) at gain 0.
async function contextWithMic(): Promise<void> {
  const ctx = new AudioContext();
  const mic = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  const gain = new GainNode(ctx, { gain: 0 });
  ctx.createMediaStreamSource(mic).connect(gain).connect(ctx.destination);
  await ctx.resume();
  (window as unknown as { __ladderCtx: AudioContext }).__ladderCtx = ctx;
}

// In the page: the harness canvases at the orb's size.
function orbSizedCanvas(css: number): void {
  for (const c of Array.from(document.querySelectorAll('canvas'))) c.style.cssText = `width:${css}px;height:${css}px;display:block`;
}

/** A blank-page rung. */
function blankStep(key: string, label: string, blank: Blank): LadderStep {
  return {
    key,
    label,
    async setUp(page, origin) {
      await page.goto(`${origin}/harness/embed.html`);
      await page.evaluate(blankCanvasWorker, blank);
      return workerMatching(page, /^blob:/);
    },
  };
}

/** (a) … (d): the rungs under the real call, each including the one before in spirit (see their labels). */
export const LADDER_STEPS: LadderStep[] = [
  blankStep('a', 'blank page, a worker animating an OffscreenCanvas (2 px per CSS px)', { css: ORB_CSS_PX, clip: false, scale: 2 }),
  blankStep('a1', '(a) at 1 px per CSS px', { css: ORB_CSS_PX, clip: false, scale: 1 }),
  blankStep('a2', "(a) inside the orb's rounded overflow: hidden clip", { css: ORB_CSS_PX, clip: true, scale: 2 }),
  blankStep('a3', '(a) clipped to the circle in the canvas instead (an arc clip around the same disc)', {
    css: ORB_CSS_PX,
    clip: false,
    scale: 2,
    canvasClip: true,
  }),
  {
    key: 'b',
    label: '(a) + an AudioContext with the fake mic (echo cancellation on)',
    async setUp(page, origin) {
      await page.goto(`${origin}/harness/embed.html`);
      await page.evaluate(blankCanvasWorker, { css: ORB_CSS_PX, clip: false, scale: 2 });
      await page.evaluate(contextWithMic);
      return workerMatching(page, /^blob:/);
    },
  },
  {
    key: 'c',
    label: 'our engine: worklets (analysis + capture tap → playback) + visualizer worker',
    async setUp(page, origin) {
      await page.goto(`${origin}/harness/engine.html?bench`);
      await page.evaluate(orbSizedCanvas, ORB_CSS_PX);
      await page.evaluate(() =>
        (window as unknown as { harness: { start(o: object): Promise<unknown> } }).harness.start({ canvas: true, loopback: true }),
      );
      return workerMatching(page, /visualizer/);
    },
  },
  {
    key: 'd',
    label: '(c) + transport worker streaming: an engine call, no React page',
    async setUp(page, origin) {
      await page.goto(`${origin}/harness/embed.html`);
      await page.evaluate(orbSizedCanvas, ORB_CSS_PX);
      await page.click('#start');
      await page.getByText('agent speaking').first().waitFor({ timeout: 60_000 });
      return workerMatching(page, /visualizer/);
    },
  },
];
