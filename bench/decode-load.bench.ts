// How long the local agent takes to recognize an answer, two recognizer set-ups side by side in the same run. Each
// is `<dictionary>,<general model>[,<neural>]`: `cut` (the words of the questions' grammars cut from pocketsphinx's
// dictionary, server/agent/recognition/lexicon.ts) or `whole` (its 134 723 words, loaded by every grammar decode);
// `resident` (the general model kept loaded in running processes, resident-decoder.ts) or `fresh` (loaded by every
// decode); `neural` (the neural recognizer beside pocketsphinx, moonshine.ts; the default) or `alone` (without it).
// BENCH_DECODE_OURS (default cut,resident,neural: the server's) against BENCH_DECODE_BASE (default cut,resident,alone:
// the server before the neural recognizer); bench/results/decode-load.json is the run of cut,resident vs cut,fresh
// (both alone, before it existed), decode-load-dictionary.json that of cut,fresh vs whole,fresh. Every BENCH_DECODE_EVERY-th answer of the
// committed corpus (default 7; all questions, the spellings included), one answer at a time, the two taking turns to
// go first. Wall time from the answer to its value — what the visitor waits for after speaking, less the turn
// detector's pause. It also counts answers the two heard differently (none expected between set-ups that differ only
// in how pocketsphinx loads; with and without the neural recognizer, the answers it changes), and then runs the asr
// bench's ramp of calls at once with each (BENCH_DECODE_RAMP, default 1,2,4,6,8,12,16,20 calls): how many calls each
// keeps up with. `npm run bench -- decode-load`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readWavPcm16 } from '../server/lib/wav.ts';
import { Recognizer, type Recognition } from '../server/agent/recognition/recognizer.ts';
import { RECRUITER_SCRIPT, expectsOf } from '../server/agent/recruiter-script.ts';
import { callRamp } from './helpers/asr-utils.ts';
import { mean, percentile, printTable, writeResults, type BenchRow } from './helpers/bench-utils.ts';

type Utterance = { file: string; question: string; expected: unknown; set: string };
const dir = 'bench/asr-corpus';
const EVERY = Number(process.env.BENCH_DECODE_EVERY ?? 7);
const answers = (JSON.parse(readFileSync(path.join(dir, 'corpus.json'), 'utf8')) as Utterance[])
  .filter((u) => u.expected !== null)
  .filter((_, i) => i % EVERY === 0);
const expects = RECRUITER_SCRIPT.flatMap((s) => (s.expects ? [s.expects] : []));

type SetUp = { dictionary: 'cut' | 'whole'; resident: boolean; neural: boolean; name: string };
function setUp(spec: string): SetUp {
  const [dictionary, general, neural = 'neural'] = spec.split(',');
  if (
    (dictionary !== 'cut' && dictionary !== 'whole') ||
    (general !== 'resident' && general !== 'fresh') ||
    !/^(neural|alone)$/.test(neural)
  )
    throw new Error(`a set-up is cut|whole,resident|fresh[,neural|alone], not ${spec}`);
  return { dictionary, resident: general === 'resident', neural: neural === 'neural', name: [dictionary, general, neural].join(',') };
}
const setUps = {
  ours: setUp(process.env.BENCH_DECODE_OURS ?? 'cut,resident,neural'),
  baseline: setUp(process.env.BENCH_DECODE_BASE ?? 'cut,resident,alone'),
};

async function recognizer({ dictionary, resident, neural }: SetUp): Promise<Recognizer> {
  const opts = {
    command: 'pocketsphinx_batch',
    concurrency: 2,
    timeoutMs: 60_000,
    maxDecodeMs: 30_000,
    resident,
    neural: neural ? undefined : 'off',
  };
  const rec = await Recognizer.create(opts);
  if (!rec) throw new Error('pocketsphinx_batch not found: apt-get install -y pocketsphinx pocketsphinx-en-us');
  if (neural && !rec.neural) throw new Error('the neural model is not installed: npm install (or node scripts/fetch-speech-model.mjs)');
  await rec.prepare(expects, dictionary);
  await rec.neural?.prepare();
  return rec;
}

