import { describe, expect, it, test } from 'vitest';
import { encodeWavPcm16 } from '../../lib/wav.ts';
import {
  agreement,
  grammarCoverage,
  grammarDigest,
  isFsg,
  meanPosterior,
  parseCtm,
  parseHypsegAcoustic,
  voicedWindows,
  wavDataOffset,
  wordPosterior,
  type WordTiming,
} from './recognition-utils.ts';

const w = (word: string, start: number, end: number, prob = 1): WordTiming => ({ word, start, end, prob });

describe('recognition-utils', () => {
  it('parses CTM word timings and drops silence, sentence marks and alternate-pronunciation numbers', () => {
    const out =
      'answer-1 1 0.00 0.15 <s> 1.000\nanswer-1 1 0.16 0.09 i 0.815\nanswer-1 1 0.26 0.04 <sil> 1.000\nanswer-1 1 0.44 0.33 two(2) 0.980\nanswer-1 1 0.77 0.00 [NOISE] 1.000\n';
    expect(parseCtm(out)).toEqual([w('i', 0.16, 0.25, 0.815), w('two', 0.44, 0.77, 0.98)]);
  });

  const riff = (chunks: [string, number][]) => {
    const parts = chunks.map(([id, size]) => {
      const b = Buffer.alloc(8 + size + (size % 2));
      b.write(id, 0, 'latin1');
      b.writeUInt32LE(size, 4);
      return b;
    });
    const head = Buffer.from('RIFF\0\0\0\0WAVE', 'latin1');
    return Buffer.concat([head, ...parts]);
  };
  test.each([
    ['our own WAVs', encodeWavPcm16(new Int16Array(10), 16000), 44],
    [
      'a LIST chunk before the data',
      riff([
        ['fmt ', 16],
        ['LIST', 26],
        ['data', 4],
      ]),
      12 + 24 + 34 + 8,
    ],
    [
      'an odd-sized chunk padded to even',
      riff([
        ['fmt ', 16],
        ['junk', 3],
        ['data', 2],
      ]),
      12 + 24 + 12 + 8,
    ],
  ])('finds the samples of a WAV: %s', (_, head, offset) => expect(wavDataOffset(head as Buffer)).toBe(offset));

  test.each([
    ['not RIFF', Buffer.from('OggS0000WAVEfmt ', 'latin1'), /not a WAV/],
    ['no data chunk in the first bytes', riff([['fmt ', 16]]), /data chunk not found/],
  ])('refuses a header that is %s', (_, head, msg) => expect(() => wavDataOffset(head as Buffer)).toThrow(msg as RegExp));

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
  ])('grammar coverage: %s', (_, words, voiced, cov) =>
    expect(grammarCoverage(words as WordTiming[], voiced as number[])).toBeCloseTo(cov as number),
  );

  it('averages word posteriors for the general model', () => {
    expect(meanPosterior([w('a', 0, 1, 0.5), w('b', 1, 2, 1)])).toBe(0.75);
    expect(meanPosterior([])).toBe(0);
  });

  test.each([
    [
      'a breath heard as "ah" after the answer',
      [w('nearly', 0, 1, 0.34), w('three', 1, 2, 1), w('years', 2, 3, 0.61), w('ah', 3, 4, 0.05)],
      0.65,
    ],
    ['hesitations only', [w('um', 0, 1, 0.9), w('er', 1, 2, 0.9)], 0],
    ['no hesitation', [w('two', 0, 1, 0.5), w('months', 1, 2, 1)], 0.75],
  ])('word posterior of a general-model answer leaves out hesitation sounds: %s', (_, words, p) =>
    expect(wordPosterior(words as WordTiming[])).toBeCloseTo(p as number),
  );

  test.each([
    [
      'the carrier phrase heard, the name not',
      [w('my', 0, 0.2), w('name', 0.2, 0.5), w('is', 0.5, 0.6), w('sam', 0.6, 0.9), w('taylor', 0.9, 1.3)],
      [w('my', 0, 0.2), w('name', 0.2, 0.5), w('is', 0.5, 0.6), w('some', 0.6, 0.9), w('day', 0.9, 1.1), w('or', 1.1, 1.3)],
      0.6,
    ],
    ['the same word at another time', [w('five', 0, 0.5)], [w('five', 1, 1.5)], 0],
    ['nothing in common', [w('product', 0, 0.5), w('manager', 0.5, 1)], [w('alex', 0, 0.4), w('morgan', 0.4, 1)], 0],
    ['every word', [w('june', 0.2, 0.6)], [w('june', 0.25, 0.6)], 1],
    ['an empty grammar hypothesis', [], [w('yes', 0, 1)], 0],
  ])('agreement of the general model with a grammar hypothesis: %s', (_, g, gen, share) =>
    expect(agreement(g as WordTiming[], gen as WordTiming[])).toBeCloseTo(share as number),
  );

  test.each([
    ['a grammar path', 'answer-1 S 0 T -2831 A -2157 L -674 0 -185 -337 <sil> 18 -193 0 my 33', -2157],
    ['a general-model path', 'answer-1 S 0 T -2971478 A -2969600 L -1878 0 -196608 0 <s> 18', -2969600],
    ['no path through the grammar', 'answer-1 S 0 T 0 A 0 L 0 157', Number.NEGATIVE_INFINITY],
    ['no output', '', Number.NEGATIVE_INFINITY],
  ])('reads the acoustic score of %s', (_, seg, score) => expect(parseHypsegAcoustic(seg as string)).toBe(score));

  it('names a grammar by its content: the same text the same name, another text another', () => {
    const a = grammarDigest('#JSGF V1.0;\ngrammar answer;\npublic <answer> = yes;');
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(grammarDigest('#JSGF V1.0;\ngrammar answer;\npublic <answer> = yes;')).toBe(a);
    expect(grammarDigest('#JSGF V1.0;\ngrammar answer;\npublic <answer> = no;')).not.toBe(a);
  });

  it('tells a finite-state grammar from a JSGF one', () => {
    expect(isFsg('FSG_BEGIN spelled\nNUM_STATES 2\nSTART_STATE 0\nFINAL_STATE 1\nTRANSITION 0 1 1.000000 a\nFSG_END\n')).toBe(true);
    expect(isFsg('#JSGF V1.0;\ngrammar answer;\npublic <answer> = yes;')).toBe(false);
  });
});
