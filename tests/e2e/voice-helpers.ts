// Shared helpers of the voice-call e2e specs: fake microphone, details form, outbox, resource probe.
import { readdirSync, readFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from 'playwright/test';
import { CHROMIUM_BASE_ARGS, fakeMicArgs, requireTestBrowser } from '../../scripts/find-chromium.mjs';

/** The visitor: 'My name is Alex Morgan.' (festival, 16 kHz) then 3.5 s of silence, looped by Chromium. */
export const VISITOR_WAV = path.resolve('tests/fixtures/visitor-answer.wav');

/** Launch options: real Chromium whose microphone plays the visitor WAV. */
export const fakeMicLaunch = { executablePath: requireTestBrowser(), args: [...CHROMIUM_BASE_ARGS, ...fakeMicArgs(VISITOR_WAV)] };

/** The data dir of the e2e server (playwright.config.ts passes E2E_DATA_DIR as DATA_DIR). */
export const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.cache/e2e-data');

/** A visitor's details, unique per test so outbox files can be told apart. */
export function visitor(tag: string) {
  const id = `${tag}-${Date.now().toString(36)}`;
  return { name: `Alex ${id}`, email: `alex+${id}@example.com`, phone: '+44 20 7946 0000' };
}

/** Opens the details modal and fills it. */
export async function fillDetails(page: Page, d: { name: string; email: string; phone: string }): Promise<void> {
  await page.getByRole('button', { name: 'Start Voice Call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Your Details' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name *').fill(d.name);
  await dialog.getByLabel('Email *').fill(d.email);
  await dialog.getByLabel('Phone Number *').fill(d.phone);
}

/**
 * Makes the page's web call a Daily room that cannot be reached (Daily's rooms are off this machine): every request
 * to daily.co is recorded, then aborted. Returns the recorded URLs.
 */
export async function offlineDailyRoom(page: Page, id: string): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/daily\.co/, (route) => {
    requests.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.route('**/provider/call/web', (route) =>
    route.fulfill({
      status: 201,
      json: { id, webCallUrl: 'https://vaiu-offline.daily.co/room-1', artifactPlan: { videoRecordingEnabled: false } },
    }),
  );
  return requests;
}

/** Starts a call from a fresh /voice-call and waits until the assistant listens (call-start; 'Thinking…' counts too). */
export async function startCall(page: Page, d = visitor('call')): Promise<void> {
  await fillDetails(page, d);
  await page.getByRole('button', { name: 'Start Call' }).click();
  // Generous: with two Playwright workers on a loaded 2-core machine the start alone was seen taking over 15 s.
  await expect(page.getByText(/AI is speaking\.\.\.|Listening\.\.\.|Thinking…/)).toBeVisible({ timeout: 30_000 });
}

/** Outbox messages (one JSON file each) whose params match `email` (in `dataDir`, the e2e server's by default). */
export function outboxFor(email: string, dataDir = DATA_DIR): { template_id: string; template_params: Record<string, string> }[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.template_params?.user_email === email);
}

/** Resource counts the probe reports. */
export type ProbeCounts = {
  liveTracks: number;
  openContexts: number;
  runningWorkers: number;
  pendingTimers: number;
  audioElements: number;
  pendingTimerStacks: string[];
  /** How many were ever created: microphone requests, audio contexts, workers by name. */
  created: { getUserMedia: number; audioContexts: number; workers: Record<string, number> };
};

/** Init script: wraps getUserMedia, AudioContext, Worker and timers so a test can count what is still alive. */
export function installProbe(): void {
  const w = window as unknown as { __probe: { counts(): ProbeCounts; prune(): void; keepEnded(on: boolean): void } };
  const tracks: MediaStreamTrack[] = [];
  const contexts: AudioContext[] = [];
  const workers = new Set<Worker>();
  const timers = new Map<number, string>();
  const created = { getUserMedia: 0, audioContexts: 0, workers: {} as Record<string, number> };
  // Ended tracks and closed contexts count for nothing: let go of them, so the probe itself holds no past call
  // (a closed context would keep that call's whole audio graph and engine alive for the heap measurement).
  // keepEnded(true) holds them on purpose: the leak test's control, a page that keeps every ended call alive.
  let keepEnded = false;
  const prune = () => {
    if (keepEnded) return;
    for (const list of [tracks, contexts] as { readyState?: string; state?: string }[][]) {
      for (let i = list.length - 1; i >= 0; i--) if (list[i].readyState === 'ended' || list[i].state === 'closed') list.splice(i, 1);
    }
  };
  const media = navigator.mediaDevices;
  const gum = media.getUserMedia.bind(media);
  media.getUserMedia = async (c) => {
    prune();
    created.getUserMedia++;
    const s = await gum(c);
    tracks.push(...s.getTracks());
    return s;
  };
  const AC = window.AudioContext;
  window.AudioContext = class extends AC {
    constructor(o?: AudioContextOptions) {
      super(o);
      created.audioContexts++;
      contexts.push(this);
    }
  };
  const W = window.Worker;
  window.Worker = class extends W {
    constructor(u: string | URL, o?: WorkerOptions) {
      super(u, o);
      const name =
        o?.name ||
        String(u)
          .split('/')
          .pop()!
          .replace(/-[\w-]{8}\.js$/, '');
      created.workers[name] = (created.workers[name] ?? 0) + 1;
      workers.add(this);
    }
    terminate() {
      workers.delete(this);
      super.terminate();
    }
  };
  const st = window.setTimeout.bind(window);
  const ct = window.clearTimeout.bind(window);
  window.setTimeout = ((fn: TimerHandler, ms?: number, ...a: unknown[]) => {
    const id: number = st(
      (...x: unknown[]) => {
        timers.delete(id);
        if (typeof fn === 'function') (fn as (...y: unknown[]) => void)(...x);
      },
      ms,
      ...a,
    );
    timers.set(id, `${ms}ms ${new Error().stack?.split('\n').slice(2, 4).join(' | ') ?? ''}`);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
    ct(id);
  }) as typeof window.clearTimeout;
  w.__probe = {
    prune,
    keepEnded: (on: boolean) => void (keepEnded = on),
    counts: () => ({
      liveTracks: tracks.filter((t) => t.readyState === 'live').length,
      openContexts: contexts.filter((c) => c.state !== 'closed').length,
      runningWorkers: workers.size,
      pendingTimers: timers.size,
      pendingTimerStacks: [...timers.values()],
      audioElements: document.querySelectorAll('audio').length,
      created: JSON.parse(JSON.stringify(created)),
    }),
  };
}

/** Reads the probe's counts. */
export function probeCounts(page: Page): Promise<ProbeCounts> {
  return page.evaluate(() => (window as unknown as { __probe: { counts(): ProbeCounts } }).__probe.counts());
}

/** A local services process of its own (site + provider + agent + outbox) for tests that put a proxy in front of it. */
export type LocalServices = { port: number; dataDir: string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/** Starts `server/main.ts` on a free port with a fresh data dir; resolves once it serves the site. */
export async function startLocalServices(env: Record<string, string> = {}): Promise<LocalServices> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vaiu-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG: '0',
      DATA_DIR: dataDir,
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Bounded wait for the first answer (the process compiles TypeScript on start).
  await expect
    .poll(
      async () =>
        await fetch(`http://127.0.0.1:${port}/`)
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 30_000, intervals: [200] },
    )
    .toBe(200)
    .catch(async (err) => {
      await stop();
      throw err;
    });
  return { port, dataDir, stop };
}

/** What the page showed over time: each distinct announcement, notice id and button label that appeared (see recordCallUi). */
export type CallUiRecord = { announced: string[]; notices: string[]; buttons: string[] };

/** Init script: records every announcement of the live region and every notice shown, so a brief state is not missed. */
export function recordCallUi(): void {
  const rec: CallUiRecord = { announced: [], notices: [], buttons: [] };
  (window as unknown as { __callUi: CallUiRecord }).__callUi = rec;
  const seen = new Set<string>();
  const look = () => {
    const text = document.querySelector('[data-testid="call-state"]')?.textContent ?? '';
    if (text && rec.announced.at(-1) !== text) rec.announced.push(text);
    for (const n of Array.from(document.querySelectorAll<HTMLElement>('[data-notice]'))) {
      const id = n.dataset.notice!;
      if (!seen.has(id)) rec.notices.push(id);
      seen.add(id);
    }
    for (const id of [...seen]) if (!document.querySelector(`[data-notice="${id}"]`)) seen.delete(id);
    for (const b of Array.from(document.querySelectorAll('button'))) {
      const label = b.textContent?.trim() ?? '';
      if (label && !rec.buttons.includes(label)) rec.buttons.push(label);
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Init script: counts, by `type`, the messages the page's MessagePorts deliver to listeners added with
 * addEventListener (the worklets' ports: 'speech', 'levels', …) in window.__portMessages. A listener of its own per
 * port, beside the page's: behaviour is unchanged.
 */
export function countPortMessages(): void {
  const counts: Record<string, number> = {};
  (window as unknown as { __portMessages: Record<string, number> }).__portMessages = counts;
  const counted = new WeakSet<MessagePort>();
  const add = MessagePort.prototype.addEventListener;
  MessagePort.prototype.addEventListener = function (this: MessagePort, ...args: Parameters<MessagePort['addEventListener']>) {
    if (args[0] === 'message' && !counted.has(this)) {
      counted.add(this);
      add.call(this, 'message', (e: Event) => {
        const type = String((e as MessageEvent).data?.type);
        counts[type] = (counts[type] ?? 0) + 1;
      });
    }
    return add.apply(this, args);
  } as MessagePort['addEventListener'];
}

/** Reads what recordCallUi saw. */
export function callUi(page: Page): Promise<CallUiRecord> {
  return page.evaluate(() => (window as unknown as { __callUi: CallUiRecord }).__callUi);
}

/** Init script: keeps every microphone stream the page opens (window.__micStreams), so a test can end its track. */
export function keepMicStreams(): void {
  const kept: MediaStream[] = [];
  (window as unknown as { __micStreams: MediaStream[] }).__micStreams = kept;
  const media = navigator.mediaDevices;
  const gum = media.getUserMedia.bind(media);
  media.getUserMedia = async (c) => {
    const s = await gum(c);
    kept.push(s);
    return s;
  };
}
