// Keeps an eye on the visualizer while the voice-activity model loads and while it runs: when frames keep running
// late (or the governor falls), the load is aborted or the running model stops and its worker is freed; the worklet
// levels stand in (vad-device-utils.ts).
import { LOADING_RULE, VadOverloadWatch, VAD_DEVICE, type OverloadRule } from './vad-device-utils.ts';
import { FrameSampler, type FrameSource } from './vad-frame-watch.ts';
import type { DegradableVad, VisitorVad } from './visitor-vad.ts';

/** One look a second once the model runs: cheap (one stats message), and three looks decide. */
const LOOK_MS = 1000;

/**
 * Looks at the visualizer every `everyMs` (the first look is the baseline) until `rule` says stop: then calls `onStop`
 * once with the reason. Returns the function that ends the watch.
 */
function watchFrames(source: FrameSource, rule: OverloadRule | undefined, everyMs: number, onStop: (why: string) => void): () => void {
  const sampler = new FrameSampler(source);
  const watch = new VadOverloadWatch(rule);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const look = async () => {
    const s = await sampler.sample();
    if (done) return;
    // No visualizer (detached): nothing to judge by this time.
    const why = s && watch.feed(s);
    if (why) {
      done = true;
      onStop(why);
      return;
    }
    timer = setTimeout(() => void look(), everyMs);
  };
  void sampler.sample().then(() => {
    if (!done) timer = setTimeout(() => void look(), everyMs);
  });
  return () => {
    done = true;
    clearTimeout(timer);
  };
}

/** Wraps `vad` so that an overloaded device degrades it to the level detector; destroy() ends the watch too. */
export function watchOverload(source: FrameSource, vad: DegradableVad): VisitorVad {
  const stop = watchFrames(source, undefined, LOOK_MS, (why) => {
    console.info(`[vaiu] voice-activity model stopped: ${why}; using the level detector`);
    vad.degrade();
  });
  return {
    setActive: (active) => vad.setActive(active),
    async destroy() {
      stop();
      await vad.destroy();
    },
  };
}

/**
 * Watches the frames while the model loads (stricter: LOADING_RULE, a look every VAD_DEVICE.loadSampleMs): `onLate`
 * is called once with the reason when the load costs frames. Returns the function that ends the watch (call it when
 * the load settles).
 */
export function guardLoad(source: FrameSource, onLate: (why: string) => void): () => void {
  return watchFrames(source, LOADING_RULE, VAD_DEVICE.loadSampleMs, onLate);
}
