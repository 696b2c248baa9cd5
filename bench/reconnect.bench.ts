// Reconnect: how fast agent audio flows again after every socket of a call is cut, and how much stale agent
// audio is thrown away instead of played late. One real server (in this process), a TCP proxy in front of it,
// and the browser transport's own socket logic (workers/resumable-socket.ts, default timings) as the client.
//  - drop (RST of every socket) → first agent audio frame after the resume: p50/p95 over DROPS drops;
//    baseline: a fresh call's POST /call/web + connect → first agent audio, same run.
//  - black-holed link for STALL_MS (no close; the kernel queues the agent's audio, then delivers it at once):
//    audio discarded per stall vs. what arrived in the burst (the baseline: all of it would have played late).
// Run: npm run bench -- reconnect   → table + bench/results/reconnect.json
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { ResumableSocket, type LinkEvent, type SocketLike } from '../workers/resumable-socket.ts';
import { startTcpProxy } from '../tests/helpers/tcp-proxy.ts';
import { createWebCall, startServer } from '../server/test-helpers/start-server.ts';
import { mean, percentile, printTable, writeResults, type BenchRow } from './helpers/bench-utils.ts';

const DROPS = Number(process.env.BENCH_DROPS ?? 20);
const FRESH = Number(process.env.BENCH_FRESH ?? 5);
const STALLS = Number(process.env.BENCH_STALLS ?? 5);
const STALL_MS = Number(process.env.BENCH_STALL_MS ?? 2500);
const STEP_TIMEOUT_MS = 20_000;
const FRAME_MS = 20;

const open = (url: string, protocols?: string[]) => new WebSocket(url, protocols) as unknown as SocketLike;

type Probe = { socket: ResumableSocket; frames: number; burstFrames: number; events: LinkEvent[]; waiters: (() => void)[] };

function probe(url: string): Probe {
  const p: Probe = { socket: null as unknown as ResumableSocket, frames: 0, burstFrames: 0, events: [], waiters: [] };
  const wake = () => p.waiters.splice(0).forEach((w) => w());
  p.socket = new ResumableSocket(url, open, {
    onText: () => undefined,
    onAudio: () => {
      p.frames++;
      wake();
    },
    onClear: () => undefined,
    onLink: (e) => {
      p.events.push(e);
      wake();
    },
  });
  return p;
}

// Resolves once pred holds (checked on every frame/event), or rejects after STEP_TIMEOUT_MS.
async function until(p: Probe, pred: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + STEP_TIMEOUT_MS;
  while (!pred()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise<void>((r) => {
      p.waiters.push(r);
      setTimeout(r, 50);
    });
  }
}

async function main(): Promise<void> {
  const load = (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  // Full prompts so the agent is mid-line at every drop; no re-prompts; the default 30 s grace.
  const srv = await startServer({ agent: { repromptAfterMs: 10 * 60_000 } });
  const proxy = await startTcpProxy(srv.port);
  const via = (url: string) => url.replace(`:${srv.port}/`, `:${proxy.port}/`);
  try {
    // Baseline: fresh calls, start → first agent audio.
    const fresh: number[] = [];
    for (let i = 0; i < FRESH; i++) {
      const t0 = performance.now();
      const { webCallUrl } = await createWebCall(srv.base);
      const p = probe(via(webCallUrl));
      await p.socket.connect();
      await until(p, () => p.frames > 0, 'first audio of a fresh call');
      fresh.push(performance.now() - t0);
      p.socket.close();
    }

    // Drops: every socket reset mid-line; time until the resumed agent's audio flows again.
    const { webCallUrl } = await createWebCall(srv.base);
    const p = probe(via(webCallUrl));
    await p.socket.connect();
    const recover: number[] = [];
    const discarded: number[] = [];
    for (let i = 0; i < DROPS; i++) {
      if (i % 5 === 0) p.socket.sendText(JSON.stringify({ type: 'say', message: 'greeting', interruptAssistantEnabled: true }));
      const from = p.frames;
      await until(p, () => p.frames >= from + 10, 'agent audio before the drop');
      const before = p.socket.discarded;
      const resumedBefore = p.events.filter((e) => e.type === 'resumed').length;
      const t0 = performance.now();
      proxy.dropAll();
      await until(p, () => p.events.filter((e) => e.type === 'resumed').length > resumedBefore, 'resume');
      const at = p.frames;
      await until(p, () => p.frames > at, 'agent audio after the resume');
      recover.push(performance.now() - t0);
      discarded.push(p.socket.discarded - before);
    }

    // Stalls: the link goes silent without closing; the queued audio arrives as a burst afterwards.
    const burst: number[] = [];
    const stallDiscarded: number[] = [];
    for (let i = 0; i < STALLS; i++) {
      // Make the agent talk (it may be waiting for an answer): the greeting again, over whatever it says.
      p.socket.sendText(JSON.stringify({ type: 'say', message: 'greeting', interruptAssistantEnabled: true }));
      const from = p.frames;
      await until(p, () => p.frames >= from + 10, 'agent audio before the stall');
      const before = p.socket.discarded;
      const framesBefore = p.frames;
      proxy.stall(STALL_MS);
      await new Promise((r) => setTimeout(r, STALL_MS + 1500));
      const dropped = p.socket.discarded - before;
      stallDiscarded.push(dropped);
      burst.push(dropped + (p.frames - framesBefore) * FRAME_MS);
    }
    p.socket.close();

    const interrupted = p.events.filter((e) => e.type === 'interrupted').length;
    const rows: BenchRow[] = [
      {
        bench: 'reconnect',
        metric: `drop → audio again, p50 (${DROPS} drops)`,
        ours: percentile(recover, 50),
        baseline: percentile(fresh, 50),
        unit: 'ms',
        aim: '< 20000',
        met: percentile(recover, 95) < 20_000,
      },
      { bench: 'reconnect', metric: 'drop → audio again, p95', ours: percentile(recover, 95), baseline: percentile(fresh, 95), unit: 'ms' },
      { bench: 'reconnect', metric: 'audio discarded per drop (mean)', ours: mean(discarded), baseline: Number.NaN, unit: 'ms' },
      { bench: 'reconnect', metric: 'audio discarded per drop (max)', ours: Math.max(...discarded), baseline: Number.NaN, unit: 'ms' },
      {
        bench: 'reconnect',
        metric: `stale audio dropped per ${STALL_MS} ms stall (mean) vs. audio received in stall + 1.5 s`,
        ours: mean(stallDiscarded),
        baseline: mean(burst),
        unit: 'ms',
      },
    ];
    printTable(
      `reconnect (baseline: fresh call start → first audio; stall baseline = agent audio that reached the client in the stall + 1.5 s window) — load ${load}`,
      rows,
    );
    console.log(`drops survived: ${DROPS}, interrupted events: ${interrupted}, calls resumed without a new record`);
    writeResults('reconnect', rows, {
      loadavg: load,
      recoverMs: recover,
      freshMs: fresh,
      discardedMs: discarded,
      stallDiscardedMs: stallDiscarded,
      stallBurstMs: burst,
    });
  } finally {
    await proxy.close();
    await srv.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
