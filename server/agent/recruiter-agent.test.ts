import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AgentMessage } from '../../src/protocol/messages.ts';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';
import { ManualAgentClock } from '../test-helpers/manual-agent-clock.ts';
import { DEFAULT_AGENT_OPTIONS, type AgentOptions } from './agent-options.ts';
import { loadPrompts, type PromptSet } from './prompts.ts';
import { RecruiterAgent, type AgentIO } from './recruiter-agent.ts';

// The agent on a manual clock: every frame, line and record time is exactly where the clock put it.
const EPOCH = Date.parse('2026-01-05T09:00:00.000Z');
const iso = (ms: number) => new Date(EPOCH + ms).toISOString();
const FRAME_MS = 20;
const PROMPT_MS = 200; // each real prompt recording cut to 200 ms: 10 frames
const OPTS: AgentOptions = { ...DEFAULT_AGENT_OPTIONS, repromptAfterMs: 2000, maxPromptMs: PROMPT_MS };

let prompts: PromptSet;
beforeAll(async () => {
  prompts = await loadPrompts(OPTS.promptsDir, PROMPT_MS);
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vaiu-agent-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function setup() {
  const clock = new ManualAgentClock(EPOCH);
  const texts: { at: number; text: string }[] = [];
  const frames: { at: number; bytes: number }[] = [];
  const closes: { at: number; code: number; reason: string }[] = [];
  const saves: { rec: CallRecord; durable: boolean }[] = [];
  const endings: CallRecord[] = [];
  const io: AgentIO = {
    sendText: (text) => void texts.push({ at: clock.now(), text }),
    sendAudio: (f) => void frames.push({ at: clock.now(), bytes: f.length }),
    close: (code, reason) => void closes.push({ at: clock.now(), code, reason }),
    saveRecord: async (rec, durable) => void saves.push({ rec: structuredClone(rec), durable }),
    callDir: dir,
    log: { info: () => undefined, warn: () => undefined },
    ended: async (rec) => void endings.push(structuredClone(rec)),
  };
  const record: CallRecord = {
    id: 'call-1',
    orgId: 'local',
    type: 'webCall',
    status: 'queued',
    createdAt: iso(-5000),
    updatedAt: iso(-5000),
    customer: { name: 'Ada Lovelace' },
    messages: [],
    answers: [],
  } as CallRecord;
  const agent = new RecruiterAgent(io, record, prompts, OPTS, null, clock);
  const messages = () => texts.flatMap(({ at, text }) => (text.startsWith('{') ? [{ at, msg: JSON.parse(text) as AgentMessage }] : []));
  const at = (pred: (m: AgentMessage) => boolean) =>
    messages()
      .filter(({ msg }) => pred(msg))
      .map((m) => m.at);
  const speechStops = () => at((m) => m.type === 'speech-update' && m.role === 'assistant' && m.status === 'stopped');
  // The visitor's microphone: `ms` of PCM in 20 ms frames, each arriving once its 20 ms have passed.
  const talk = (ms: number, amplitude: number) => {
    for (let t = 0; t < ms; t += FRAME_MS) {
      clock.advance(FRAME_MS);
      agent.onAudio(Int16Array.from({ length: 320 }, (_, i) => Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 220 * i) / 16000))));
    }
  };
  return { clock, agent, record, texts, frames, closes, saves, endings, messages, at, speechStops, talk };
}

