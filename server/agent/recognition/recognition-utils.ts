// Pure parts of recognition: pocketsphinx's word timings, and how much to trust a hypothesis.

/** One recognized word with its time span (s) and pocketsphinx's posterior (1 under a grammar). */
export type WordTiming = { word: string; start: number; end: number; prob: number };

const SILENT = new Set(['<s>', '</s>', '<sil>', '(NULL)', '[NOISE]', '[SPEECH]']);

/** Parses `pocketsphinx_continuous -time yes` stdout: hypothesis lines, then "word start end prob" lines. */
export function parseTimedOutput(stdout: string): WordTiming[] {
  const out: WordTiming[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^(\S+) (-?[\d.]+) (-?[\d.]+) ([\d.]+)$/.exec(line.trim());
    if (!m || SILENT.has(m[1])) continue;
    out.push({ word: m[1].replace(/\(\d+\)$/, ''), start: Number(m[2]), end: Number(m[3]), prob: Number(m[4]) });
  }
  return out;
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

/** Confidence of a general-model hypothesis: the mean word posterior (0 when no word was heard). */
export function meanPosterior(words: WordTiming[]): number {
  return words.length ? words.reduce((s, w) => s + w.prob, 0) / words.length : 0;
}
