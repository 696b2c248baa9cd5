// The general model's value for a question: kept when the model was sure of its words, or of the value's own words.
import { corrected, CORRECTED, takenBack } from '../corrections.ts';
import { extractValue, valueWords } from '../dialogue-utils.ts';
import { words } from '../said-words.ts';
import type { AnswerValue, Expect } from '../recruiter-script.ts';
import { wordsText } from './grammar-fit.ts';
import type { NeuralHeard } from './moonshine.ts';
import { wordPosterior, type WordTiming } from './recognition-utils.ts';

/** A general-model value is kept when the mean posterior of its words (hesitation sounds left out) reaches this. */
export const MIN_GENERAL_CONFIDENCE = 0.6;
/**
 * …or when the value's own words (the number and unit, the month, the role…) reach this, whatever the answer's other
 * words scored: "i've been doing this for eleven years" (espeak) is 0.30 overall, 0.82 for "eleven years"; "mid april"
 * 0.48 and 0.95. Measured over all five sets' general-model decodes (309 utterances): at 0.7, 9 answers more right,
 * none wrong, no off-topic answer accepted; at 0.6 two names came out wrong ("and nine fisher").
 */
export const MIN_VALUE_CONFIDENCE = 0.7;

/**
 * The general model's value and confidence: its words' mean posterior when that reaches MIN_GENERAL_CONFIDENCE, else
 * the value's own words' when those reach MIN_VALUE_CONFIDENCE (then that is the confidence kept), else no value.
 */
export function generalValue(expects: Expect, heard: WordTiming[], transcript: string): { confidence: number; value: AnswerValue | null } {
  const confidence = wordPosterior(heard);
  const value = extractValue(expects, transcript);
  if (value === null || confidence >= MIN_GENERAL_CONFIDENCE) return { confidence, value };
  const own = new Set(valueWords(expects, value));
  const valueHeard = heard.filter((w) => own.has(words(w.word)[0] ?? ''));
  const sure = valueHeard.length ? wordPosterior(valueHeard) : 0;
  return sure >= MIN_VALUE_CONFIDENCE ? { confidence: sure, value } : { confidence, value: null };
}

/**
 * The general model's value when its words take a grammar's `value` back for it and the neural recognizer's take
 * nothing back, else null: the grammar's value said before the correction, another after it. Set 74's kal "August, or,
 * no actually, October": the month grammar's "august more or less", backed by the general model's "august or ah no
 * actually october", and the neural recognizer's "August, or on an electrally-yucked over" (where it takes back too,
 * neural-value.ts `neuralAndGeneralCorrect` weighs the two). Over the 5 592 stored answers to the questions with a
 * value, 2 change, both to the value expected (set 50's kal "January, no actually February" too).
 * A correction the neural recognizer heard without a value in its words is no other value to weigh: set 76's slt
 * "November, sorry, I meant October", its "No vemper, sorry, I meant hot tober." (the grammar's November stood). Over
 * the 6 516 stored answers, 6 more take the general model's value, each the one expected (5 were right by other means).
 */
export function generalTakesBack(expects: Expect, value: AnswerValue | null, general: WordTiming[], neural: NeuralHeard | null) {
  const ws = words(wordsText(general));
  const rest = CORRECTED.has(expects.kind) && value !== null && takenBack(ws) ? corrected(ws) : null;
  if (!rest || (neural && takenBack(words(neural.text)) && extractValue(expects, neural.text) !== null)) return null;
  const [before, after] = [extractValue(expects, ws.slice(0, ws.length - rest.length).join(' ')), extractValue(expects, rest.join(' '))];
  if (before !== value || after === null || after === value) return null;
  return { transcript: ws.join(' '), confidence: wordPosterior(general), value: after, source: 'general' as const, backed: false };
}
