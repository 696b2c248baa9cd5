import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';
import { readWavPcm16 } from '../lib/wav.ts';
import { OutboxStore } from '../outbox/outbox-store.ts';
import { CallClient, ended, silence, speech, tone } from '../test-helpers/call-client.ts';
import { createWebCall, PRIVATE, startServer, type TestServer } from '../test-helpers/start-server.ts';

const getCall = async (base: string, id: string) =>
  (await (await fetch(`${base}/provider/call/${id}`, { headers: PRIVATE })).json()) as CallRecord;

// Waits until the stored record has ended (the close and the save race by a few ms).
async function endedRecord(base: string, id: string): Promise<CallRecord> {
  for (let i = 0; i < 100; i++) {
    const rec = await getCall(base, id);
    if (rec.endedReason) return rec;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('record never ended');
}

// The server still creates calls after whatever the previous test did to it.
async function stillAlive(base: string): Promise<void> {
  expect((await createWebCall(base)).id).toMatch(/^[0-9a-f-]{36}$/);
}

describe('call transport (short prompts, short re-prompt wait)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    // Prompts cut to 400 ms and a 1.5 s re-prompt wait keep this file fast; turn-taking keeps its real 1000 ms rule.
    srv = await startServer({ agent: { maxPromptMs: 400, repromptAfterMs: 1500 } });
  });
  afterAll(async () => srv.close());

  it('re-prompts once after a long silence and ends politely after a second one (silence-timed-out)', async () => {
    const { id, webCallUrl } = await createWebCall(srv.base);
    const client = await CallClient.open(webCallUrl); // sends nothing at all: a muted client
    const { code } = await client.closed;
    expect(code).toBe(1000);
    const lines = client.assistantLines();
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/still there/);
    expect(lines[3]).toMatch(/end the call now/);
    expect(client.messages.find(ended)).toMatchObject({ endedReason: 'silence-timed-out' });
    expect((await endedRecord(srv.base, id)).endedReason).toBe('silence-timed-out');
  });

  it('stops speaking when the visitor barges in and hears the answer out', async () => {
    const long = await startServer(); // full-length prompts so there is something to interrupt
    try {
      const { id, webCallUrl } = await createWebCall(long.base);
      const client = await CallClient.open(webCallUrl);
      while (client.frames.length < 20) await new Promise((r) => setTimeout(r, 20));
      client.sendPcm(tone(500));
      await client.waitFor((m) => m.type === 'user-interrupted', 'user-interrupted');
      const at = client.messages.findIndex((m) => m.type === 'user-interrupted');
      expect(client.messages[at + 1]).toMatchObject({ type: 'speech-update', status: 'stopped', role: 'assistant' });
      client.sendPcm(silence(1100));
      await client.waitForNth(2, speech('assistant', 'started'), 'the next question');
      // The greeting (≈ 5.5 s, 277 frames) was cut short and the second question follows the answer.
      expect(client.frames.length).toBeLessThan(200);
      expect(client.assistantLines().at(-1)).toMatch(/Which role are you applying for/);
      client.ws.close(1000);
      const rec = await endedRecord(long.base, id);
      expect(rec.answers).toHaveLength(1);
      expect(rec.answers[0].question).toBe('name');
      expect(rec.endedReason).toBe('customer-ended-call');
    } finally {
      await long.close();
    }
  });

  it('hears a spoken answer with pauses between words as one turn and stores exactly what was said', async () => {
    const voice = (await readWavPcm16(path.join(import.meta.dirname, 'fixtures', 'visitor-voice.wav'))).samples;
    const { id, webCallUrl } = await createWebCall(srv.base);
    const client = await CallClient.open(webCallUrl);
    await client.waitFor(speech('assistant', 'stopped'));
    client.sendPcm(voice);
    client.sendPcm(silence(1100));
    await client.waitForNth(2, speech('assistant', 'started'), 'the next question');
    expect(client.messages.filter(speech('user', 'started'))).toHaveLength(1);
    client.ws.close(1000);
    const rec = await endedRecord(srv.base, id);
    expect(rec.answers).toHaveLength(1);
    const stored = (await readWavPcm16(path.join(srv.dataDir, rec.answers[0].file))).samples;
    expect(stored.length).toBeGreaterThan(voice.length * 0.9);
    expect(stored.length).toBeLessThan(voice.length + 16000 * 0.4);
    // One second from the middle of the answer is in the stored WAV sample for sample.
    const probe = voice.subarray(24000, 40000);
    const at = stored.findIndex((_, k) => probe.every((v, j) => stored[k + j] === v));
    expect(at).toBeGreaterThan(-1);
  });

  it('ignores garbage text frames and odd-sized binary frames without ending the call', async () => {
    const { id, webCallUrl } = await createWebCall(srv.base);
    const client = await CallClient.open(webCallUrl);
    await client.waitFor(speech('assistant', 'started'));
    client.ws.send('not json at all');
    client.ws.send('{"type":"say"}');
    client.ws.send('[1,2,3]');
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    client.ws.send(Buffer.alloc(0), { binary: true });
    client.ws.send(Buffer.alloc(12_345), { binary: true });
    await client.waitFor(speech('assistant', 'stopped'));
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    // Still a working call: answer the first question and get the next one.
    client.sendPcm(tone(500));
    client.sendPcm(silence(1100));
    await client.waitForNth(2, speech('assistant', 'stopped'), 'second prompt');
    client.ws.send(JSON.stringify({ type: 'end-call' }));
    expect((await client.closed).code).toBe(1000);
    expect(client.messages.find(ended)).toMatchObject({ endedReason: 'customer-ended-call' });
    expect((await endedRecord(srv.base, id)).answers).toHaveLength(1);
  });

  it('refuses a second connection to the same call with 4409 and keeps the first', async () => {
    const { id, webCallUrl } = await createWebCall(srv.base);
    const first = await CallClient.open(webCallUrl);
    await first.waitFor(speech('assistant', 'started'));
    const second = await CallClient.open(webCallUrl);
    const refused = await second.closed;
    expect(refused).toEqual({ code: 4409, reason: 'call already has a connection' });
    expect(second.frames).toHaveLength(0);
    await first.waitFor(speech('assistant', 'stopped'));
    expect(first.ws.readyState).toBe(WebSocket.OPEN);
    expect(first.assistantLines()).toHaveLength(2);
    first.ws.close(1000);
    expect((await endedRecord(srv.base, id)).endedReason).toBe('customer-ended-call');
  });

  it('ends an abruptly dropped call as connection-lost once the grace period runs out', async () => {
    const own = await startServer({ agent: { maxPromptMs: 400, resumeGraceMs: 300 } });
    try {
      const { id, webCallUrl } = await createWebCall(own.base);
      const client = await CallClient.open(webCallUrl);
      await client.waitFor(speech('assistant', 'started'));
      client.ws.terminate(); // no close frame
      expect((await endedRecord(own.base, id)).endedReason).toBe('connection-lost');
      const again = await CallClient.open(webCallUrl);
      expect((await again.closed).code).toBe(4410);
    } finally {
      await own.close();
    }
  });

  it('ends a call nobody connects to as customer-did-not-answer', async () => {
    const own = await startServer({ agent: { connectTimeoutMs: 300 } });
    try {
      const { id, webCallUrl } = await createWebCall(own.base);
      const rec = await endedRecord(own.base, id);
      expect(rec).toMatchObject({ status: 'ended', endedReason: 'customer-did-not-answer' });
      expect((await (await CallClient.open(webCallUrl)).closed).code).toBe(4410);
    } finally {
      await own.close();
    }
  });

  it('closes calls a crashed process left open when the next process starts (server-shutdown)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vaiu-crash-'));
    const own = await startServer({ agent: { maxPromptMs: 400 }, dataDir });
    const { id, webCallUrl } = await createWebCall(own.base);
    const client = await CallClient.open(webCallUrl);
    await client.waitFor(speech('assistant', 'started'));
    // Simulate a crash: the record on disk still says in-progress (the server never got to end it).
    const file = path.join(dataDir, 'calls', id, 'call.json');
    const onDisk = JSON.parse(await readFile(file, 'utf8'));
    await own.close().catch(() => undefined);
    await writeFile(file, JSON.stringify({ ...onDisk, status: 'in-progress', endedReason: undefined }));
    const next = await startServer({ dataDir });
    try {
      expect(await getCall(next.base, id)).toMatchObject({ status: 'ended', endedReason: 'server-shutdown' });
    } finally {
      await next.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('ends the call as pipeline-error when the agent cannot load its voice', async () => {
    const own = await startServer({ agent: { promptsDir: path.join(os.tmpdir(), 'no-such-prompts-dir') } });
    try {
      const { id, webCallUrl } = await createWebCall(own.base);
      const client = await CallClient.open(webCallUrl);
      expect((await client.closed).code).toBe(1011);
      expect(await endedRecord(own.base, id)).toMatchObject({ status: 'ended', endedReason: 'pipeline-error' });
      // The owner still hears of the visitor: one summary email, with no answers.
      const summaries = async () => (await new OutboxStore(own.dataDir).list()).filter((m) => m.template_id === 'call-summary');
      await expect.poll(async () => (await summaries()).length).toBe(1);
      expect((await summaries())[0].template_params).toMatchObject({ call_id: id, ended_reason: 'pipeline-error', answers: [] });
      await stillAlive(own.base);
    } finally {
      await own.close();
    }
  });

  it('closes unknown calls with 4404', async () => {
    const client = await CallClient.open(`ws://127.0.0.1:${srv.port}/provider/call/00000000-0000-4000-8000-000000000000/transport`);
    expect((await client.closed).code).toBe(4404);
  });

  it('speaks a known line on say and ends after it when endCallAfterSpoken is set', async () => {
    const { id, webCallUrl } = await createWebCall(srv.base);
    const client = await CallClient.open(webCallUrl);
    await client.waitFor(speech('assistant', 'stopped'));
    client.ws.send(JSON.stringify({ type: 'say', message: 'I do not have this line' }));
    client.ws.send(JSON.stringify({ type: 'say', message: 'sorry, could you say that again', endCallAfterSpoken: true }));
    await client.closed;
    expect(client.assistantLines().at(-1)).toBe('Sorry, could you say that again?');
    expect((await endedRecord(srv.base, id)).endedReason).toBe('assistant-ended-call');
  });

  it('drops its audio while muted by control messages and keeps the script going', async () => {
    const { webCallUrl } = await createWebCall(srv.base);
    const client = await CallClient.open(webCallUrl);
    client.ws.send(JSON.stringify({ type: 'control', control: 'mute-assistant' }));
    await client.waitFor(speech('assistant', 'stopped'));
    // Two 400 ms lines are 40 frames; only the few sent before the mute arrived get through.
    expect(client.frames.length).toBeLessThan(20);
    expect(client.assistantLines()).toHaveLength(2);
    client.ws.send(JSON.stringify({ type: 'control', control: 'unmute-assistant' }));
    client.ws.send(JSON.stringify({ type: 'say', message: 'repeat' })); // a line by id
    await client.waitForNth(2, speech('assistant', 'stopped'), 'the repeated line');
    expect(client.frames.length).toBeGreaterThan(10);
    expect(client.assistantLines().at(-1)).toBe('Sorry, could you say that again?');
    client.ws.close(1000);
    await client.closed;
  });

  it('ends live calls with server-shutdown when the server closes', async () => {
    const own = await startServer({ agent: { maxPromptMs: 400 } });
    const { id, webCallUrl } = await createWebCall(own.base);
    const client = await CallClient.open(webCallUrl);
    await client.waitFor(speech('assistant', 'started'));
    await own.app.close();
    const closed = await client.closed;
    expect(closed.code).toBe(1001);
    expect(client.messages.find(ended)).toMatchObject({ endedReason: 'server-shutdown' });
    // The record on disk carries the reason (a new process reads it back).
    const next = await startServer({ dataDir: own.dataDir });
    try {
      expect(await getCall(next.base, id)).toMatchObject({ status: 'ended', endedReason: 'server-shutdown' });
    } finally {
      await next.close();
      await own.close().catch(() => undefined);
    }
  });
});
