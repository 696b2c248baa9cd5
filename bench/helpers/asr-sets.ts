// The speech-recognition corpus's sets for the asr bench: what an utterance is, which answers each set asks as
// another question (off-topic: no value may come out), and the name question's spelling follow-up joined to the name
// answers it follows.
import type { AnswerValue } from '../../server/agent/recruiter-script.ts';
import { heardForSure } from '../../server/agent/hear-answer.ts';
import type { BenchRow } from './bench-utils.ts';
import { lettersTyped, nameHeardBefore, nameTyped, SPELLING_NAMES, typedName } from '../../server/agent/spelling.ts';

export type Utterance = {
  file: string;
  voice: string;
  question: string;
  text: string;
  expected: AnswerValue | null;
  set: string;
};

/** A set's off-topic lines (sets 12 on): names from line 1, roles from 11, months from 34; from set 48, 19 and 36. */
const layoutOf = (p: string, late: boolean) => ({ name: `${p}01`, role: `${p}${late ? 19 : 11}`, month: `${p}${late ? 36 : 34}` });
/** The held-out sets' prefixes from set 20 on: "na" … "qa", from set 44 "bb" … "zb", from set 69 "bc" … "rc". */
const PAIRS = ['nprstuvwxyzbcdefghjklmoq', 'bcdefghijklmnopqrstuvwxyz', 'bcdefghijklmnopqr'].flatMap((s, i) =>
  [...s].map((c) => c + 'abc'[i]),
);
/** Per set: its name answers asked as four other questions, a role answer as years, a month answer as the role. */
const OFF_TOPIC: Record<string, { name: string; role: string; month: string }> = {
  tuning: { name: '01', role: '03', month: '15' },
  'held-out': { name: 'h01', role: 'h03', month: 'h10' },
  'held-out-2': { name: 'g01', role: 'g03', month: 'g13' },
  'held-out-3': { name: 'f01', role: 'f03', month: 'f13' },
  'held-out-4': { name: 'e01', role: 'e06', month: 'e27' },
  'held-out-5': { name: 'd01', role: 'd06', month: 'd29' },
  'held-out-6': { name: 'c01', role: 'c07', month: 'c24' },
  'held-out-7': { name: 'b01', role: 'b06', month: 'b20' },
  'held-out-8': { name: 'a01', role: 'a06', month: 'a28' },
  'held-out-9': { name: 'z01', role: 'z06', month: 'z28' },
  'held-out-10': { name: 'y01', role: 'y06', month: 'y28' },
  'held-out-11': { name: 'x01', role: 'x06', month: 'x28' },
  // Sets 12–19 (prefixes w…k, i), then from set 20 on two letters (no single one is left).
  ...Object.fromEntries([...'wvtqomki', ...PAIRS].map((p, i) => [`held-out-${12 + i}`, layoutOf(p, 12 + i >= 48)])),
};

export type Ask = { set: string; file: string; q: string };

/**
 * The off-topic asks of these sets: the table above, each set's answers that answer no question (expected null),
 * and for the spelled set every other answer of the tuning set (a role, a number, a month…) asked to be spelled.
 */
export function offTopicAsks(sets: string[], inSets: Utterance[], all: Utterance[]): Ask[] {
  const asks = sets.flatMap((set) =>
    ['slt', 'kal', 'espeak'].flatMap((v) => {
      const n = OFF_TOPIC[set];
      if (!n) return [];
      return [
        ...['role', 'years-experience', 'start-month', 'currently-employed'].map((q) => ({ set, file: `${n.name}-${v}.wav`, q })),
        { set, file: `${n.role}-${v}.wav`, q: 'years-experience' },
        { set, file: `${n.month}-${v}.wav`, q: 'role' },
      ];
    }),
  );
  const spelled = sets.includes('spelled')
    ? all.filter((u) => u.set === 'tuning' && u.question !== 'name').map((u) => ({ set: 'spelled', file: u.file, q: 'name-spelled' }))
    : [];
  return [...asks, ...inSets.filter((u) => u.expected === null).map((u) => ({ set: u.set, file: u.file, q: u.question })), ...spelled];
}

/** Where a set's names are spelled: from held-out 13 on, in a set of its own (the spelled set predates them). */
export const spelledSetOf = (set: string): string =>
  Number(/^held-out-(\d+)$/.exec(set)?.[1]) >= 13 ? set.replace('held-out', 'spelled') : 'spelled';

/** One utterance's outcome as the bench keeps it. */
export type Outcome = {
  set: string;
  voice: string;
  question: string;
  expected: AnswerValue | null;
  value: AnswerValue | null;
  source: string;
  backed: boolean;
  heard: string[];
  /**
   * A name answer decoded with the name typed in the details form (server/agent/recognition/recognizer.ts
   * `nameTyped`): the visitor's own, and another visitor's (`otherName`). Absent where the recognizer cannot use the
   * name (a word outside its dictionary): the agent then decodes as with none typed.
   */
  withOwn?: NameHeard;
  withOther?: NameHeard;
  /**
   * The neural recognizer alone (server/agent/recognition/moonshine.ts): its words, and whether the question's value
   * in them (`extractValue`) is right; absent when it is not installed.
   */
  neural?: string;
  neuralOk?: boolean;
  /**
   * A spelling as the neural recognizer wrote it favouring the letters of the visitor's own typed name, and of another
   * visitor's (`otherName`), as the agent has it do (server/agent/recognition/neural-bias.ts).
   */
  neuralOwn?: string;
  neuralOther?: string;
};

