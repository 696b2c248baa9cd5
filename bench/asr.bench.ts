// Offline speech recognition of the local agent on the committed corpus (bench/asr-corpus: festival slt, festival
// kal and espeak-ng voices answering every question of the screen): word error rate and answer-extraction accuracy
// of ours (the question's JSGF grammar, the neural recognizer and the general model; recognizer.ts) next to the general
// model alone (and the neural recognizer alone, where `npm install` put its model),
// the real-time factor per utterance, and how many calls the recognizer keeps up with on this machine (each call
// gives one answer per turn; a call is kept up with when its answer is understood within 2 s at the 95th percentile).
// The corpus's sets, and how and when each was written and first run, are listed in scripts/make-asr-corpus.sh:
// "tuning" (what the recognizer's settings were tuned on), "held-out" … "held-out-16" (since used for development;
// sets 8–16 written blind by a separate author, the first blind runs of sets 13, 14 and 15 are
// bench/results/asr-held-out-13.json, -14.json and -15.json, set 16's is bench/results/asr.json of 2026-11-28 20:29,
// commit 9ef8c3f), "held-out-17" (mNN-*: written blind after set 16's run) and "held-out-18" (kNN-*: written blind
// before set 17's first run), both first run blind on 2026-11-28 (bench/results/asr.json, commit 3ffdc8d), and
// "held-out-19" (iNN-*: written blind before sets 17 and 18 were read; first run: bench/results/asr.json, commit
// 0522cc8), "held-out-20" (naNN-*: written blind before set 19 was read; bench/results/asr-held-out-20.json) and
// "held-out-21" (paNN-*: written blind before set 20 was read; bench/results/asr-held-out-21.json, beside sets 19 and
// 20 read), "held-out-22" (raNN-*: written blind before set 21 was read; bench/results/asr-held-out-22.json) and
// "held-out-23" … "held-out-85" (saNN-*, taNN-*, uaNN-* … qcNN-*, rcNN-*: each written blind before the set before
// it was read; first runs of 23–83 in bench/results/asr-held-out-*.json), their names spelled in
// "spelled-13" … "spelled-85" (uNN-*, rNN-*, pNN-*, nNN-*, lNN-*, jNN-*, isNN-*, nsNN-*, psNN-* … quNN-*, ruNN-*)
// and "spelled" (sNN-*: every name of the other sets spelled letter by letter, the name question's follow-up; the
// tuning set's other answers asked as spellings are its off-topic ones); extraction and false accepts are printed for each,
// and with "spelled" in the run, each set's names right before and after the follow-up (bench/helpers/asr-sets.ts). An utterance whose expected value is null is off-topic for the question it lists: it counts only
// as a false accept when a value comes out. A free-text answer (salary) is right when its words are the expected
// ones, hesitation sounds dropped and contractions read as their words ("I'm" = "I am"; before 2026-11-27: word for
// word). Each name answer is also decoded with the name typed in the details form (the form requires one): the
// visitor's own and, as a control, another visitor's; and each set's role and month answers are asked as the name
// question with a name typed, which may not come out. Other questions' answers are heard with a name typed, as in the
// agent (since 2026-11-28): a name answer asked off-topic with its own, the rest with the corpus's names in turn.
// Run: npm run bench -- asr   → tables + bench/results/asr.json  (needs pocketsphinx + pocketsphinx-en-us)
// While tuning: BENCH_ASR_SET=tuning,held-out BENCH_ASR_RAMP=none npm run bench -- asr (those sets only, no capacity ramp);
// BENCH_ASR_BLIND=held-out-4 prints that set's figures but not its per-utterance lines; BENCH_ASR_QUESTIONS=name,name-spelled
// runs only those questions; VAIU_NEURAL=<model directory> hears with another neural model, as the agent does.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractValue } from '../server/agent/dialogue-utils.ts';
import { decodeWav } from '../server/agent/recognition/pocketsphinx.ts';
import { typedBias } from '../server/agent/recognition/neural-bias.ts';
import { Recognizer, type TypedName } from '../server/agent/recognition/recognizer.ts';
import { RECRUITER_SCRIPT, type AnswerValue, type Expect, expectsOf } from '../server/agent/recruiter-script.ts';
import { typedName } from '../server/agent/spelling.ts';
import { readWavPcm16 } from '../server/lib/wav.ts';
import {
  nameRows,
  neuralRows,
  notNameAsks,
  offTopicAsks,
  otherName,
  typedFor,
  type NameHeard,
  type Measured,
  type Utterance,
} from './helpers/asr-sets.ts';
import { callRamp, freeTextWords, wordErrors } from './helpers/asr-utils.ts';
import { mean, printTable, writeResults, type BenchRow } from './helpers/bench-utils.ts';

