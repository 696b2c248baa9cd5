// @vitest-environment jsdom
// The loading policy end to end with a scripted visualizer: the model's load is aborted when frames run late under it.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { DrawStats } from '../../protocol/visualizer-messages.ts';
import { VAD_DEVICE_KEY } from './vad-device-utils.ts';
import { loadVisitorVadWhenReady, VadSkipped, type VadEngineEvents } from './visitor-vad-loader.ts';
import type { DegradableVad } from './visitor-vad.ts';

/** Each load the loader starts: the signal it was given and how to finish it (the worker's 'ready'). */
const loads: { signal: AbortSignal; ready: () => void }[] = [];

vi.mock('./visitor-vad.ts', () => ({
  loadVisitorVad: (_context: AudioContext, _stream: MediaStream, _cb: unknown, signal: AbortSignal) =>
    new Promise<DegradableVad>((resolve, reject) => {
      const vad: DegradableVad = { setActive: () => undefined, degrade: () => undefined, destroy: async () => undefined };
      loads.push({ signal, ready: () => resolve(vad) });
      // As the real loader: an abort terminates the worker and rejects.
      signal.addEventListener('abort', () => reject(new Error('voice-activity model: the call ended while it loaded')), { once: true });
    }),
}));

/** An engine whose visualizer draws `gaps[i]`-ms frames (60 of them) before its i-th stats call (the last repeats). */
function fakeEngine(gaps: number[]) {
  const handlers = new Map<string, Set<(arg?: string) => void>>();
  let frames = 0;
  let intervals: number[] = [];
  let look = 0;
  const stats = vi.fn(async (): Promise<DrawStats> => {
    const gap = gaps[Math.min(look++, gaps.length - 1)];
    frames += 60;
    intervals = [...intervals, ...Array.from({ length: 60 }, () => gap)].slice(-2000);
    return { frames, intervals, lastSpectrumAt: 0, scene: 'speaking', level: 4 };
  });
  const engine = {
    context: {} as AudioContext,
    visualizerHost: { stats },
    on(event: string, cb: (arg?: string) => void) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(cb);
      return () => void handlers.get(event)!.delete(cb);
    },
  } as unknown as VadEngineEvents;
  const emit = (event: string, arg?: string) => {
    for (const cb of [...(handlers.get(event) ?? [])]) cb(arg);
  };
  return { engine, emit, stats };
}

/** Starts the loader and keeps its outcome readable. */
function start(engine: VadEngineEvents) {
  const outcome: { vad?: unknown; error?: unknown } = {};
  loadVisitorVadWhenReady(engine, {} as MediaStream, { onSpeech: () => undefined }).then(
    (vad) => (outcome.vad = vad),
    (error) => (outcome.error = error),
  );
  return outcome;
}

// The device gate's window: a baseline look and 6 more, all smooth (the device keeps up at rest).
const AT_REST = Array.from({ length: 7 }, () => 16.7);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  loads.length = 0;
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('visitor-vad-loader: the load itself is watched', () => {
  test('frames running late under the load abort it: the worker stops, the level detector stays', async () => {
    const { engine, emit } = fakeEngine([...AT_REST, 16.7, 40]);
    const outcome = start(engine);
    emit('speech-start');
    await vi.advanceTimersByTimeAsync(3000 + 500); // the gate's window, then idle time: the load starts
    expect(loads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000); // two late looks during the load: not yet
    expect(loads[0].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(500); // the third
    expect(loads[0].signal.aborted).toBe(true);
    expect(outcome.error).toBeInstanceOf(VadSkipped);
    expect(String(outcome.error)).toContain('voice-activity model load stopped: 100 % late frames for 3 looks');
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('load stopped'));
  });

  test('a load that leaves the frames smooth completes', async () => {
    const { engine, emit, stats } = fakeEngine([...AT_REST, 16.7]);
    const outcome = start(engine);
    emit('speech-start');
    await vi.advanceTimersByTimeAsync(4000 + 3000);
    loads[0].ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(loads[0].signal.aborted).toBe(false);
    expect(outcome.vad).toBeDefined();
    expect(outcome.error).toBeUndefined();
    // The load's guard ended with it; only the running model's watch looks on (once a second).
    const looks = stats.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(stats.mock.calls.length - looks).toBe(2);
  });

  test('a device class forced capable loads whatever the frames say', async () => {
    localStorage.setItem(VAD_DEVICE_KEY, 'capable');
    const { engine, emit } = fakeEngine([40]);
    const outcome = start(engine);
    emit('speech-start');
    await vi.advanceTimersByTimeAsync(1000 + 3000);
    expect(loads).toHaveLength(1);
    expect(loads[0].signal.aborted).toBe(false);
    loads[0].ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.vad).toBeDefined();
  });

  test('the call closing during the load aborts it with the reason', async () => {
    const { engine, emit } = fakeEngine([...AT_REST, 16.7]);
    const outcome = start(engine);
    emit('speech-start');
    await vi.advanceTimersByTimeAsync(4000);
    emit('status', 'closed');
    await vi.advanceTimersByTimeAsync(0);
    expect(loads[0].signal.aborted).toBe(true);
    expect(outcome.error).toBeInstanceOf(VadSkipped);
    expect(String(outcome.error)).toContain('the call audio closed');
  });
});