/** An answer as the asr bench measured it: its outcome, file, seconds, decodes' words, values right and real-time factors. */
export type Measured = Outcome & {
  file: string;
  s: number;
  oursOk: boolean;
  generalOk: boolean;
  oursRtf: number;
  generalRtf: number;
  ours: string;
  general: string;
};

/** What an answer's decode gave: its value, which model said it, whether backed, and every word heard. */
export type NameHeard = Pick<Outcome, 'value' | 'source' | 'backed' | 'heard'>;
/** Another visitor's name for the control: the next of the run's names (`names`, in corpus order) after `name`. */
export const otherName = (names: string[], name: string): string => names[(names.indexOf(name) + 1) % names.length];

/**
 * The name typed in the details form for an answer to another question than the name (the form requires one, and the
 * agent hears every answer with it): a name answer's own name, else the corpus's names in turn (not said in it).
 */
export function typedFor(all: Utterance[], names: string[]): (file: string) => string {
  const own = new Map(all.filter((u) => u.question === 'name' && u.expected !== null).map((u) => [u.file, String(u.expected)]));
  let turn = 0;
  return (file) => own.get(file) ?? names[turn++ % names.length];
}

/** The asks of each set's role and month answers as the name question: with a name typed, no name may come out. */
export const notNameAsks = (sets: string[]): Ask[] =>
  sets.flatMap((set) =>
    ['slt', 'kal', 'espeak'].flatMap((v) => {
      const n = OFF_TOPIC[set];
      return n ? [n.role, n.month].map((a) => ({ set, file: `${a}-${v}.wav`, q: 'name' })) : [];
    }),
  );

/** Per set: name answers, right before the follow-up, right after it, asked to spell. */
export type SpellingFigures = {
  n: number;
  before: number;
  after: number;
  asked: number;
  /** Right after it with the visitor's own name typed in the details form (server/agent/spelling.ts `nameTyped`). */
  typed: number;
  /** Asked to spell with the visitor's own name typed (a name heard as the typed one is not). */
  askedTyped: number;
  /** Right after it with another visitor's name typed (the next name answered in the run): what a wrong one costs. */
  otherTyped: number;
  /** Right before it (the name answer alone) with the visitor's own name typed. */
  typedBefore: number;
};

/**
 * The name answers with the spelling follow-up, as a call goes (server/agent/hear-answer.ts): a name the question's
 * grammar heard and the general model backed stands, and so does one heard as the typed name; any other is asked to
 * be spelled, and the spelled set's (`spelledSetOf`) utterance of the same name in the same voice is the answer — the
 * typed name when close enough to it (`nameTyped`), or when the neural recognizer's letters are (`lettersTyped`), else
 * put right by the name's answer when a letter away from a name heard there; when no name comes of the spelling, the
 * guess stands. Per set: right before and after, without a typed name, with the visitor's own and with another's. (The
 * spelled utterance was decoded once and heard by the neural recognizer unbiased and favouring each typed name's
 * letters, as the agent hears it; the corrections are applied here as the agent applies them after the decode.)
 */
export function withSpelling(per: Outcome[]): Map<string, SpellingFigures> {
  const spelled = new Map(per.filter((p) => p.set.startsWith('spelled')).map((p) => [`${p.set}|${String(p.expected)}|${p.voice}`, p]));
  const bySet = new Map<string, SpellingFigures>();
  const names = per.filter((x) => x.question === 'name' && x.expected !== null);
  const allNames = [...new Set(names.map((x) => String(x.expected)))];
  for (const said of names) {
    const s = bySet.get(said.set) ?? { n: 0, before: 0, after: 0, asked: 0, askedTyped: 0, typed: 0, otherTyped: 0, typedBefore: 0 };
    bySet.set(said.set, s);
    s.n++;
    if (said.value === said.expected) s.before++;
    const follow = spelled.get(`${spelledSetOf(said.set)}|${String(said.expected)}|${said.voice}`);
    const other = otherName(allNames, String(said.expected));
    // The name answer as decoded with that name typed (or none). Sure (no spelling asked) as the agent decides it.
    const kept = (typed: string | null, p: NameHeard, letters: string | undefined) => {
      const sure = heardForSure('name', p, p.value, typed);
      if (sure || !follow) return { sure, value: p.value };
      const spelled = typeof follow.value === 'string' ? follow.value : null;
      const value =
        (spelled && nameTyped(spelled, typed)) ??
        lettersTyped(letters ?? null, typed) ??
        (spelled && nameHeardBefore(spelled, p.heard, SPELLING_NAMES));
      return { sure, value: value ?? spelled ?? p.value };
    };
    const none = kept(null, said, follow?.neural);
    const own = kept(typedName(String(said.expected)), said.withOwn ?? said, follow?.neuralOwn ?? follow?.neural);
    if (!none.sure) s.asked++;
    if (!own.sure) s.askedTyped++;
    if (none.value === said.expected) s.after++;
    if (own.value === said.expected) s.typed++;
    if (kept(typedName(other), said.withOther ?? said, follow?.neuralOther ?? follow?.neural).value === said.expected) s.otherTyped++;
    if ((said.withOwn ?? said).value === said.expected) s.typedBefore++;
  }
  return bySet;
}