const dir = 'bench/asr-corpus';
const onlySets = process.env.BENCH_ASR_SET?.split(',');
// Sets whose per-utterance lines are not printed (a held-out set kept blind while tuning; the JSON still has them).
const blind = new Set(process.env.BENCH_ASR_BLIND?.split(',') ?? []);
// A name is right as the agent writes names (spelling.ts `typedName`: set 16's "daniel o'brien" is "daniel obrien").
const all = (JSON.parse(readFileSync(path.join(dir, 'corpus.json'), 'utf8')) as Utterance[]).map((u) =>
  u.question.startsWith('name') && typeof u.expected === 'string' ? { ...u, expected: typedName(u.expected) ?? u.expected } : u,
);
// BENCH_ASR_QUESTIONS=name,name-spelled: only those questions' answers and off-topic asks (while tuning one question).
const onlyQuestions = process.env.BENCH_ASR_QUESTIONS?.split(',');
const asked = (q: string) => !onlyQuestions || onlyQuestions.includes(q);
const inSets = all.filter((u) => (!onlySets || onlySets.includes(u.set)) && asked(u.question));
const corpus = inSets.filter((u) => u.expected !== null);
const SETS = [...new Set(inSets.map((u) => u.set))];
const correct = (u: Utterance, v: AnswerValue | null) =>
  typeof u.expected === 'string' && expectsOf(u.question).kind === 'free'
    ? v !== null && freeTextWords(String(v)).join(' ') === freeTextWords(u.expected).join(' ')
    : v === u.expected;
const CONCURRENCY = 2;
const RAMP = process.env.BENCH_ASR_RAMP === 'none' ? [] : (process.env.BENCH_ASR_RAMP ?? '1,2,4,6,8,12,16,24').split(',').map(Number);

const rec = (await Recognizer.create({
  command: process.env.VAIU_ASR || 'pocketsphinx_batch',
  concurrency: CONCURRENCY,
  timeoutMs: 60_000,
  maxDecodeMs: 30_000,
  neural: process.env.VAIU_NEURAL || undefined, // as the agent: another model directory, or 'off'
}))!;
if (!rec) throw new Error('pocketsphinx_batch not found: apt-get install -y pocketsphinx pocketsphinx-en-us');
await rec.prepare(RECRUITER_SCRIPT.flatMap((s) => (s.expects ? [s.expects] : [])));
await rec.neural?.prepare(); // as the server does at start: the model loaded before the first answer
const pcms = new Map<string, Int16Array>();
for (const u of all) pcms.set(u.file, (await readWavPcm16(path.join(dir, u.file))).samples);
const durS = (u: Utterance) => pcms.get(u.file)!.length / 16000;

// A decode killed at its timeout (a heavily loaded machine) counts as nothing heard, as in the agent; the run goes on.
let timedOut = 0;
const miss = (e: unknown) => {
  timedOut++;
  console.log(`decode failed: ${(e as Error).message.split('\n')[0]}`);
};
const hearOrMiss = (file: string, name: string, expects: Expect, typed: TypedName | null = null) =>
  rec
    .recognize(file, pcms.get(name)!, expects, undefined, typed)
    .catch((e: unknown) => (miss(e), { transcript: '', value: null, source: 'none', backed: false, heard: [] as string[] }));
const generalText = (file: string) =>
  decodeWav(rec.commandPath, file, { timeoutMs: 60_000 }).then(
    (d) => d.words.map((w) => w.word).join(' '),
    (e: unknown) => (miss(e), ''),
  );

// 1. Accuracy and real-time factor, one utterance at a time.
const per: Measured[] = [];
// The name answers' names in corpus order (the control's "another visitor's name": otherName).
const names = [...new Set(corpus.filter((u) => u.question === 'name').map((u) => String(u.expected)))];
// The name typed with an answer to another question (typedFor); the name question's typed rows and the spelling's are apart.
const typedOf = typedFor(all, names);
const typedAs = (q: string, file: string) => (q === 'name' || q === 'name-spelled' ? null : rec.nameTyped(typedName(typedOf(file))));
/** A name answer decoded with this name typed in the details form; undefined when the recognizer cannot use it. */
const withTyped = async (u: Utterance, name: string): Promise<NameHeard | undefined> => {
  const typed = await rec.nameTyped(typedName(name));
  if (!typed) return undefined;
  const r = await hearOrMiss(path.join(dir, u.file), u.file, expectsOf(u.question), typed);
  return { value: r.value, source: r.source, backed: r.backed, heard: r.heard };
};
/** A spelling as the neural recognizer writes it favouring the letters of this typed name (as in the agent). */
const lettersOf = (u: Utterance, name: string) =>
  rec.neural!.hear(pcms.get(u.file)!, undefined, undefined, typedBias('spelled', typedName(name) ?? '')).then(
    (h) => h.text,
    () => '',
  );
