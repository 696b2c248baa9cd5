import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { parseAgentFrame, type AgentMessage } from '../../src/protocol/messages.ts';

const RATE = 16000;

/** PCM of a sine tone burst (speech stand-in): ms long, amplitude 0..1. */
export function tone(ms: number, freq = 220, amp = 0.3): Int16Array {
  const n = Math.round((ms * RATE) / 1000);
  const out = new Int16Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.round(amp * 32767 * Math.sin((2 * Math.PI * freq * i) / RATE));
  return out;
}

/** PCM silence of ms. */
export const silence = (ms: number) => new Int16Array(Math.round((ms * RATE) / 1000));

/** A websocket test client of the call transport that records everything it receives. */
export class CallClient {
  readonly texts: string[] = [];
  readonly messages: AgentMessage[] = [];
  /** Arrival time (performance.now) and size of each binary frame. */
  readonly frames: { at: number; bytes: number }[] = [];
  /** Resolves with the close code and reason. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary) => {
      if (isBinary) this.frames.push({ at: performance.now(), bytes: data.length });
      else {
        const text = data.toString('utf8');
        this.texts.push(text);
        const m = parseAgentFrame(text);
        if (m && m !== 'listening') this.messages.push(m);
      }
      for (const w of this.waiters.splice(0)) w();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const w of this.waiters.splice(0)) w();
      }),
    );
  }

  /** The resume tokens of the session frames received so far (the server sends one per call, after `listening`). */
  get sessionTokens(): string[] {
    return this.texts.filter((t) => t.startsWith('{"type":"session"')).map((t) => (JSON.parse(t) as { resumeToken: string }).resumeToken);
  }

  /** Connects (resolves once open); `protocols` offers subprotocols (a resume token). */
  static open(url: string, protocols?: string[]): Promise<CallClient> {
    const ws = new WebSocket(url, protocols);
    const client = new CallClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  /** Waits until pred holds for a received message (checks already received ones first). */
  async waitFor(pred: (m: AgentMessage) => boolean, what = 'message', timeoutMs = 20_000): Promise<AgentMessage> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const hit = this.messages.find(pred);
      if (hit) return hit;
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error(`closed while waiting for ${what}`);
      if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 250);
      });
    }
  }

  /** Waits for the n-th (1-based) message matching pred. */
  async waitForNth(n: number, pred: (m: AgentMessage) => boolean, what = 'message', timeoutMs?: number): Promise<void> {
    await this.waitFor(() => this.messages.filter(pred).length >= n, what, timeoutMs);
  }

  /** Sends PCM in 20 ms frames (640 bytes) as fast as the socket takes them. */
  sendPcm(pcm: Int16Array): void {
    for (let i = 0; i < pcm.length; i += 320) {
      const part = pcm.subarray(i, i + 320);
      this.ws.send(Buffer.from(part.buffer, part.byteOffset, part.byteLength), { binary: true });
    }
  }

  /** Final assistant transcripts received so far. */
  assistantLines(): string[] {
    return this.messages.flatMap((m) => (m.type === 'transcript' && m.role === 'assistant' ? [m.transcript] : []));
  }
}

/** Matches a speech-update of a role. */
export const speech = (role: 'assistant' | 'user', status: 'started' | 'stopped') => (m: AgentMessage) =>
  m.type === 'speech-update' && m.role === role && m.status === status;

/** Matches the ended status. */
export const ended = (m: AgentMessage) => m.type === 'status-update' && m.status === 'ended';
