// A question's grammar, softened into a trigram language model ("soft grammar"): sentences sampled from its JSGF
// grammar plus everyday non-answers, counted and smoothed into an ARPA model. Decoded with it, an answer is pulled
// towards the question's words without being forced into one of the grammar's sentences: a value said inside words
// the grammar lacks ("eight years, mostly at startups") keeps its value, and a non-answer can come out as one.
import { extractValue } from '../dialogue-utils.ts';
import type { AnswerValue, Expect } from '../recruiter-script.ts';

/** A parsed JSGF expansion: a word, a rule reference, a sequence, alternatives or an optional part. */
type Node =
  | { t: 'word'; w: string }
  | { t: 'ref'; name: string }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; items: Node[] }
  | { t: 'opt'; item: Node };

/** The rules of a JSGF grammar (the subset dialogue-grammar.ts writes: words, <refs>, |, [ ], ( )). */
export function parseJsgf(jsgf: string): Map<string, Node> {
  const rules = new Map<string, Node>();
  const body = jsgf.replace(/^#JSGF[^;]*;|^grammar[^;]*;/gm, '');
  for (const m of body.matchAll(/(?:public\s+)?<([^>]+)>\s*=\s*([^;]*);/g)) rules.set(m[1], parseExpansion(m[2]));
  return rules;
}

function parseExpansion(src: string): Node {
  const tokens = src.match(/<[^>]+>|[[\]()|]|[^\s[\]()|<>]+/g) ?? [];
  let i = 0;
  const alt = (): Node => {
    const items = [seq()];
    while (tokens[i] === '|') {
      i++;
      items.push(seq());
    }
    return items.length === 1 ? items[0] : { t: 'alt', items };
  };
  const seq = (): Node => {
    const items: Node[] = [];
    while (i < tokens.length && !['|', ')', ']'].includes(tokens[i])) {
      const tok = tokens[i++];
      if (tok === '(' || tok === '[') {
        const inner = alt();
        i++; // the closing bracket
        items.push(tok === '[' ? { t: 'opt', item: inner } : inner);
      } else if (tok.startsWith('<')) items.push({ t: 'ref', name: tok.slice(1, -1) });
      else items.push({ t: 'word', w: tok.toLowerCase() });
    }
    return items.length === 1 ? items[0] : { t: 'seq', items };
  };
  return alt();
}

/** A small deterministic generator (mulberry32): the same grammar always gives the same model. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` sentences sampled from the grammar's public rule `start`: each alternative alike, each optional part half the time. */
export function sampleSentences(jsgf: string, n: number, start = 'answer', seed = 1): string[] {
  const rules = parseJsgf(jsgf);
  const rand = random(seed);
  const walk = (node: Node, out: string[]): void => {
    if (node.t === 'word') out.push(node.w);
    else if (node.t === 'ref') walk(rules.get(node.name) ?? { t: 'seq', items: [] }, out);
    else if (node.t === 'seq') for (const item of node.items) walk(item, out);
    else if (node.t === 'alt') walk(node.items[Math.floor(rand() * node.items.length)], out);
    else if (rand() < 0.5) walk(node.item, out);
  };
  const root = rules.get(start);
  if (!root) throw new Error(`the grammar has no rule <${start}>`);
  return Array.from({ length: n }, () => {
    const out: string[] = [];
    walk(root, out);
    return out.join(' ');
  });
}

/** Discount taken from every seen n-gram's count (absolute discounting); the mass goes to the shorter history. */
const DISCOUNT = 0.5;

/**
 * A trigram ARPA model of `sentences` (words separated by spaces): absolute discounting with backoff weights, and
 * every word of the vocabulary kept reachable as a unigram.
 */
export function arpaFromSentences(sentences: string[]): string {
  const counts: Map<string, number>[] = [new Map(), new Map(), new Map(), new Map()];
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const s of sentences) {
    const w = ['<s>', ...s.split(/\s+/).filter(Boolean), '</s>'];
    for (let n = 1; n <= 3; n++)
      for (let i = 0; i + n <= w.length; i++) if (!(n === 1 && w[i] === '<s>')) add(counts[n], w.slice(i, i + n).join(' '));
  }
  const vocab = [...counts[1].keys()];
  const total = [...counts[1].values()].reduce((a, b) => a + b, 0);
  const prob: Map<string, number>[] = [new Map(), new Map(), new Map(), new Map()];
  const backoff: Map<string, number>[] = [new Map(), new Map(), new Map()];
  for (const w of vocab) prob[1].set(w, (counts[1].get(w)! + 0.1) / (total + 0.1 * vocab.length));
  prob[1].set('<s>', 0);
  for (let n = 2; n <= 3; n++) {
    const histories = new Map<string, { total: number; seen: string[] }>();
    for (const [g, c] of counts[n]) {
      const h = g.slice(0, g.lastIndexOf(' '));
      const e = histories.get(h) ?? { total: 0, seen: [] };
      e.total += c;
      e.seen.push(g);
      histories.set(h, e);
    }
    for (const [h, e] of histories) {
      let kept = 0;
      let lower = 0;
      for (const g of e.seen) {
        const p = (counts[n].get(g)! - DISCOUNT) / e.total;
        prob[n].set(g, p);
        kept += p;
        lower += prob[n - 1].get(g.slice(g.indexOf(' ') + 1)) ?? 0;
      }
      // Every word the model knows was seen after this history: no unseen word can take the discounted mass, so the
      // seen ones share it (without this, "have have" alone left P(· | have) summing to 0.5; fast-check found it).
      if (1 - lower < 1e-6) {
        for (const g of e.seen) prob[n].set(g, prob[n].get(g)! / kept);
        backoff[n - 1].set(h, 1);
      } else backoff[n - 1].set(h, (1 - kept) / (1 - lower));
    }
  }
  const log = (p: number) => (p > 0 ? Math.log10(p).toFixed(4) : '-99');
  const lines = ['\\data\\', ...[1, 2, 3].map((n) => `ngram ${n}=${prob[n].size}`)];
  for (let n = 1; n <= 3; n++) {
    lines.push('', `\\${n}-grams:`);
    for (const [g, p] of prob[n]) lines.push(n < 3 ? `${log(p)} ${g} ${log(backoff[n].get(g) ?? 1)}` : `${log(p)} ${g}`);
  }
  lines.push('', '\\end\\', '');
  return lines.join('\n');
}