const err = { ours: { errors: 0, words: 0 }, general: { errors: 0, words: 0 } };
for (const u of corpus) {
  const file = path.join(dir, u.file);
  let t = performance.now();
  const r = await hearOrMiss(file, u.file, expectsOf(u.question), await typedAs(u.question, u.file));
  const oursS = (performance.now() - t) / 1000;
  t = performance.now();
  const general = await generalText(file);
  const generalS = (performance.now() - t) / 1000;
  const neural = await rec.neural?.hear(pcms.get(u.file)!).catch(() => ({ text: '' }));
  const we = wordErrors(u.text, r.transcript);
  const wg = wordErrors(u.text, general);
  err.ours.errors += we.errors;
  err.ours.words += we.words;
  err.general.errors += wg.errors;
  err.general.words += wg.words;
  per.push({
    file: u.file,
    set: u.set,
    voice: u.voice,
    question: u.question,
    s: durS(u),
    oursOk: correct(u, r.value),
    generalOk: correct(u, extractValue(expectsOf(u.question), general)),
    oursRtf: oursS / durS(u),
    generalRtf: generalS / durS(u),
    ours: r.transcript,
    general,
    source: r.source,
    backed: r.backed,
    heard: r.heard,
    expected: u.expected,
    value: r.value,
    ...(neural && { neural: neural.text, neuralOk: correct(u, extractValue(expectsOf(u.question), neural.text)) }),
    ...(u.question === 'name'
      ? { withOwn: await withTyped(u, String(u.expected)), withOther: await withTyped(u, otherName(names, String(u.expected))) }
      : {}),
    ...(u.question === 'name-spelled' && neural
      ? { neuralOwn: await lettersOf(u, String(u.expected)), neuralOther: await lettersOf(u, otherName(names, String(u.expected))) }
      : {}),
  });
}
console.log('\nPer utterance (RTF = decode wall time / audio time; ok = value extracted correctly)');
console.log('| file | question | s | ours (source) | ok | RTF | general model | ok | RTF |');
for (const p of per.filter((x) => !blind.has(x.set)))
  console.log(
    `| ${p.file} | ${p.question} | ${p.s.toFixed(1)} | ${p.ours} (${p.source}) | ${p.oursOk ? 'yes' : 'NO'} | ${p.oursRtf.toFixed(2)} | ${p.general} | ${p.generalOk ? 'yes' : 'NO'} | ${p.generalRtf.toFixed(2)} |`,
  );

for (const p of per.filter((x) => x.question === 'name' && !blind.has(x.set)))
  console.log(
    `name typed: ${p.file}: own ${JSON.stringify(p.withOwn?.value)} (${p.withOwn?.source ?? 'not usable'}), another ${JSON.stringify(p.withOther?.value)} (${p.withOther?.source ?? 'not usable'})`,
  );

// 1b. Out-of-grammar answers (an answer to another question, e.g. a name asked for the role): no value may come out.
const offTopic = offTopicAsks(SETS, inSets, all).filter((a) => asked(a.q));
const falseAccepts = new Map<string, { ours: number; general: number }>(SETS.map((s) => [s, { ours: 0, general: 0 }]));
for (const { set, file: f, q } of offTopic) {
  const file = path.join(dir, f);
  const r = await hearOrMiss(file, f, expectsOf(q), await typedAs(q, f));
  const general = await generalText(file);
  const g = extractValue(expectsOf(q), general);
  if (r.value !== null) falseAccepts.get(set)!.ours++;
  if (g !== null) falseAccepts.get(set)!.general++;
  if ((r.value !== null || g !== null) && !blind.has(set))
    console.log(`off-topic ${f} as ${q}: ours ${JSON.stringify(r.value)} ("${r.transcript}"), general ${JSON.stringify(g)} ("${general}")`);
}

