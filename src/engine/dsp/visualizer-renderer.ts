// One drawing loop's state, shared by the visualizer worker and the main-thread fallback: bar heights at every
// quality level (made once: a level change allocates nothing), the frame-budget governor, the scene, and the rules
// that skip frames: nothing on it would change (no new spectrum and nothing animating); new spectra and slow
// animations without new audio (idle breathing, comet, beads) at the level's own rates (QualityLevel.drawEvery,
// animEvery). Each drawn frame costs the worker and both compositors (the page's and the GPU process's).
import { barEdges, barHeights, drawFrame, isIdle, type DrawColors, type FrameLook, type Painter } from './visualizer-draw.ts';
import { backingRatio, FrameGovernor, QUALITY_LEVELS, type GovernorOptions, type QualityLevel } from './visualizer-governor.ts';
import { sceneAnimates, type Scene } from './visualizer-scene.ts';
import type { SpectrumRateMessage } from '../../protocol/analysis-messages.ts';

/** Bytes of one spectrum frame for both voices (the worklet's SpectrumFrame fits). */
export type SpectraIn = { assistant: Uint8Array; visitor: Uint8Array };

/** Canvas size in CSS pixels, the device pixel ratio, and whether it shows through a circle (the orb). */
export type RenderSize = { width: number; height: number; dpr: number; round?: boolean };

type Bars = { edges: Uint16Array; assistant: Float32Array; visitor: Float32Array };

/** Draws frames on demand; the caller owns the canvas and the rAF loop. */
export class VisualizerRenderer {
  /** Frames drawn / skipped since the last reset (for stats). */
  drawn = 0;
  skipped = 0;
  readonly governor: FrameGovernor;
  /** Hears each level change (see forwardSpectrumRate). */
  onQuality: ((q: QualityLevel) => void) | null = null;
  private readonly bars: Bars[];
  // Something other than audio changed (scene, colours, size, level): drawn on the next frame.
  private dirty = true;
  // A new spectrum arrived since the last drawn frame.
  private fresh = false;
  private sinceDraw = 0;
  private size: RenderSize = { width: 300, height: 150, dpr: 1 };
  private readonly look: FrameLook = { scene: 'idle', effects: true };
  private last: SpectraIn | null = null;

  constructor(
    private readonly painter: Painter,
    private readonly setBacking: (width: number, height: number) => void,
    private readonly clock: () => number,
    public colors: DrawColors,
    public reducedMotion = false,
    governor: Partial<GovernorOptions> = {},
  ) {
    this.governor = new FrameGovernor(governor);
    this.bars = QUALITY_LEVELS.map((q) => ({
      edges: barEdges(q.bars),
      assistant: new Float32Array(q.bars),
      visitor: new Float32Array(q.bars),
    }));
    this.look.effects = this.governor.quality.effects;
  }

  /** New spectra from the analysis worklet. */
  spectrum(s: SpectraIn): void {
    const b = this.bars[this.governor.level];
    barHeights(s.assistant, b.edges, b.assistant);
    barHeights(s.visitor, b.edges, b.visitor);
    this.last = s;
    this.fresh = true;
  }

  /** The canvas's CSS size and pixel ratio changed. */
  resize(size: RenderSize): void {
    this.size = size;
    this.look.round = size.round ?? false;
    this.applyBacking();
  }

  /** The call's scene. */
  setScene(scene: Scene): void {
    this.look.scene = scene;
    this.dirty = true;
  }

  /** Any change of colours or motion preference redraws. */
  invalidate(): void {
    this.dirty = true;
  }

  /** Current backing-store pixel ratio. */
  get ratio(): number {
    return backingRatio(this.size.dpr, this.governor.quality);
  }

  /** One display frame at rAF time `now`: draws it unless unchanged or not due, then lets the governor judge. */
  tick(now: number): void {
    this.sinceDraw++;
    const q = this.governor.quality;
    const b = this.bars[this.governor.level];
    const moving = !this.reducedMotion && (sceneAnimates(this.look.scene) || isIdle(b.assistant, b.visitor));
    const due = this.dirty || (this.fresh && this.sinceDraw >= q.drawEvery) || (moving && this.sinceDraw >= q.animEvery);
    let cost = 0;
    if (due) {
      const started = this.clock();
      drawFrame(
        this.painter,
        this.size.width,
        this.size.height,
        this.ratio,
        this.colors,
        b.assistant,
        b.visitor,
        this.reducedMotion ? 0 : now,
        this.look,
      );
      cost = this.clock() - started;
      this.dirty = this.fresh = false;
      this.sinceDraw = 0;
      this.drawn++;
    } else this.skipped++;
    if (this.governor.frame(now, cost)) this.onLevel();
  }

  /** The loop was paused (hidden page, stopped): the next gap is not a late frame. */
  resume(): void {
    this.governor.resume();
  }

  private onLevel(): void {
    this.look.effects = this.governor.quality.effects;
    if (this.last) this.spectrum(this.last);
    this.applyBacking();
    this.onQuality?.(this.governor.quality);
  }

  private applyBacking(): void {
    const r = this.ratio;
    this.setBacking(Math.max(1, Math.round(this.size.width * r)), Math.max(1, Math.round(this.size.height * r)));
    this.dirty = true;
  }
}

/** Asks the analysis worklet, on the spectra port, for spectra at each new level's drawing rate (docs/architecture.md §2). */
export function forwardSpectrumRate(renderer: VisualizerRenderer, port: Pick<MessagePort, 'postMessage'>): void {
  renderer.onQuality = (q) => port.postMessage({ type: 'spectrum-rate', every: q.drawEvery } satisfies SpectrumRateMessage);
}
