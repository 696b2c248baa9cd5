// Shared helpers of the voice-call e2e specs: fake microphone, details form, outbox, resource probe.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from 'playwright/test';
import { CHROMIUM_BASE_ARGS, fakeMicArgs, requireChromium } from '../../scripts/find-chromium.mjs';

/** The visitor: 'My name is Alex Morgan.' (festival, 16 kHz) then 3.5 s of silence, looped by Chromium. */
export const VISITOR_WAV = path.resolve('tests/fixtures/visitor-answer.wav');

/** Launch options: real Chromium whose microphone plays the visitor WAV. */
export const fakeMicLaunch = { executablePath: requireChromium(), args: [...CHROMIUM_BASE_ARGS, ...fakeMicArgs(VISITOR_WAV)] };

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

/** Starts a call from a fresh /voice-call and waits until the assistant listens (call-start). */
export async function startCall(page: Page, d = visitor('call')): Promise<void> {
  await fillDetails(page, d);
  await page.getByRole('button', { name: 'Start Call' }).click();
  await expect(page.getByText(/AI is speaking\.\.\.|Listening\.\.\./)).toBeVisible({ timeout: 15_000 });
}

/** Outbox messages (one JSON file each) whose params match `email`. */
export function outboxFor(email: string): { template_id: string; template_params: Record<string, string> }[] {
  const dir = path.join(DATA_DIR, 'outbox');
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
  const w = window as unknown as { __probe: { counts(): ProbeCounts } };
  const tracks: MediaStreamTrack[] = [];
  const contexts: AudioContext[] = [];
  const workers = new Set<Worker>();
  const timers = new Map<number, string>();
  const created = { getUserMedia: 0, audioContexts: 0, workers: {} as Record<string, number> };
  const media = navigator.mediaDevices;
  const gum = media.getUserMedia.bind(media);
  media.getUserMedia = async (c) => {
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
      const name = o?.name || String(u).split('/').pop()!.replace(/-[\w-]{8}\.js$/, '');
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
    const id: number = st((...x: unknown[]) => {
      timers.delete(id);
      if (typeof fn === 'function') (fn as (...y: unknown[]) => void)(...x);
    }, ms, ...a);
    timers.set(id, `${ms}ms ${new Error().stack?.split('\n').slice(2, 4).join(' | ') ?? ''}`);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
    ct(id);
  }) as typeof window.clearTimeout;
  w.__probe = {
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