// 1c. Other answers (a role, a month) asked as the name question with a name typed: the typed name may not come out.
const typedTaken = new Map<string, { n: number; taken: number }>();
if (asked('name'))
  for (const { set, file: f } of notNameAsks(SETS)) {
    const t = typedTaken.get(set) ?? { n: 0, taken: 0 };
    typedTaken.set(set, t);
    const typed = names[t.n++ % names.length];
    const r = await hearOrMiss(path.join(dir, f), f, expectsOf('name'), await rec.nameTyped(typedName(typed)));
    if (r.value !== null && r.value === typedName(typed)) t.taken++;
    if (r.value !== null && !blind.has(set))
      console.log(`not a name: ${f} with "${typed}" typed: ours ${JSON.stringify(r.value)} ("${r.transcript}")`);
  }

const acc = (k: 'oursOk' | 'generalOk', set: string, voice?: string) => {
  const xs = per.filter((p) => p.set === set && (!voice || p.voice === voice));
  return (100 * xs.filter((p) => p[k]).length) / xs.length;
};

// 2. Calls kept up with: N calls each answering every (answer + prompt) seconds, all decodes through the shared queue.
const { sustained, ramp } = await callRamp(RAMP, (c, turn) => {
  const u = corpus[(c * 7 + turn * 5) % corpus.length];
  return { durS: durS(u), hear: () => hearOrMiss(path.join(dir, u.file), u.file, expectsOf(u.question)) };
});
await rec.destroy();

const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const rows: BenchRow[] = [
  ...SETS.flatMap((set) => [
    {
      bench: 'asr',
      metric: `answers extracted correctly, ${set} set (${per.filter((p) => p.set === set).length} utterances)`,
      ours: acc('oursOk', set),
      baseline: acc('generalOk', set),
      unit: '%',
      aim: '≥ 95',
      met: acc('oursOk', set) >= 95,
    },
    ...['slt', 'kal', 'espeak'].map((v) => ({
      bench: 'asr',
      metric: `extracted correctly, ${set} set, ${v} voice`,
      ours: acc('oursOk', set, v),
      baseline: acc('generalOk', set, v),
      unit: '%',
    })),
  ]),
  ...SETS.filter((set) => offTopic.some((o) => o.set === set)).map((set) => {
    const n = offTopic.filter((o) => o.set === set).length;
    const fa = falseAccepts.get(set)!;
    return {
      bench: 'asr',
      metric: `false accepts, off-topic answers, ${set} set (${n})`,
      ours: (100 * fa.ours) / n,
      baseline: (100 * fa.general) / n,
      unit: '%',
      aim: '0',
      met: fa.ours === 0,
    };
  }),
  ...nameRows(per, SETS, typedTaken),
  ...neuralRows(per, SETS),
  {
    bench: 'asr',
    metric: 'word error rate',
    ours: (100 * err.ours.errors) / err.ours.words,
    baseline: (100 * err.general.errors) / err.general.words,
    unit: '%',
  },
  {
    bench: 'asr',
    metric: 'real-time factor, mean',
    ours: mean(per.map((p) => p.oursRtf)),
    baseline: mean(per.map((p) => p.generalRtf)),
    unit: '×',
  },
  {
    bench: 'asr',
    metric: 'real-time factor, max',
    ours: Math.max(...per.map((p) => p.oursRtf)),
    baseline: Math.max(...per.map((p) => p.generalRtf)),
    unit: '×',
    aim: '< 1',
  },
  // No baseline is measured for capacity (the general model alone was not ramped): n/a, not a made-up figure. Without
  // the ramp (BENCH_ASR_RAMP=none) there is no capacity figure at all.
  ...(RAMP.length
    ? [
        {
          bench: 'asr',
          metric: `calls kept up with (p95 ≤ 2 s, ${CONCURRENCY} decodes at once; no baseline run)`,
          ours: sustained,
          baseline: Number.NaN,
          unit: 'calls',
        },
      ]
    : []),
];
printTable(
  `Speech recognition: ours = grammar, neural recognizer${rec.neural ? '' : ' (not installed)'}, general model; baseline = general model alone (${os.cpus().length} cores, load ${load})`,
  rows,
);
if (timedOut) console.log(`${timedOut} decodes failed or timed out (counted as nothing heard)`);
// A run of some questions only keeps its results apart (bench/results/asr-name+name-spelled.json), not over the full run's.
const resultsName = onlyQuestions ? `asr-${onlyQuestions.join('+')}` : 'asr';
console.log(`results: ${writeResults(resultsName, rows, { loadavg: load, perUtterance: per, ramp, timedOut })}`);
