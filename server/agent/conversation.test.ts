import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';
import { readWavPcm16 } from '../lib/wav.ts';
import { OutboxStore } from '../outbox/outbox-store.ts';
import { CallClient, ended, silence, speech, tone } from '../test-helpers/call-client.ts';
import { createWebCall, outboxLogin, PRIVATE, startServer, type TestServer } from '../test-helpers/start-server.ts';

// The whole scripted screen with the product's turn-taking constants (200 ms of voice starts a turn, 1000 ms of
// silence ends it); each real prompt recording is cut to its first 0.5 s to keep the suite short (the pacing and
// the turn-taking are the same for any length).
const PROMPT_MS = 500;
describe('recruiter agent conversation', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({ agent: { maxPromptMs: PROMPT_MS } });
  });
  afterAll(async () => srv.close());

  it(
    'greets, asks seven questions turn by turn, stores each answer as a WAV, ends the call and mails a summary',
    { timeout: 90_000 },
    async () => {
      const prompts = JSON.parse(await readFile(path.join(import.meta.dirname, 'prompts', 'prompts.json'), 'utf8')) as {
        id: string;
        text: string;
      }[];
      const text = (id: string) => prompts.find((p) => p.id === id)!.text;
      const { id, webCallUrl } = await createWebCall(srv.base, {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 0000',
        timezone: 'Europe/London',
      });
      const connectedAt = performance.now(); // before the agent can have started
      const client = await CallClient.open(webCallUrl);

      // Each answer: 700 ms of "speech", then 1100 ms of silence (the turn ends after 1000 ms of it).
      for (let turn = 1; turn <= 7; turn++) {
        await client.waitForNth(turn, speech('assistant', 'stopped'), `end of prompt ${turn}`);
        if (turn === 1) {
          // The first turn's audio is paced: n frames of 20 ms take at least (n − 1) × 20 ms to arrive.
          const frames = client.frames.length;
          expect(frames).toBeGreaterThan((2 * PROMPT_MS) / 20 - 5); // greeting + first question, each cut to PROMPT_MS
          expect(client.frames.every((f) => f.bytes === 640)).toBe(true);
          expect(client.frames[frames - 1].at - connectedAt).toBeGreaterThanOrEqual((frames - 1) * 20);
        }
        client.sendPcm(tone(700));
        client.sendPcm(silence(1100));
      }
      const closed = await client.closed;
      expect(client.texts[0]).toBe('listening');
      expect(client.messages[0]).toEqual({ type: 'status-update', status: 'in-progress' });
      const asks = ['ask-name', 'ask-role', 'ask-years', 'ask-salary', 'ask-employed', 'ask-notice', 'ask-start'];
      expect(client.assistantLines()).toEqual(['greeting', ...asks, 'closing'].map(text));
      expect(client.messages.filter(speech('user', 'started'))).toHaveLength(7);
      // Without a recognizer (this server runs with it off) the visitor's captions say so, once per answer.
      const userLines = client.messages.flatMap((m) => (m.type === 'transcript' && m.role === 'user' ? [m] : []));
      expect(userLines.map((m) => [m.transcriptType, m.transcript])).toEqual(Array(7).fill(['final', '(transcription unavailable)']));
      expect(client.messages.find(ended)).toEqual({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' });
      expect(closed.code).toBe(1000);
      // The socket closes only after the closing line's last frame: nothing after status ended.
      expect(client.texts.at(-1)).toContain('"ended"');

      const rec = (await (await fetch(`${srv.base}/provider/call/${id}`, { headers: PRIVATE })).json()) as CallRecord;
      expect(rec).toMatchObject({
        status: 'ended',
        endedReason: 'assistant-ended-call',
        customer: { name: 'Ada Lovelace', timezone: 'Europe/London' },
      });
      expect(rec.startedAt && rec.endedAt).toBeTruthy();
      const questions = ['name', 'role', 'years-experience', 'salary-expectations', 'currently-employed', 'notice-period', 'start-month'];
      expect(rec.answers.map((a) => a.question)).toEqual(questions);
      for (const a of rec.answers) {
        const wav = await readWavPcm16(path.join(srv.dataDir, a.file));
        expect(wav.sampleRate).toBe(16000);
        expect(a.durationMs).toBe(Math.round((wav.samples.length * 1000) / 16000));
        // The tone (700 ms) plus a little air, without the 1000 ms of trailing silence.
        expect(a.durationMs).toBeGreaterThanOrEqual(700);
        expect(a.durationMs).toBeLessThan(1200);
        expect(Math.max(...wav.samples)).toBeGreaterThan(0.25 * 32767);
      }
      expect(rec.messages.filter((m) => m.role === 'user')).toHaveLength(7);
      expect(rec.messages.filter((m) => m.role === 'assistant')).toHaveLength(9);

      // One summary email for the owner in the outbox: the visitor's details and every answer's WAV.
      const outbox = new OutboxStore(srv.dataDir);
      const listSummaries = async () => (await outbox.list()).filter((m) => m.template_id === 'call-summary');
      await expect.poll(async () => (await listSummaries()).length).toBe(1); // written once the ended record is saved
      const summaries = await listSummaries();
      expect(summaries[0].template_params).toMatchObject({
        call_id: id,
        visitor_name: 'Ada Lovelace',
        visitor_email: 'ada@example.com',
        ended_reason: 'assistant-ended-call',
      });
      expect((summaries[0].template_params.answers as { question: string; file: string }[]).map((a) => a.question)).toEqual(questions);

      // The site owner's page lists the call with players for its answers, served with the private key only.
      const cookie = await outboxLogin(srv.base);
      const page = await (await fetch(`${srv.base}/outbox`, { headers: { cookie } })).text();
      expect(page).toContain('Ada Lovelace');
      expect(page).toContain('assistant-ended-call');
      const src = /src="([^"]*answer-1\.wav[^"]*)"/.exec(page)![1];
      expect(src).not.toContain('key'); // no key in any URL
      const wav = await fetch(`${srv.base}${src}`, { headers: { cookie } });
      expect(wav.headers.get('content-type')).toBe('audio/wav');
      expect(Buffer.from(await wav.arrayBuffer()).toString('ascii', 0, 4)).toBe('RIFF');
      expect((await fetch(`${srv.base}${src}`)).status).toBe(401);
      expect((await fetch(`${srv.base}${src}`, { headers: { authorization: 'Bearer local-public-key' } })).status).toBe(401);
      expect((await fetch(`${srv.base}/outbox/calls/${id}/call.json`, { headers: { cookie } })).status).toBe(404);
    },
  );
});
