import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { TRANSPORT_SAMPLE_RATE } from '../../src/engine/call/messages.ts';
import { writeFileAtomic } from '../lib/atomic-write.ts';
import { encodeWavPcm16 } from '../lib/wav.ts';

/** Writes answer n of a call as <callDir>/answer-<n>.wav, atomically. */
export async function storeAnswer(callDir: string, n: number, pcm: Int16Array): Promise<void> {
  await mkdir(callDir, { recursive: true });
  await writeFileAtomic(path.join(callDir, `answer-${n}.wav`), encodeWavPcm16(pcm, TRANSPORT_SAMPLE_RATE));
}