/**
 * Everyday things people say instead of an answer on a phone (written for this model, not taken from the corpus): with
 * them in the model a non-answer can be decoded as one, not only as the question's words.
 */
export const NON_ANSWERS = [
  'sorry',
  'sorry what',
  'pardon',
  'excuse me',
  'could you say that again',
  'can you repeat that please',
  "i didn't catch that",
  "i didn't hear you",
  'hello',
  'hello are you there',
  'can you hear me',
  'is this a real person',
  'are you a robot',
  'who is this',
  'why do you need to know',
  "i don't want to answer that",
  "i'd rather not say",
  "i don't know",
  'no idea',
  'let me think about it',
  'give me a second',
  'one moment please',
  'hang on',
  'wait a minute',
  "that's a good question",
  "i'm not really sure",
  'it depends',
  "it's hard to say",
  'i need to check',
  'ask me later',
  'skip this one',
  'next question',
  "i'm driving right now",
  'the line is bad',
  "you're breaking up",
  'okay',
  'thank you',
  'thanks',
  'sounds good',
  'bye',
];

/** Sentences sampled from the grammar, and how often each non-answer is repeated among them (≈ a fifth of the text). */
const SAMPLES = 3000;
const NON_ANSWER_REPEATS = 20;

/** The soft grammar of a question's JSGF grammar: an ARPA trigram model of its sentences and the non-answers. */
export function softModel(jsgf: string): string {
  const nonAnswers = NON_ANSWERS.flatMap((s) => Array<string>(NON_ANSWER_REPEATS).fill(s));
  return arpaFromSentences([...sampleSentences(jsgf, SAMPLES), ...nonAnswers]);
}

/**
 * The general model's value, confirmed by the soft grammar's decode of the same answer: kept when the two searches —
 * one over all of English, one leaning to the question's words but free to hear a non-answer — read the same value,
 * though the general model's words fell short of its confidence bar. Over sets tuning … held-out-7 (510 answers, 252
 * off-topic asks) this confirmed 8 right values and no wrong one; accepting the soft grammar's value when the forced
 * grammar's guess agreed instead confirmed 21 but let 28 off-topic answers through (another question's answer is
 * pulled towards the grammar by both).
 */
export function softAgreement(expects: Expect, soft: string, general: string): AnswerValue | null {
  const value = extractValue(expects, soft);
  return value !== null && extractValue(expects, general) === value ? value : null;
}
