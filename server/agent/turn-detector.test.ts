import { describe, expect, it } from 'vitest';
import { silence, tone } from '../test-helpers/call-client.ts';
import { DEFAULT_AGENT_OPTIONS } from './agent-options.ts';
import { TurnDetector } from './turn-detector.ts';

const detector = () =>
  new TurnDetector({
    sampleRate: 16000,
    threshold: DEFAULT_AGENT_OPTIONS.speechThreshold,
    minSpeechMs: DEFAULT_AGENT_OPTIONS.minSpeechMs,
    endSilenceMs: DEFAULT_AGENT_OPTIONS.endSilenceMs,
  });

describe('turn-detector (the product constants)', () => {
  it.each([
    [190, false],
    [200, true],
    [600, true],
  ])('after %i ms of voice, speech has started: %s', (ms, started) => {
    const d = detector();
    d.push(silence(100));
    const events = d.push(tone(ms));
    expect(events.some((e) => e.type === 'speech-start')).toBe(started);
    if (started) expect(events[0].atMs).toBe(100); // stamped at the onset, not when it was confirmed
  });

  it('ends speech after 1000 ms of silence, not after 990 ms', () => {
    const d = detector();
    d.push(tone(500));
    expect(d.push(silence(990))).toEqual([]);
    expect(d.speaking).toBe(true);
    expect(d.push(silence(10))).toEqual([{ type: 'speech-end', atMs: 500 }]);
    expect(d.speaking).toBe(false);
  });

  it('keeps one turn across a 990 ms pause', () => {
    const d = detector();
    const events = [...d.push(tone(300)), ...d.push(silence(990)), ...d.push(tone(300)), ...d.push(silence(1000))];
    expect(events).toEqual([
      { type: 'speech-start', atMs: 0 },
      { type: 'speech-end', atMs: 1590 },
    ]);
  });

  it('ignores audio below the threshold and short clicks separated by gaps', () => {
    const d = detector();
    expect(d.push(tone(2000, 220, 0.01))).toEqual([]);
    for (let i = 0; i < 10; i++) expect(d.push(Int16Array.from([...tone(100), ...silence(150)]))).toEqual([]);
  });

  it('accepts chunks of any length (windows straddle chunk borders)', () => {
    const d = detector();
    const pcm = Int16Array.from([...tone(300), ...silence(1000)]);
    const events = [];
    for (let i = 0; i < pcm.length; i += 37) events.push(...d.push(pcm.subarray(i, i + 37)));
    expect(events.map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
    expect(d.timeMs).toBe(1300);
  });
});
