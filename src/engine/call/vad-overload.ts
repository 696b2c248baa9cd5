// Keeps an eye on the visualizer while the voice-activity model runs: when frames keep running late (or the governor
// falls), the model stops and its worker is freed; the worklet levels stand in (vad-device-utils.ts).
import { VadOverloadWatch } from './vad-device-utils.ts';
import { FrameSampler, type FrameSource } from './vad-frame-watch.ts';
import type { DegradableVad, VisitorVad } from './visitor-vad.ts';

/** One look a second: cheap (one stats message), and three looks decide. */
const LOOK_MS = 1000;

/** Wraps `vad` so that an overloaded device degrades it to the level detector; destroy() ends the watch too. */
export function watchOverload(source: FrameSource, vad: DegradableVad): VisitorVad {
  const sampler = new FrameSampler(source);
  const watch = new VadOverloadWatch();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const look = async () => {
    const s = await sampler.sample();
    if (done) return;
    // No visualizer (detached): nothing to judge by this time.
    const why = s && watch.feed(s);
    if (why) {
      done = true;
      console.info(`[vaiu] voice-activity model stopped: ${why}; using the level detector`);
      vad.degrade();
      return;
    }
    timer = setTimeout(() => void look(), LOOK_MS);
  };
  void sampler.sample().then(() => {
    if (!done) timer = setTimeout(() => void look(), LOOK_MS);
  });
  return {
    setActive: (active) => vad.setActive(active),
    async destroy() {
      done = true;
      clearTimeout(timer);
      await vad.destroy();
    },
  };
}
