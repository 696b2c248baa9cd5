import { describe, expect, test } from 'vitest';
import { SpeakingDetector, SpeechChange } from './speaking-detector.ts';

const Q = 128;

/** Runs levels (one per quantum) and returns the transitions with their quantum index and time. */
function run(rate: number, levels: number[]) {
  const d = new SpeakingDetector(rate);
  const events: { change: SpeechChange; quantum: number; time: number }[] = [];
  levels.forEach((level, q) => {
    const change = d.update(level, q * Q, Q);
    if (change !== SpeechChange.None) events.push({ change, quantum: q, time: d.eventTime });
  });
  return events;
}

describe('speaking-detector', () => {
  test.each([[44100], [48000], [16000]])('starts speech on the first quantum above 0.01 at %i Hz', (rate) => {
    const levels = [0, 0.005, 0.01, 0.0100001, 0.2, 0];
    const [start] = run(rate, levels);
    expect(start).toEqual({ change: SpeechChange.Start, quantum: 3, time: (3 * Q) / rate });
  });

  test.each([[44100], [48000], [16000], [22050]])('ends speech exactly 1000 ms after the last loud quantum at %i Hz', (rate) => {
    const loud = 10;
    const levels = [...Array(loud).fill(0.5), ...Array(Math.ceil(rate / Q) + 5).fill(0)];
    const events = run(rate, levels);
    expect(events).toHaveLength(2);
    const end = events[1];
    const lastLoudEnd = (loud * Q) / rate;
    expect(end.change).toBe(SpeechChange.End);
    expect(end.time - lastLoudEnd).toBeCloseTo(1, 12);
    // Decided in the quantum that contains that instant: not earlier, not a quantum late.
    const endFrame = loud * Q + rate;
    expect(end.quantum * Q).toBeLessThanOrEqual(endFrame);
    expect((end.quantum + 1) * Q).toBeGreaterThanOrEqual(endFrame);
    expect(end.quantum).toBe(Math.ceil(endFrame / Q) - 1);
  });

  test('keeps speaking through a 999 ms gap and restarts the 1000 ms after the next loud quantum', () => {
    const rate = 48000; // 375 quanta per second exactly
    const levels = [0.5, ...Array(374).fill(0), 0.5, ...Array(400).fill(0)];
    const events = run(rate, levels);
    expect(events.map((e) => e.change)).toEqual([SpeechChange.Start, SpeechChange.End]);
    expect(events[1].time).toBeCloseTo((376 * Q) / rate + 1, 12);
    expect(events[1].quantum).toBe(375 + 375);
  });

  test.each([
    ['silence only', [0, 0, 0], []],
    ['a level at the threshold', [0.01, 0.01], []],
    ['two separate bursts', [0.5, ...Array(400).fill(0), 0.5, ...Array(400).fill(0)], [1, 2, 1, 2]],
  ])('emits the right transitions for %s', (_name, levels, expected) => {
    expect(run(48000, levels as number[]).map((e) => e.change)).toEqual(expected);
  });

  test('forgets speech in progress on reset()', () => {
    const d = new SpeakingDetector(48000);
    d.update(0.5, 0, Q);
    d.reset();
    expect(d.speaking).toBe(false);
    expect(d.update(0.5, Q, Q)).toBe(SpeechChange.Start);
  });
});
