import { describe, expect, test } from 'vitest';
import { AnswerRecorder } from './answer-recorder.ts';

// 10-ms blocks of 16 kHz PCM: 'x' loud (RMS 0.1), '.' quiet but voiced (0.015), ' ' silence.
const pcm = (pattern: string) => {
  const out = new Int16Array(pattern.length * 160);
  [...pattern].forEach((c, i) => out.fill(c === 'x' ? 3277 : c === '.' ? 492 : 0, i * 160, (i + 1) * 160));
  return out;
};

describe('answer-recorder', () => {
  test.each([
    ['nothing before the onset', '          xxxxxxxxxx', 100, 100],
    ['a quiet word with short pauses before it', '   ..  ..   .. xxxxx', 150, 30],
    ['voice more than 300 ms before, across silence', 'xx' + ' '.repeat(40) + 'xxxxx', 420, 420],
    ['loud audio right from the start of the turn', 'xxxxxxxxxxxxxxxxxxxx', 100, 0],
  ])('finds where speech began: %s', (_, pattern, onsetMs, startMs) => {
    const r = new AnswerRecorder(16000);
    r.reset(0);
    r.push(pcm(pattern));
    expect(r.speechStart(onsetMs, 0.01)).toBe(startMs);
  });

  test('cuts between two audio times, clamped to what was kept', () => {
    const r = new AnswerRecorder(16000);
    r.reset(1000);
    r.push(pcm('x'.repeat(10)));
    expect(r.cut(1050, 1080)).toHaveLength(480);
    expect(r.cut(900, 5000)).toHaveLength(1600);
  });
});
