import * as Comlink from 'comlink';
import { workerWarmup } from '../worker-warmup.ts';
import { forwardSpectrumRate, VisualizerRenderer } from '../dsp/visualizer-renderer.ts';
import type { SpectrumFrame } from '../../protocol/analysis-messages.ts';
import type { CanvasSize, DrawStats, VisualizerApi, VisualizerScene, VoiceColors } from '../../protocol/visualizer-messages.ts';

/** Where the drawing runs. */
export type VisualizerMode = 'worker' | 'main-thread';

// A canvas marked data-shape="circle" (the orb) is drawn inside its inscribed circle, with no clip by the page.
function sizeOf(canvas: HTMLCanvasElement): CanvasSize {
  const r = canvas.getBoundingClientRect();
  const round = canvas.dataset.shape === 'circle';
  return { width: r.width || canvas.width, height: r.height || canvas.height, dpr: globalThis.devicePixelRatio || 1, round };
}

/** The visualizer's worker, startable ahead of the call (the details form): the call's canvas then costs the
 *  main thread only its transfer, not a worker's start (src/engine/worker-warmup.ts). */
const warmup = workerWarmup(
  () => new Worker(new URL('../../../workers/visualizer.worker.ts', import.meta.url), { type: 'module', name: 'vaiu-visualizer' }),
  () => typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined',
);
/** Starts the visualizer worker now for the next canvas (at most one waits). */
export const warmVisualizerWorker = (): void => warmup.warm();
/** Ends a warmed-up visualizer worker no canvas took. */
export const dropWarmVisualizerWorker = (): void => warmup.drop();
/** Whether a warmed-up visualizer worker is waiting (for tests). */
export const hasWarmVisualizerWorker = (): boolean => warmup.has();

/** Canvases already handed to a worker: an HTMLCanvasElement can be transferred once in its life. */
const transferred = new WeakSet<HTMLCanvasElement>();

/** True when the canvas can be drawn from the visualizer worker. */
export function canUseOffscreen(canvas: HTMLCanvasElement): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && 'transferControlToOffscreen' in canvas;
}

/**
 * Draws both voices on one canvas: in the visualizer worker (OffscreenCanvas, comlink for setup only) or, without
 * OffscreenCanvas, with the same drawing code on the main thread. `port` receives the worklet's spectra.
 */
export class VisualizerHost {
  readonly mode: VisualizerMode;
  private worker: Worker | null = null;
  private api: Comlink.Remote<VisualizerApi<OffscreenCanvas, MessagePort>> | null = null;
  private observer: ResizeObserver | null = null;
  private raf = 0;
  private colors: VoiceColors;
  private mainPort: MessagePort | null = null;
  private readonly motionQuery: MediaQueryList | null =
    typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
  private readonly onMotion = () => {
    if (this.api) void this.api.setReducedMotion(this.reducedMotion).catch(() => undefined);
    if (this.renderer) {
      this.renderer.reducedMotion = this.reducedMotion;
      this.renderer.invalidate();
    }
  };

  /** True when the visitor asked for reduced motion (the idle line then holds still). */
  get reducedMotion(): boolean {
    return this.motionQuery?.matches ?? false;
  }

  private constructor(
    readonly canvas: HTMLCanvasElement,
    colors: VoiceColors,
    mode: VisualizerMode,
  ) {
    this.colors = colors;
    this.mode = mode;
  }

  /** Starts drawing `canvas` from spectra arriving on `port`; `onError` hears a worker crash. */
  static async start(
    canvas: HTMLCanvasElement,
    port: MessagePort,
    colors: VoiceColors,
    onError: (e: Error) => void,
    forceMainThread = false,
  ): Promise<VisualizerHost> {
    const host = new VisualizerHost(canvas, colors, !forceMainThread && canUseOffscreen(canvas) ? 'worker' : 'main-thread');
    if (host.mode === 'worker') await host.startWorker(port, onError);
    else host.startMainThread(port);
    host.observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(() => host.resize()) : null;
    host.observer?.observe(canvas);
    host.motionQuery?.addEventListener('change', host.onMotion);
    host.onMotion();
    return host;
  }

  private async startWorker(port: MessagePort, onError: (e: Error) => void): Promise<void> {
    if (transferred.has(this.canvas)) {
      throw new Error('This canvas already drew a previous audio engine; render a new <canvas> for each engine (e.g. key it by call).');
    }
    const offscreen = this.canvas.transferControlToOffscreen();
    transferred.add(this.canvas);
    this.worker = warmup.take();
    this.worker.addEventListener('error', (e) => onError(new Error(`Visualizer worker failed: ${e.message || 'unknown error'}`)));
    this.api = Comlink.wrap<VisualizerApi<OffscreenCanvas, MessagePort>>(this.worker);
    await this.api.init(Comlink.transfer(offscreen, [offscreen]), Comlink.transfer(port, [port]), this.colors, sizeOf(this.canvas));
  }

  private startMainThread(port: MessagePort): void {
    const ctx = this.canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas 2D is not available');
    const renderer = new VisualizerRenderer(
      ctx,
      (w, h) => {
        this.canvas.width = w;
        this.canvas.height = h;
      },
      () => performance.now(),
      this.colors,
      this.reducedMotion,
    );
    this.renderer = renderer;
    forwardSpectrumRate(renderer, port);
    renderer.setScene(this.scene);
    const apply = () => renderer.resize(sizeOf(this.canvas));
    apply();
    this.resizeMain = apply;
    this.mainPort = port;
    port.onmessage = (e: MessageEvent<SpectrumFrame>) => renderer.spectrum(e.data);
    const loop = (now: number) => {
      renderer.tick(now);
      this.raf = requestAnimationFrame(loop);
    };
    this.raf = requestAnimationFrame(loop);
  }

  private renderer: VisualizerRenderer | null = null;
  private resizeMain: (() => void) | null = null;

  /** Re-reads the canvas size and devicePixelRatio. */
  resize(): void {
    if (this.api) void this.api.resize(sizeOf(this.canvas)).catch(() => undefined);
    else this.resizeMain?.();
  }

  /** New theme colours. */
  setColors(colors: VoiceColors): void {
    this.colors = colors;
    if (this.api) void this.api.setColors(colors).catch(() => undefined);
    if (this.renderer) {
      this.renderer.colors = colors;
      this.renderer.invalidate();
    }
  }

  /** The call's scene, for the visualizer's look. */
  setScene(scene: VisualizerScene): void {
    this.scene = scene;
    if (this.api) void this.api.setScene(scene).catch(() => undefined);
    this.renderer?.setScene(scene);
  }

  /** The last scene set. */
  scene: VisualizerScene = 'idle';

  /** Frame cadence of the worker's drawing loop (worker mode only). */
  async stats(reset = false): Promise<DrawStats | null> {
    return this.api ? this.api.stats(reset) : null;
  }

  /** Stops drawing, terminates the worker. */
  destroy(): void {
    this.observer?.disconnect();
    this.motionQuery?.removeEventListener('change', this.onMotion);
    cancelAnimationFrame(this.raf);
    this.mainPort?.close();
    if (this.api) this.api[Comlink.releaseProxy]();
    this.worker?.terminate();
    this.worker = null;
    this.api = null;
  }
}
