// The rule-based dialogue: what the agent says after an answer (confirm, ask again once, skip) and where it goes next.
import { MONTHS, NO_NOTICE, numberWords, RIGHT_AWAY } from './dialogue-utils.ts';
import { REPEAT_ID, SKIP_ID, type AnswerValue, type Expect, type ScriptStep } from './recruiter-script.ts';

/** A pre-rendered line: prompt id and its text. */
export type Line = { id: string; text: string };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slug = (v: AnswerValue) =>
  String(v)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** The spoken confirmation of an understood value ("Five years, great."), or null (free text is not read back). */
export function confirmation(question: string, expects: Expect, value: AnswerValue): Line | null {
  let text: string;
  if (expects.kind === 'number')
    text =
      value === 0
        ? 'None yet, noted.'
        : `${cap(numberWords(value as number))} ${(value as number) <= 1 ? expects.unit : `${expects.unit}s`}, great.`;
  else if (expects.kind === 'choice') text = `${cap(String(value))}, noted.`;
  else if (expects.kind === 'yes-no') text = value ? 'Yes, noted.' : 'No, noted.';
  else if (expects.kind === 'duration')
    text =
      value === NO_NOTICE ? 'No notice period, noted.' : `${cap(String(value).replace(/^\d+/, (n) => numberWords(Number(n))))}, noted.`;
  else if (expects.kind === 'month') text = value === RIGHT_AWAY ? 'Right away, perfect.' : `${cap(String(value))}, perfect.`;
  else return null;
  return { id: `confirm-${question}-${slug(value)}`, text };
}

/** Every value a question's grammar allows (the finite set of confirmations to pre-render). */
export function possibleValues(expects: Expect): AnswerValue[] {
  // Whole numbers and the halves between them ("two and a half years", sets 51–55).
  if (expects.kind === 'number') return Array.from({ length: 2 * (expects.max - expects.min) + 1 }, (_, i) => expects.min + i / 2);
  if (expects.kind === 'choice') return expects.options;
  if (expects.kind === 'yes-no') return [true, false];
  if (expects.kind === 'month') return [...MONTHS, RIGHT_AWAY];
  if (expects.kind === 'duration')
    return [
      NO_NOTICE,
      ...Array.from({ length: expects.max }, (_, i) => [`${i + 1} week${i ? 's' : ''}`, `${i + 1} month${i ? 's' : ''}`]).flat(),
    ];
  return [];
}

/** All confirmation lines of a script, for the prompt renderer. */
export function confirmationLines(script: ScriptStep[]): Line[] {
  return script
    .flatMap((s) => (s.question && s.expects ? possibleValues(s.expects).map((v) => confirmation(s.question!, s.expects!, v)) : []))
    .filter((l): l is Line => l !== null);
}

/** The step after `step`, following a branch whose value matches. */
export function nextStep(script: ScriptStep[], step: number, value: AnswerValue | null | undefined): number {
  const hit = script[step].branch?.find((b) => b.when === value);
  const at = hit ? script.findIndex((s) => s.question === hit.goto) : -1;
  return at >= 0 ? at : step + 1;
}

/** What follows an answer: prompt ids to say, the step to be at, and whether this is the one re-ask. */
export type Turn = { say: string[]; step: number; retry: boolean };

/**
 * Decides the agent's turn after an answer. `value` undefined = nothing was recognized (no recognizer): move on
 * as a scripted screen; null = nothing usable heard: ask again once, then skip; else confirm and branch. `sure`: the
 * value was heard by the question's grammar; a follow-up for answers not heard for sure (`unsure`) is asked only
 * when it was not (and straight away, instead of the re-ask, when nothing usable was heard).
 */
export function afterAnswer(
  script: ScriptStep[],
  step: number,
  value: AnswerValue | null | undefined,
  retried: boolean,
  sure = false,
): Turn {
  const cur = script[step];
  let next = nextStep(script, step, value);
  const followUp = script[next]?.unsure === true;
  if (followUp && (sure || value === undefined)) next = nextStep(script, next, undefined);
  else if (value === null && !retried && !followUp) return { say: [REPEAT_ID], step, retry: true };
  const lead = value === null && !followUp ? [SKIP_ID] : [];
  const confirm =
    value !== null && value !== undefined && cur.expects && cur.question ? confirmation(cur.question, cur.expects, value) : null;
  return { say: [...lead, ...(confirm ? [confirm.id] : []), ...script[next].say], step: next, retry: false };
}
