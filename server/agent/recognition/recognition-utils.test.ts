import { describe, expect, it, test } from 'vitest';
import { grammarCoverage, meanPosterior, parseTimedOutput, voicedWindows, type WordTiming } from './recognition-utils.ts';

const w = (word: string, start: number, end: number, prob = 1): WordTiming => ({ word, start, end, prob });

describe('recognition-utils', () => {
  it('parses word timings and drops silence, sentence marks and alternate-pronunciation numbers', () => {
    const out = 'i have five\n<s> 0.000 0.150 1.000400\ni 0.160 0.250 0.814791\n<sil> 0.26 0.3 1\ntwo(2) 0.440 0.770 0.979608\n(NULL) 0.77 0.77 1.0\n';
    expect(parseTimedOutput(out)).toEqual([w('i', 0.16, 0.25, 0.814791), w('two', 0.44, 0.77, 0.979608)]);
  });

  it('finds the voiced 10-ms windows of PCM', () => {
    const pcm = new Int16Array(1600); // 100 ms, the middle 30 ms loud
    pcm.fill(8000, 480, 960);
    expect(voicedWindows(pcm, 16000)).toEqual([0.03, 0.04, 0.05]);
  });

  test.each([
    ['words over all the voice', [w('five', 0, 1)], [0.1, 0.5, 0.9], 1],
    ['a short word over a long utterance', [w('eight', 0.3, 0.47)], [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9], 0.4],
    ['no words', [], [0.1], 0],
    ['no voice', [w('two', 0, 1)], [], 0],
    ['a cough forced into a 60-ms word', [w('eight', 0.31, 0.37)], [0.3, 0.35], 0],
  ])('grammar coverage: %s', (_, words, voiced, cov) => expect(grammarCoverage(words as WordTiming[], voiced as number[])).toBeCloseTo(cov as number));

  it('averages word posteriors for the general model', () => {
    expect(meanPosterior([w('a', 0, 1, 0.5), w('b', 1, 2, 1)])).toBe(0.75);
    expect(meanPosterior([])).toBe(0);
  });
});
