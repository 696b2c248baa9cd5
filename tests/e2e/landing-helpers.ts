// Shared helpers for the landing-page specs (not a spec itself).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from 'playwright/test';

/** The outbox directory of the server under test (C's EmailJS outbox: DATA_DIR/outbox/*.json). */
export const OUTBOX_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.cache/e2e-data', 'outbox');

/** A stored outbox message (subset we read). */
export type StoredMessage = { template_id: string; service_id: string; template_params: Record<string, string> };

/** Every message in the outbox. */
export async function readOutbox(): Promise<StoredMessage[]> {
  const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
  const out: StoredMessage[] = [];
  for (const n of names.filter((x) => x.endsWith('.json') && !x.startsWith('.'))) {
    out.push(JSON.parse(await readFile(path.join(OUTBOX_DIR, n), 'utf8')) as StoredMessage);
  }
  return out;
}

/** Glob of the EmailJS JSON send endpoint, wherever its origin is configured. */
export const EMAIL_SEND = '**/api/v1.0/email/send';

/** Routes the email send to answer `status` with `text`; returns the parsed request bodies it saw. */
export async function answerEmail(page: Page, status: number, text: string): Promise<Array<Record<string, unknown>>> {
  const bodies: Array<Record<string, unknown>> = [];
  await page.route(EMAIL_SEND, async (route: Route) => {
    bodies.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>);
    await route.fulfill({ status, body: text, contentType: 'text/plain' });
  });
  return bodies;
}

/**
 * Records every media element the page plays (demo audio lives outside the DOM), so a test can read
 * which recordings are really playing: window.__media() → [{ src, paused, ended, muted, mutedAtPlay }].
 */
export async function trackMedia(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<HTMLMediaElement>();
    const mutedAtPlay = new WeakMap<HTMLMediaElement, boolean>();
    // Media events do not bubble; a capturing listener sees every element's first 'play' (autoplay included).
    document.addEventListener(
      'play',
      (e) => {
        const m = e.target as HTMLMediaElement;
        seen.add(m);
        if (!mutedAtPlay.has(m)) mutedAtPlay.set(m, m.muted);
      },
      true,
    );
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      seen.add(this);
      if (!mutedAtPlay.has(this)) mutedAtPlay.set(this, this.muted);
      return play.call(this);
    };
    (window as unknown as { __media: () => unknown }).__media = () =>
      [...seen].map((m) => ({
        src: new URL(m.currentSrc || m.src).pathname,
        paused: m.paused,
        ended: m.ended,
        muted: m.muted,
        failed: m.error !== null,
        mutedAtPlay: mutedAtPlay.get(m),
      }));
  });
}

/** What trackMedia reports. */
export type MediaState = { src: string; paused: boolean; ended: boolean; muted: boolean; failed: boolean; mutedAtPlay?: boolean };

/** Reads the tracked media elements. */
export function mediaStates(page: Page): Promise<MediaState[]> {
  return page.evaluate(() => (window as unknown as { __media: () => MediaState[] }).__media());
}

/** Paths of the media that are playing right now. */
export async function playingSources(page: Page): Promise<string[]> {
  return (await mediaStates(page)).filter((m) => !m.paused).map((m) => m.src);
}
