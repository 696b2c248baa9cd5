// Pure parts of recognition: pocketsphinx's word timings, and how much to trust a hypothesis.
import { createHash } from 'node:crypto';

/** One recognized word with its time span (s) and pocketsphinx's posterior (1 under a grammar). */
export type WordTiming = { word: string; start: number; end: number; prob: number };

const SILENT = new Set(['<s>', '</s>', '<sil>', '(NULL)', '[NOISE]', '[SPEECH]']);

/** Parses `pocketsphinx_batch -ctm` output: "utterance channel start duration word posterior" lines. */
export function parseCtm(stdout: string): WordTiming[] {
  const out: WordTiming[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^\S+ \d+ ([\d.]+) ([\d.]+) (\S+) ([\d.]+)$/.exec(line.trim());
    if (!m || SILENT.has(m[3])) continue;
    const start = Number(m[1]);
    out.push({ word: m[3].replace(/\(\d+\)$/, ''), start, end: Math.round((start + Number(m[2])) * 100) / 100, prob: Number(m[4]) });
  }
  return out;
}

/** The acoustic score ("A n") of a `-hypseg` line; -Infinity when the search found no path (an empty "A 0" line). */
export function parseHypsegAcoustic(seg: string): number {
  const m = / T (-?\d+) A (-?\d+) L (-?\d+)/.exec(seg);
  if (!m || (m[1] === '0' && m[2] === '0' && m[3] === '0')) return Number.NEGATIVE_INFINITY;
  return Number(m[2]);
}

/** Byte offset of the samples in a WAV file, from its first bytes (the chunks before "data"); throws if not a WAV. */
export function wavDataOffset(head: Buffer): number {
  if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  for (let at = 12; at + 8 <= head.length;) {
    const size = head.readUInt32LE(at + 4);
    if (head.toString('latin1', at, at + 4) === 'data') return at + 8;
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV data chunk not found in the first bytes');
}

/** Start times (s) of the voiced 10-ms windows of 16-bit PCM (RMS ≥ threshold of full scale). */
export function voicedWindows(pcm: Int16Array, sampleRate: number, threshold = 0.02): number[] {
  const n = Math.round(sampleRate / 100);
  const out: number[] = [];
  for (let i = 0; i + n <= pcm.length; i += n) {
    let sum = 0;
    for (let j = i; j < i + n; j++) sum += (pcm[j] / 32768) ** 2;
    if (Math.sqrt(sum / n) >= threshold) out.push(i / sampleRate);
  }
  return out;
}

/**
 * Confidence of a grammar hypothesis: the share of voiced audio that its words account for (a grammar always
 * finds its best path, so a cough or another language gets a few in-grammar words over mostly "silence").
 * Words under 100 ms do not count: a spoken number or month is longer; a cough forced into "eight" is not.
 */
export function grammarCoverage(words: WordTiming[], voiced: number[], padS = 0.1, minWordS = 0.1): number {
  const real = words.filter((w) => w.end - w.start >= minWordS);
  if (voiced.length === 0 || real.length === 0) return 0;
  const inside = voiced.filter((t) => real.some((w) => t >= w.start - padS && t <= w.end + padS)).length;
  return inside / voiced.length;
}

/** Sounds the general model writes for breath and hesitation ("ah", "um"): they carry no word of an answer. */
export const HESITATION_SOUNDS = new Set(['ah', 'uh', 'um', 'er', 'hmm', 'mm', 'huh']);

/**
 * Confidence of a general-model answer: the mean posterior of its words leaving out hesitation sounds — a breath
 * heard as "ah" at 0.05 after "nearly three years" says nothing about how well those words were heard.
 */
export function wordPosterior(words: WordTiming[]): number {
  return meanPosterior(words.filter((w) => !HESITATION_SOUNDS.has(w.word)));
}

/** Confidence of a general-model hypothesis: the mean word posterior (0 when no word was heard). */
export function meanPosterior(words: WordTiming[]): number {
  return words.length ? words.reduce((s, w) => s + w.prob, 0) / words.length : 0;
}

/**
 * Share of a grammar hypothesis's words that the general model also heard at the same time (same word, time
 * spans overlapping): "my name is sam taylor" against "my name is some day or" agrees on 3 of 5.
 */
export function agreement(grammar: WordTiming[], general: WordTiming[]): number {
  if (grammar.length === 0) return 0;
  const heard = grammar.filter((g) => general.some((w) => w.word === g.word && w.start < g.end && g.start < w.end));
  return heard.length / grammar.length;
}

const digests = new Map<string, string>();

/** A short content hash of a grammar, kept per grammar (the 2-MB spelling grammar is hashed once, not per decode). */
export function grammarDigest(grammar: string): string {
  let d = digests.get(grammar);
  if (!d) digests.set(grammar, (d = createHash('sha1').update(grammar).digest('hex').slice(0, 12)));
  return d;
}

/** A grammar in pocketsphinx's finite-state format (the spelled name's), not JSGF. */
export const isFsg = (grammar: string): boolean => grammar.startsWith('FSG_BEGIN');
