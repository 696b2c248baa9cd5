import { describe, expect, test } from 'vitest';
import { filesBetween, threadSamples } from './trace-samples.ts';

const frame = (id: number, url: string, parent?: number) => ({ id, parent, callFrame: { functionName: 'f', url } });
const profile = { name: 'Profile', ph: 'P', ts: 0, pid: 7, tid: 1, id: '0x1', args: { data: { startTime: 1000 } } };
const chunk = (samples: number[], deltas: number[], nodes: ReturnType<typeof frame>[], tid = 1) => ({
  name: 'ProfileChunk',
  ph: 'P',
  ts: 0,
  pid: 7,
  tid,
  id: '0x1',
  args: { data: { cpuProfile: { nodes, samples }, timeDeltas: deltas } },
});

describe('trace-samples', () => {
  const events = [
    profile,
    // Node 1 is the root (no script), 2 React's entry, 3 a toast library called from React, 4 our page chunk.
    chunk(
      [2, 3, 3],
      [100, 100, 100],
      [frame(1, ''), frame(2, 'http://x/assets/index-AB.js', 1), frame(3, 'http://x/assets/dist-CD.js?v=1', 2)],
    ),
    chunk([4, 1], [100, 100], [frame(4, 'http://x/assets/voice-call-page-EF.js', 2)]),
    // Another thread's profile with the same id is not ours.
    { ...profile, tid: 2 },
  ];

  test('rebuilds each sample time and stack across chunks, for the asked thread only', () => {
    const s = threadSamples(events, { pid: 7, tid: 1 });
    expect(s.map((x) => x.ts)).toEqual([1100, 1200, 1300, 1400, 1500]);
    expect(s.map((x) => x.files)).toEqual([
      ['index-AB.js'],
      ['dist-CD.js', 'index-AB.js'],
      ['dist-CD.js', 'index-AB.js'],
      ['voice-call-page-EF.js', 'index-AB.js'],
      [],
    ]);
    expect(threadSamples(events, { pid: 7, tid: 3 })).toEqual([]);
  });

  test("spreads a window's time over its samples and counts each file on a stack once", () => {
    const s = threadSamples(events, { pid: 7, tid: 1 });
    // 1100..1500 µs: 5 samples over 0.5 ms → 0.1 ms each.
    const by = Object.fromEntries(filesBetween(s, 1100, 1600).map((f) => [f.file, Number(f.ms.toFixed(3))]));
    expect(by).toEqual({ 'index-AB.js': 0.4, 'dist-CD.js': 0.2, 'voice-call-page-EF.js': 0.1 });
    expect(filesBetween(s, 0, 1000)).toEqual([]);
  });
});
