import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { TRANSPORT_SAMPLE_RATE } from '../../src/protocol/messages.ts';
import type { CallAnswer, CallRecord } from '../../src/protocol/provider-routes.ts';
import { writeFileAtomic } from '../lib/atomic-write.ts';
import { encodeWavPcm16 } from '../lib/wav.ts';

/** Answers whose WAV could not be written (EEXIST, EACCES, a full disk): kept in memory, retried later. */
const unwritten = new Map<string, Int16Array>();

async function write(file: string, pcm: Int16Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, encodeWavPcm16(pcm, TRANSPORT_SAMPLE_RATE));
}

/**
 * Writes answer n of a call as <callDir>/answer-<n>.wav, atomically. If the disk refuses, the answer is not
 * lost: its samples are kept in memory, the record still lists it (its save fails the same way and marks it
 * `persistence: unsaved`), and retryUnwrittenAnswers() writes it once the disk allows.
 */
export async function storeAnswer(callDir: string, n: number, pcm: Int16Array): Promise<void> {
  const file = path.join(callDir, `answer-${n}.wav`);
  try {
    await write(file, pcm);
  } catch (err) {
    unwritten.set(file, pcm);
    onHeld(file, err as Error);
  }
}

let onHeld: (file: string, err: Error) => void = () => undefined;

/** Where a held answer is reported (the server's logger). */
export function reportHeldAnswers(report: (file: string, err: Error) => void): void {
  onHeld = report;
}

/** Whether answer n of a call is held in memory because its write failed. */
export function answerHeld(callDir: string, n: number): boolean {
  return unwritten.has(path.join(callDir, `answer-${n}.wav`));
}

/** Writes every held answer again; resolves with how many are still held. */
export async function retryUnwrittenAnswers(): Promise<number> {
  for (const [file, pcm] of [...unwritten]) {
    try {
      await write(file, pcm);
      unwritten.delete(file);
    } catch {
      // Still refused: kept for the next sweep.
    }
  }
  return unwritten.size;
}

/**
 * The record's entry for answer n, and the promise that stores its WAV after `previous` (earlier answers) and then
 * lists the entry on the record: the record names an answer only once its WAV is on disk (or held in memory).
 */
export function keepAnswer(
  record: CallRecord,
  callDir: string,
  n: number,
  pcm: Int16Array,
  question: string,
  previous: Promise<void>,
): { entry: CallAnswer; stored: Promise<void> } {
  const durationMs = Math.round((pcm.length * 1000) / TRANSPORT_SAMPLE_RATE);
  const entry: CallAnswer = { question, file: `calls/${record.id}/answer-${n}.wav`, durationMs };
  const stored = previous.then(() => storeAnswer(callDir, n, pcm)).then(() => void record.answers.push(entry));
  return { entry, stored };
}