const recs = { ours: await recognizer(setUps.ours), baseline: await recognizer(setUps.baseline) };
// The resident processes load the general model in the background: let them finish before the first answer.
await new Promise((r) => setTimeout(r, 2000));
const ms = { ours: [] as number[], baseline: [] as number[] };
let differ = 0;
let audioS = 0;
const pcms = new Map<string, Int16Array>();
const kept = { ours: 0, baseline: 0 };
const RAMP = (process.env.BENCH_DECODE_RAMP ?? '1,2,4,6,8,12,16,20').split(',').map(Number);
try {
  for (const [i, u] of answers.entries()) {
    const file = path.join(dir, u.file);
    const pcm = (await readWavPcm16(file)).samples;
    pcms.set(u.file, pcm);
    audioS += pcm.length / 16000;
    const heard: Partial<Record<'ours' | 'baseline', Recognition>> = {};
    for (const who of i % 2 ? (['baseline', 'ours'] as const) : (['ours', 'baseline'] as const)) {
      const t = performance.now();
      heard[who] = await recs[who].recognize(file, pcm, expectsOf(u.question));
      ms[who].push(performance.now() - t);
    }
    // The same decodes give the same record (words, values, sources); with the neural recognizer on one side only, the
    // values are compared (its words join every record).
    const same = setUps.ours.neural === setUps.baseline.neural ? JSON.stringify : (r?: Recognition) => JSON.stringify(r?.value);
    if (same(heard.ours) !== same(heard.baseline)) {
      differ++;
      console.log(
        `heard differently: ${u.file} as ${u.question}: ${JSON.stringify(heard.ours?.value)} ("${heard.ours?.transcript}") / ${JSON.stringify(heard.baseline?.value)} ("${heard.baseline?.transcript}")`,
      );
    }
  }
  // The asr bench's ramp with each recognizer in turn, the same answers for both.
  for (const who of ['ours', 'baseline'] as const) {
    console.log(`calls kept up with, ${who}:`);
    kept[who] = (
      await callRamp(RAMP, (c, turn) => {
        const u = answers[(c * 7 + turn * 5) % answers.length];
        const pcm = pcms.get(u.file)!;
        return { durS: pcm.length / 16000, hear: () => recs[who].recognize(path.join(dir, u.file), pcm, expectsOf(u.question)) };
      })
    ).sustained;
  }
} finally {
  await Promise.all(Object.values(recs).map((r) => r.destroy()));
}

const BENCH = `decode-load ${setUps.ours.name} vs ${setUps.baseline.name}`;
const row = (metric: string, f: (xs: number[]) => number, unit: string): BenchRow => ({
  bench: BENCH,
  metric,
  ours: f(ms.ours),
  baseline: f(ms.baseline),
  unit,
});
const rows: BenchRow[] = [
  row(`answer recognized in, mean (${answers.length} answers, ${audioS.toFixed(0)} s of audio)`, mean, 'ms'),
  row('answer recognized in, p95', (xs) => percentile(xs, 95), 'ms'),
  row('answer recognized in, max', (xs) => Math.max(...xs), 'ms'),
  row('real-time factor (recognition time / audio)', (xs) => xs.reduce((a, b) => a + b, 0) / 1000 / audioS, '×'),
  {
    bench: BENCH,
    metric: `answers heard differently by the two (${setUps.ours.neural === setUps.baseline.neural ? 'whole records' : 'values'})`,
    ours: differ,
    baseline: 0,
    unit: 'answers',
  },
  {
    bench: BENCH,
    metric: 'calls kept up with (answers understood within 2 s, p95; 2 decodes at once)',
    ours: kept.ours,
    baseline: kept.baseline,
    unit: 'calls',
  },
];
for (const who of ['ours', 'baseline'] as const)
  console.log(`${who}: ${recs[who].general.residentDecodes} general-model decodes by resident processes`);
printTable(`Recognizing an answer: ${setUps.ours.name} (ours) vs ${setUps.baseline.name} (baseline)`, rows);
const defaults = setUps.ours.name === 'cut,resident,neural' && setUps.baseline.name === 'cut,resident,alone';
console.log(
  `wrote ${writeResults(defaults ? 'decode-load-neural' : `decode-load-${setUps.ours.name}-vs-${setUps.baseline.name}`.replace(/,/g, '-'), rows)}`,
);
