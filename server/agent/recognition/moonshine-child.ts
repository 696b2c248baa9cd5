// The neural recognizer's own process (moonshine.ts starts it): Moonshine tiny's encoder and decoder in onnxruntime's
// WebAssembly build, one thread, greedy decoding. It loads the model from the directory given as its argument, says
// 'ready', then answers each { id, pcm, bias } (16-kHz 16-bit samples; words to favour, neural-bias.ts) with { id,
// text, confidence }: the words and the mean probability the decoder gave the tokens it chose. A process of its own,
// so a decode that runs out of time is stopped by killing it, and its half a gigabyte of model memory is not the
// server's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import llamaTokenizer from 'llama-tokenizer-js';
import * as ort from 'onnxruntime-web';
import { BiasTrie, biasSequences, pickToken, type Bias } from './neural-bias.ts';

/** What the parent sends: an answer's samples to hear, and the words to favour in them (none: null). */
export type HearRequest = { id: number; pcm: Int16Array; bias?: Bias | null };
/** What the child sends back: ready once loaded, then one reply per request (or why it could not hear it). */
export type ChildMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'heard'; id: number; text: string; confidence: number }
  | { type: 'error'; id: number; message: string };

/** Moonshine tiny's decoder: layers, key/value heads and their width; its start and end tokens. */
const LAYERS = 6;
const KV_HEADS = 8;
const HEAD_DIM = 36;
const START = 1;
const END = 2;
/** Tokens decoded per second of audio at most (the model's own bound): a decode that loops stops there. */
const TOKENS_PER_SECOND = 6;

type Sessions = { encoder: ort.InferenceSession; decoder: ort.InferenceSession };

async function load(dir: string): Promise<Sessions> {
  ort.env.wasm.numThreads = 1;
  const session = async (f: string) => ort.InferenceSession.create(await readFile(path.join(dir, f)), { graphOptimizationLevel: 'all' });
  return { encoder: await session('encoder_model.onnx'), decoder: await session('decoder_model_merged.onnx') };
}

/** The token sequences of each bias's words, kept (a call asks with the same typed name again). */
const sequences = new Map<string, number[][]>();
function trieOf(bias: Bias): BiasTrie {
  const key = bias.words.join(' ');
  let seqs = sequences.get(key);
  if (!seqs) {
    seqs = biasSequences(bias.words, (w) => llamaTokenizer.encode(w, false, true));
    if (sequences.size > 1000) sequences.clear();
    sequences.set(key, seqs);
  }
  return new BiasTrie(seqs);
}

/** Greedy decoding of one answer, `bias`'s words favoured. */
async function hear({ encoder, decoder }: Sessions, pcm: Int16Array, bias: Bias | null): Promise<{ text: string; confidence: number }> {
  const audio = Float32Array.from(pcm, (s) => s / 32768);
  const { last_hidden_state: states } = await encoder.run({ input_values: new ort.Tensor('float32', audio, [1, audio.length]) });
  const past: Record<string, ort.Tensor> = {};
  for (let i = 0; i < LAYERS; i++)
    for (const a of ['decoder', 'encoder'])
      for (const b of ['key', 'value'])
        past[`past_key_values.${i}.${a}.${b}`] = new ort.Tensor('float32', new Float32Array(0), [0, KV_HEADS, 1, HEAD_DIM]);
  const tokens: number[] = [];
  const ps: number[] = [];
  let last = START;
  const trie = bias && trieOf(bias);
  const max = Math.ceil((audio.length / 16000) * TOKENS_PER_SECOND);
  for (let i = 0; i < max; i++) {
    const out = await decoder.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.from([BigInt(last)]), [1, 1]),
      encoder_hidden_states: states,
      use_cache_branch: new ort.Tensor('bool', [i > 0]),
      ...past,
    });
    const { token, p } = pickToken(out.logits.data as Float32Array, out.logits.dims[2], trie?.favoured() ?? null, bias?.boost ?? 0);
    ps.push(p);
    if (token === END) break;
    tokens.push((last = token));
    trie?.advance(token);
    // The decoder's own keys and values grow each step; the encoder's are computed on the first step only.
    for (const k of Object.keys(past)) if (i === 0 || k.includes('.decoder.')) past[k] = out[k.replace('past_key_values', 'present')];
  }
  // Tokens past the tokenizer's vocabulary are the model's special tokens: no words.
  const text = llamaTokenizer.decode(tokens.filter((t) => t < llamaTokenizer.vocabById.length)).trim();
  return { text, confidence: ps.length ? ps.reduce((a, b) => a + b, 0) / ps.length : 0 };
}

const send = (m: ChildMessage) => process.send?.(m);
const dir = process.argv[2];
load(dir).then(
  (sessions) => {
    process.on('message', (m: HearRequest) => {
      hear(sessions, m.pcm, m.bias ?? null).then(
        (r) => send({ type: 'heard', id: m.id, ...r }),
        (err: unknown) => send({ type: 'error', id: m.id, message: (err as Error).message }),
      );
    });
    send({ type: 'ready' });
  },
  (err: unknown) => {
    send({ type: 'failed', message: (err as Error).message });
    process.exit(1);
  },
);
// The server went away: so does this process.
process.on('disconnect', () => process.exit(0));