describe('RecruiterAgent on a manual clock', () => {
  it('stamps the start with the clock and paces each line in 20 ms frames, one per slot', () => {
    const { clock, agent, record, texts, frames, speechStops } = setup();
    clock.advance(1234);
    agent.start();
    expect(record).toMatchObject({ status: 'in-progress', startedAt: iso(1234) });
    expect(texts[0]).toEqual({ at: 1234, text: 'listening' });
    clock.advance(1000);
    // greeting + ask-name: 20 frames, frame i leaving exactly at start + i × 20 ms, 640 bytes each.
    expect(frames.map((f) => f.at)).toEqual(Array.from({ length: 20 }, (_, i) => 1234 + i * FRAME_MS));
    expect(frames.every((f) => f.bytes === 640)).toBe(true);
    // The turn's speech stops once the last frame's slot has passed; both lines are in the record at their start times.
    expect(speechStops()).toEqual([1234 + 2 * PROMPT_MS]);
    expect(record.messages.map((m) => m.time)).toEqual([iso(1234), iso(1234 + PROMPT_MS)]);
  });

  it('takes an answer: the visitor speaks, the turn ends after the silence rule, the next question follows', async () => {
    const { clock, agent, record, at, talk, speechStops } = setup();
    agent.start();
    clock.advance(2 * PROMPT_MS);
    const listenFrom = clock.now();
    talk(600, 0.3);
    talk(OPTS.endSilenceMs + 100, 0);
    const userStarts = at((m) => m.type === 'speech-update' && m.role === 'user' && m.status === 'started');
    const userStops = at((m) => m.type === 'speech-update' && m.role === 'user' && m.status === 'stopped');
    expect(userStarts).toHaveLength(1);
    // Onset confirmed after minSpeechMs of voice; the turn ends endSilenceMs after the voice stopped.
    expect(userStarts[0] - listenFrom).toBeGreaterThanOrEqual(OPTS.minSpeechMs);
    expect(userStops[0] - listenFrom).toBeGreaterThanOrEqual(600 + OPTS.endSilenceMs);
    expect(userStops[0] - listenFrom).toBeLessThan(600 + OPTS.endSilenceMs + 100);
    await agent.done; // nothing ended: resolves immediately as null
    await expect.poll(() => record.answers.length).toBe(1);
    expect(record.answers[0]).toMatchObject({ question: 'name', file: 'calls/call-1/answer-1.wav' });
    expect((await stat(path.join(dir, 'answer-1.wav'))).size).toBeGreaterThan(44);
    // The user line is stamped when the turn ended; the next question (ask-role) is paced from there.
    const user = record.messages.find((m) => m.role === 'user')!;
    expect(user).toEqual({ role: 'user', message: '(transcription unavailable)', time: iso(userStops[0]) });
    clock.advance(1000);
    expect(speechStops().at(-1)).toBe(userStops[0] + PROMPT_MS);
  });

  it('counts a silent (muted) visitor as silence: one re-prompt, then goodbye and silence-timed-out at the clock time', async () => {
    const { clock, agent, record, closes, saves, endings, speechStops, messages } = setup();
    agent.start();
    clock.advance(2 * PROMPT_MS);
    const listenFrom = clock.now();
    for (let i = 0; i < 100 && closes.length === 0; i++) clock.advance(100);
    const lines = record.messages.map((m) => [m.message, Date.parse(m.time) - EPOCH] as const);
    const reprompt = lines[2][1];
    const goodbye = lines[3][1];
    expect(lines).toHaveLength(4);
    // Silence is audio time, filled in from wall time in stall-fill steps: each wait is repromptAfterMs within one step.
    const step = OPTS.stallFillMs + 100;
    expect(Math.abs(reprompt - listenFrom - OPTS.repromptAfterMs)).toBeLessThanOrEqual(step);
    expect(Math.abs(goodbye - (reprompt + PROMPT_MS) - OPTS.repromptAfterMs)).toBeLessThanOrEqual(step);
    // The call ends once the goodbye was played: close, ended record, summary hook, all at the same clock time.
    expect(speechStops().at(-1)).toBe(goodbye + PROMPT_MS);
    expect(closes).toEqual([{ at: goodbye + PROMPT_MS, code: 1000, reason: 'silence-timed-out' }]);
    await agent.done;
    expect(messages().at(-1)?.msg).toEqual({ type: 'status-update', status: 'ended', endedReason: 'silence-timed-out' });
    expect(saves.at(-1)).toMatchObject({
      durable: true,
      rec: { status: 'ended', endedReason: 'silence-timed-out', endedAt: iso(goodbye + PROMPT_MS) },
    });
    expect(endings).toHaveLength(1);
    expect(endings[0].endedAt).toBe(iso(goodbye + PROMPT_MS));
    expect(clock.pending).toBe(0); // the stall timer and the pacer are stopped
  });

  it('ends once when the visitor hangs up mid-line: no more frames, record ended at the clock time, no timers left', async () => {
    const { clock, agent, frames, closes, saves, endings } = setup();
    agent.start();
    clock.advance(90);
    agent.onMessage({ type: 'end-call' });
    const sent = frames.length;
    void agent.end('customer-ended-call'); // a second ending changes nothing
    clock.advance(5000);
    await agent.done;
    expect(frames).toHaveLength(sent);
    expect(sent).toBe(5); // frames at 0, 20, 40, 60, 80 ms
    expect(closes).toEqual([{ at: 90, code: 1000, reason: 'customer-ended-call' }]);
    expect(saves.filter((s) => s.rec.status === 'ended')).toHaveLength(1);
    expect(saves.at(-1)?.rec).toMatchObject({ endedReason: 'customer-ended-call', endedAt: iso(90) });
    expect(endings).toHaveLength(1);
    expect(clock.pending).toBe(0);
  });

  it('stops talking while the link is down and repeats the interrupted line when the visitor is back', () => {
    const { clock, agent, frames, record } = setup();
    agent.start();
    clock.advance(PROMPT_MS + 50); // inside ask-name
    agent.suspend();
    const sent = frames.length;
    clock.advance(10_000); // no frames, and no silence counted while suspended
    expect(frames).toHaveLength(sent);
    agent.resume();
    clock.advance(PROMPT_MS * 2 + 40);
    expect(record.messages.map((m) => [m.message, m.time])).toEqual([
      [prompts.byId.get('greeting')!.text, iso(0)],
      [prompts.byId.get('ask-name')!.text, iso(PROMPT_MS)],
      // resume repeats the turn's lines from the top, at the resume time
      [prompts.byId.get('greeting')!.text, iso(PROMPT_MS + 50 + 10_000)],
      [prompts.byId.get('ask-name')!.text, iso(2 * PROMPT_MS + 50 + 10_000)],
    ]);
  });
});
