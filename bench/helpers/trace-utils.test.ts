import { describe, expect, test } from 'vitest';
import { causeOf, findMarker, longTasks, totalCauses, type TraceEvent } from './trace-utils.ts';

const ev = (name: string, ts: number, dur: number, data: Record<string, unknown> = {}, tid = 1): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid: 7,
  tid,
  args: { data },
});
const marker: TraceEvent = { name: 'TimeStamp', ph: 'I', ts: 1000, pid: 7, tid: 1, args: { data: { message: 'go' } } };

describe('trace-utils', () => {
  test.each([
    [ev('FunctionCall', 0, 1, { functionName: 'tick', url: 'http://x/assets/a-1.js?v=2', lineNumber: 9 }), 'script tick @ a-1.js:9'],
    [ev('FunctionCall', 0, 1, {}), 'script (anonymous) @ ?:?'],
    [ev('MinorGC', 0, 1), 'GC'],
    [ev('V8.GC_SCAVENGER', 0, 1), 'GC'],
    [ev('v8.compile', 0, 1), 'compile'],
    [ev('v8.wasm.compiledModule', 0, 1), 'wasm v8.wasm.compiledModule'],
    [ev('UpdateLayoutTree', 0, 1), 'style'],
    [ev('Layout', 0, 1), 'layout'],
    [ev('Paint', 0, 1), 'paint'],
    [ev('EventDispatch', 0, 1, { type: 'click' }), 'event click'],
    [ev('HandlePostMessage', 0, 1), 'postMessage'],
    [ev('SomethingElse', 0, 1), 'SomethingElse'],
  ])('names the cause of %o', (e, label) => {
    expect(causeOf(e)).toBe(label);
  });

  test('finds the marker and splits each long task after it by self time', () => {
    const events = [
      marker,
      ev('RunTask', 0, 90_000), // before the marker: not counted
      { ...ev('RunTask', 2000, 100_000), tdur: 12_500 }, // 12.5 ms of CPU in 100 ms
      ev('FunctionCall', 3000, 60_000, { functionName: 'f', url: 'a.js', lineNumber: 1 }),
      ev('MinorGC', 10_000, 20_000), // inside f: f's self time is 40 ms
      ev('Layout', 70_000, 10_000),
      ev('RunTask', 200_000, 30_000), // short: not a long task
      ev('RunTask', 300_000, 80_000, {}, 2), // another thread
    ];
    const at = findMarker(events, 'go');
    expect(at).toEqual({ pid: 7, tid: 1, ts: 1000 });
    const tasks = longTasks(events, at!);
    expect(tasks).toHaveLength(1);
    expect(tasks[0].startMs).toBe(1);
    expect(tasks[0].durMs).toBe(100);
    expect(tasks[0].cpuMs).toBe(12.5);
    expect(tasks[0].causes).toEqual([
      { label: 'script f @ a.js:1', ms: 40 },
      { label: '(task, untraced)', ms: 30 },
      { label: 'GC', ms: 20 },
      { label: 'layout', ms: 10 },
    ]);
    expect(totalCauses([...tasks, ...tasks])[0]).toEqual({ label: 'script f @ a.js:1', ms: 80, tasks: 2 });
  });

  test('keeps only the outermost of nested top-level tasks, and says when there is no marker', () => {
    const events = [marker, ev('ThreadControllerImpl::DoWork', 2000, 120_000), ev('RunTask', 3000, 100_000), ev('Paint', 4000, 50_000)];
    const tasks = longTasks(events, findMarker(events, 'go')!);
    expect(tasks.map((t) => t.durMs)).toEqual([120]);
    expect(tasks[0].cpuMs).toBeNaN(); // no thread time in the trace
    expect(tasks[0].causes).toEqual([
      { label: '(task, untraced)', ms: 70 },
      { label: 'paint', ms: 50 },
    ]);
    expect(findMarker(events, 'nope')).toBeNull();
  });
});
