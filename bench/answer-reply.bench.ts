// How soon the local agent replies after the visitor answers: ours (the answer recognized from a 400-ms pause on,
// server/agent/early-answer.ts) vs. the same server recognizing it only when the turn ends (asrEarlyAfterMs 0), in the
// same run. Each call is a websocket client that streams like a microphone — one 20-ms frame every 20 ms, silence
// when the visitor is not talking — and answers six questions with the committed corpus's answers (the call of
// server/agent/conversation-recognition.test.ts); BENCH_REPLY_CALLS calls per server (default 3), the two servers
// taking turns. The figure is the time from the answer's last sample sent to the agent's next line starting, of
// which 1000 ms is the turn-taking pause (docs/product.md §9). It also counts answers the two heard differently
// (the same audio: none expected). Real recognition (pocketsphinx), both servers in this process.
// `npm run bench -- answer-reply`; results: bench/results/answer-reply.json.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AgentMessage } from '../src/protocol/messages.ts';
import { readWavPcm16 } from '../server/lib/wav.ts';
import { CallClient, ended, speech } from '../server/test-helpers/call-client.ts';
import { createWebCall, startServer, type TestServer } from '../server/test-helpers/start-server.ts';
import { mean, percentile, printTable, writeResults, type BenchRow } from './helpers/bench-utils.ts';

const CALLS = Number(process.env.BENCH_REPLY_CALLS ?? 3);
const ANSWERS = ['01-slt', '04-slt', '06-kal', '10-kal', '12-kal', '15-slt'];
const FRAME = 320; // 20 ms at 16 kHz
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

type Who = 'ours' | 'baseline';
type Reply = { ms: number; heard: string };

/**
 * One call streamed in real time: after each of the agent's questions, the next answer, then silence until the agent
 * speaks again. Returns per answer the time from its last frame sent to the agent's next line, and what it heard.
 */
async function oneCall(srv: TestServer, answers: Int16Array[]): Promise<Reply[]> {
  const { webCallUrl } = await createWebCall(srv.base, { name: 'Sam Taylor', email: 'sam@example.com' });
  const client = await CallClient.open(webCallUrl);
  const queue: Int16Array[] = [];
  let sentLast = 0;
  let streaming = true;
  // The microphone: a frame every 20 ms on a fixed schedule (no drift), from the queue or silence.
  const mic = (async () => {
    const t0 = performance.now();
    for (let n = 0; streaming; n++) {
      const answering = queue.shift();
      const next = answering ?? new Int16Array(FRAME);
      if (client.ws.readyState !== client.ws.OPEN) break;
      client.ws.send(Buffer.from(next.buffer, next.byteOffset, next.byteLength), { binary: true });
      if (answering && queue.length === 0) sentLast = performance.now(); // the answer's last frame
      await sleep(t0 + (n + 1) * 20 - performance.now());
    }
  })();
  const replies: Reply[] = [];
  try {
    for (const [i, pcm] of answers.entries()) {
      await client.waitForNth(i + 1, speech('assistant', 'stopped'), `end of agent turn ${i + 1}`);
      const starts = client.messages.filter(speech('assistant', 'started')).length;
      for (let at = 0; at < pcm.length; at += FRAME) {
        const f = new Int16Array(FRAME);
        f.set(pcm.subarray(at, at + FRAME));
        queue.push(f);
      }
      await client.waitFor(() => client.messages.filter(speech('assistant', 'started')).length > starts, 'reply');
      const replyAt = performance.now();
      const finals = client.messages.filter(userFinal);
      replies.push({ ms: replyAt - sentLast, heard: finals.length ? (finals.at(-1) as { transcript: string }).transcript : '' });
    }
    await client.waitFor(ended, 'call end', 30_000);
  } finally {
    streaming = false;
    await mic;
    client.ws.close();
  }
  return replies;
}

const userFinal = (m: AgentMessage) => m.type === 'transcript' && m.role === 'user' && m.transcriptType === 'final';

const answers = await Promise.all(ANSWERS.map(async (f) => (await readWavPcm16(path.resolve('bench/asr-corpus', `${f}.wav`))).samples));
const agent = { maxPromptMs: 600, asrCommand: 'pocketsphinx_batch' };
const servers: Record<Who, TestServer> = {
  ours: await startServer({ agent: { ...agent, asrEarlyAfterMs: 400 } }),
  baseline: await startServer({ agent: { ...agent, asrEarlyAfterMs: 0 } }),
};
await sleep(2000); // the resident decoders load the general model
const replies: Record<Who, Reply[][]> = { ours: [], baseline: [] };
try {
  for (let c = 0; c < CALLS; c++)
    for (const who of c % 2 ? (['baseline', 'ours'] as const) : (['ours', 'baseline'] as const)) {
      const r = await oneCall(servers[who], answers);
      replies[who].push(r);
      console.log(`${who} call ${c + 1}: ${r.map((x) => `${x.ms.toFixed(0)} ms "${x.heard}"`).join('; ')}`);
    }
} finally {
  await Promise.all(Object.values(servers).map((s) => s.close()));
}

const ms = (who: Who) => replies[who].flat().map((r) => r.ms);
const differ = replies.ours.flatMap((call, c) => call.filter((r, i) => r.heard !== replies.baseline[c][i].heard)).length;
const row = (metric: string, f: (xs: number[]) => number): BenchRow => ({
  bench: 'answer → agent reply',
  metric,
  ours: f(ms('ours')),
  baseline: f(ms('baseline')),
  unit: 'ms',
});
const rows: BenchRow[] = [
  row(`last answer frame sent → agent's next line, mean (${ms('ours').length} answers; 1000 ms of it is the turn's pause)`, mean),
  row('… p50', (xs) => percentile(xs, 50)),
  row('… p95', (xs) => percentile(xs, 95)),
  row('… max', (xs) => Math.max(...xs)),
  { bench: 'answer → agent reply', metric: 'answers heard differently by the two', ours: differ, baseline: 0, unit: 'answers' },
];
printTable('The agent replies: recognition begun at a 400-ms pause (ours) vs. at the end of the turn (baseline)', rows);
console.log(`wrote ${writeResults('answer-reply', rows, { replies })}`);