/**
 * The name rows of a run: per set, answers extracted correctly with the visitor's own name typed (the page's details
 * form requires one; the name answers as decoded with it, and the names as kept after the spelling follow-up), names right with the spelling follow-up (none typed, the
 * visitor's own, another's), and the role and month answers asked as the name question taken as the name typed.
 */
export function nameRows(
  per: (Outcome & { oursOk: boolean })[],
  sets: string[],
  typedTaken: Map<string, { n: number; taken: number }>,
): BenchRow[] {
  const spelled = withSpelling(per);
  const withTyped = sets.flatMap((set) => {
    const xs = per.filter((p) => p.set === set);
    if (!xs.some((p) => p.withOwn)) return [];
    const right = (typed: boolean) =>
      xs.filter((p) => (typed && p.question === 'name' && p.withOwn ? p.withOwn.value === p.expected : p.oursOk)).length;
    // The name as the agent keeps it: after the spelling follow-up when it asked for one.
    const s = sets.includes(spelledSetOf(set)) ? spelled.get(set) : undefined;
    const kept = s && xs.filter((p) => p.question !== 'name' && p.oursOk).length + s.typed;
    return [
      {
        bench: 'asr',
        metric: `answers extracted correctly with the visitor's name typed in the form (baseline: ours, none typed), ${set} set`,
        ours: (100 * right(true)) / xs.length,
        baseline: (100 * right(false)) / xs.length,
        unit: '%',
      },
      ...(kept === undefined
        ? []
        : [
            {
              bench: 'asr',
              metric: `… the name as kept after the spelling follow-up (baseline: the name answer alone), ${set} set`,
              ours: (100 * kept) / xs.length,
              baseline: (100 * right(true)) / xs.length,
              unit: '%',
            },
          ]),
    ];
  });
  const spelling = [...spelled]
    .filter(([set]) => sets.includes(spelledSetOf(set)))
    .flatMap(([set, s]) => [
      {
        bench: 'asr',
        metric: `names right with the spelling follow-up, ${set} set (${s.n}; ${s.asked} asked to spell; before: ${s.before})`,
        ours: (100 * s.after) / s.n,
        baseline: (100 * s.before) / s.n,
        unit: '%',
      },
      {
        bench: 'asr',
        metric: `… with the visitor's name typed in the form (${s.askedTyped} asked to spell; baseline: none typed), ${set} set`,
        ours: (100 * s.typed) / s.n,
        baseline: (100 * s.after) / s.n,
        unit: '%',
      },
      {
        bench: 'asr',
        metric: `the name answer alone with the visitor's name typed (baseline: none typed), ${set} set`,
        ours: (100 * s.typedBefore) / s.n,
        baseline: (100 * s.before) / s.n,
        unit: '%',
      },
      {
        bench: 'asr',
        metric: `… with another visitor's name typed (baseline: none typed), ${set} set`,
        ours: (100 * s.otherTyped) / s.n,
        baseline: (100 * s.after) / s.n,
        unit: '%',
      },
    ]);
  const taken = [...typedTaken].map(([set, t]) => ({
    bench: 'asr',
    metric: `a role or month answer taken as the typed name, asked as the name question, ${set} set (${t.n}; no baseline)`,
    ours: (100 * t.taken) / t.n,
    baseline: Number.NaN,
    unit: '%',
    aim: '0',
    met: t.taken === 0,
  }));
  return [...withTyped, ...spelling, ...taken];
}

/**
 * Per set, answers extracted correctly from the neural recognizer's words alone, next to the general model alone
 * (none when it is not installed): what each of the recognizer's two engines gives by itself.
 */
export function neuralRows(per: (Outcome & { generalOk: boolean })[], sets: string[]): BenchRow[] {
  return sets.flatMap((set) => {
    const xs = per.filter((p) => p.set === set);
    if (!xs.length || !xs.every((p) => p.neuralOk !== undefined)) return [];
    return [
      {
        bench: 'asr',
        metric: `extracted correctly by the neural recognizer alone (baseline: the general model alone), ${set} set`,
        ours: (100 * xs.filter((p) => p.neuralOk).length) / xs.length,
        baseline: (100 * xs.filter((p) => p.generalOk).length) / xs.length,
        unit: '%',
      },
    ];
  });
}
