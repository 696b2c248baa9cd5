// The neural recognizer's own process (moonshine.ts starts it): Moonshine's encoder and decoder (tiny, as installed;
// any size, the decoder's cache shape is read from the model) in onnxruntime's WebAssembly build, one thread, greedy
// decoding. It loads the model from the directory given as its argument, says 'ready', then answers each { id, pcm,
// bias } (16-kHz 16-bit samples; words to favour, neural-bias.ts) with { id, text, confidence }: the words and the mean
// probability the decoder gave the tokens it chose. A process of its own, so a decode that runs out of time is stopped
// by killing it, and its half a gigabyte of model memory (tiny's) is not the server's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import llamaTokenizer from 'llama-tokenizer-js';
import * as ort from 'onnxruntime-web';
import { BiasTrie, biasSequences, pickToken, type Bias, type BiasSequence } from './neural-bias.ts';

/** What the parent sends: an answer's samples to hear, and the words to favour in them (none: null). */
export type HearRequest = { id: number; pcm: Int16Array; bias?: Bias | null };
/** What the child sends back: ready once loaded, then one reply per request (or why it could not hear it). */
export type ChildMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'heard'; id: number; text: string; confidence: number }
  | { type: 'error'; id: number; message: string };

/** Moonshine's start and end tokens. */
const START = 1;
const END = 2;
/** Tokens decoded per second of audio at most (the model's own bound): a decode that loops stops there. */
const TOKENS_PER_SECOND = 6;

/** The model's sessions, and its decoder's cache inputs: their names and the shape of an empty one. */
type Sessions = { encoder: ort.InferenceSession; decoder: ort.InferenceSession; cache: string[]; empty: number[] };

async function load(dir: string): Promise<Sessions> {
  ort.env.wasm.numThreads = 1;
  const session = async (f: string) => ort.InferenceSession.create(await readFile(path.join(dir, f)), { graphOptimizationLevel: 'all' });
  const [encoder, decoder] = [await session('encoder_model.onnx'), await session('decoder_model_merged.onnx')];
  // Each layer's keys and values, [batch, heads, length, width]: tiny has 6 layers of 8 × 36, base 8 of 8 × 52.
  const cache = decoder.inputNames.filter((n) => n.startsWith('past_key_values.'));
  const shape = decoder.inputMetadata.find((m) => m.name === cache[0]);
  const [heads, width] = shape?.isTensor ? [shape.shape[1], shape.shape[3]] : [];
  if (typeof heads !== 'number' || typeof width !== 'number') throw new Error('the decoder does not say its cache shape');
  return { encoder, decoder, cache, empty: [0, heads, 1, width] };
}

/** The token sequences of each bias's words, kept (a call asks with the same typed name again). */
const sequences = new Map<string, BiasSequence[]>();
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
async function hear(
  { encoder, decoder, cache, empty }: Sessions,
  pcm: Int16Array,
  bias: Bias | null,
): Promise<{ text: string; confidence: number }> {
  const audio = Float32Array.from(pcm, (s) => s / 32768);
  const { last_hidden_state: states } = await encoder.run({ input_values: new ort.Tensor('float32', audio, [1, audio.length]) });
  const past: Record<string, ort.Tensor> = {};
  for (const name of cache) past[name] = new ort.Tensor('float32', new Float32Array(0), empty);
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
    const { token, p, boosted } = pickToken(
      out.logits.data as Float32Array,
      out.logits.dims[2],
      trie?.favoured() ?? null,
      bias?.boost ?? 0,
    );
    ps.push(p);
    if (token === END) break;
    tokens.push((last = token));
    trie?.advance(token, boosted);
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
