import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TRANSPORT_SAMPLE_RATE } from '../../src/protocol/messages.ts';
import { readWavPcm16 } from '../lib/wav.ts';

/** One pre-rendered line of the agent. */
export type Prompt = { id: string; text: string; pcm: Int16Array };

/** The agent's lines by id, with lookup by spoken text. */
export type PromptSet = { byId: Map<string, Prompt>; find(idOrText: string): Prompt | undefined };

const normalize = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const cache = new Map<string, Promise<PromptSet>>();

async function load(dir: string, maxMs?: number): Promise<PromptSet> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'prompts.json'), 'utf8')) as { id: string; text: string; file: string }[];
  const byId = new Map<string, Prompt>();
  const byText = new Map<string, Prompt>();
  for (const m of manifest) {
    const wav = await readWavPcm16(path.join(dir, m.file));
    if (wav.sampleRate !== TRANSPORT_SAMPLE_RATE) throw new Error(`${m.file}: expected ${TRANSPORT_SAMPLE_RATE} Hz`);
    const max = maxMs === undefined ? wav.samples.length : Math.round((maxMs * TRANSPORT_SAMPLE_RATE) / 1000);
    const p: Prompt = { id: m.id, text: m.text, pcm: wav.samples.subarray(0, max) };
    byId.set(m.id, p);
    byText.set(normalize(m.text), p);
  }
  return { byId, find: (s) => byId.get(s) ?? byText.get(normalize(s)) };
}

/** Loads (once per dir and cut) the prompt manifest and its WAVs. */
export function loadPrompts(dir: string, maxMs?: number): Promise<PromptSet> {
  const key = `${dir}|${maxMs ?? ''}`;
  let p = cache.get(key);
  if (!p) cache.set(key, (p = load(dir, maxMs)));
  return p;
}
