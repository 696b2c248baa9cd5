import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { removeTempFiles, writeFileAtomic } from '../lib/atomic-write.ts';

/** One accepted EmailJS message as kept in the outbox. */
export type OutboxMessage = {
  id: string;
  receivedAt: string;
  via: 'send' | 'send-form';
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
  origin?: string;
};

/** The durable outbox: one JSON file per message under DATA_DIR/outbox, written atomically. */
export class OutboxStore {
  readonly dir: string;
  private ready: Promise<void> | null = null;
  private seq = 0;
  private readonly inflight = new Set<Promise<unknown>>();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'outbox');
  }

  /** Creates the directory and removes temp files a crash mid-write left behind. */
  init(): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true }).then(async () => void (await removeTempFiles(this.dir)));
    return this.ready;
  }

  /** Stores a message; resolves only once it is on disk (file and directory entry fsynced). */
  async add(msg: Omit<OutboxMessage, 'id' | 'receivedAt'>): Promise<OutboxMessage> {
    await this.init();
    const full: OutboxMessage = { id: randomUUID(), receivedAt: new Date().toISOString(), ...msg };
    // Names sort by arrival: <ISO time without colons>-<sequence in this process>-<uuid>.json
    const seq = String(++this.seq % 1e6).padStart(6, '0');
    const name = `${full.receivedAt.replace(/[:.]/g, '-')}-${seq}-${full.id}.json`;
    await writeFileAtomic(path.join(this.dir, name), JSON.stringify(full, null, 2));
    return full;
  }

  /** Counts `work` (e.g. a call's last save + its summary) as a write in flight until it settles; returns it. */
  track<T>(work: Promise<T>): Promise<T> {
    this.inflight.add(work);
    void work.then(
      () => this.inflight.delete(work),
      () => this.inflight.delete(work),
    );
    return work;
  }

  /** Resolves once every tracked write has settled (the server awaits it on close, so none lands after exit). */
  async settle(): Promise<void> {
    while (this.inflight.size) await Promise.allSettled([...this.inflight]);
  }

  /** Every complete message, newest first; temp files and unreadable files are skipped. */
  async list(): Promise<OutboxMessage[]> {
    return (await this.page(0, Infinity)).messages;
  }

  /** Message file names, newest first (names sort by arrival; nothing is read). */
  private async names(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
      .sort()
      .reverse();
  }

  /** One page of messages, newest first: only the page's files are read. */
  async page(offset: number, limit: number): Promise<{ total: number; messages: OutboxMessage[] }> {
    const files = await this.names();
    const out: OutboxMessage[] = [];
    for (const n of files.slice(offset, offset + limit)) {
      try {
        out.push(JSON.parse(await readFile(path.join(this.dir, n), 'utf8')) as OutboxMessage);
      } catch {
        // Only complete files are ever renamed into place; anything unreadable was put there by hand.
      }
    }
    return { total: files.length, messages: out };
  }

  /** Retention: removes messages beyond the newest maxCount and those older than maxAgeDays; returns how many. */
  async prune(maxCount: number, maxAgeDays: number, now = Date.now()): Promise<number> {
    const files = await this.names();
    // '2026-01-02T03-04-05-678Z-…' → the time it was received.
    const receivedAt = (n: string) => Date.parse(n.slice(0, 24).replace(/^(.{10}T\d\d)-(\d\d)-(\d\d)-(\d{3}Z)$/, '$1:$2:$3.$4'));
    const old = files.filter((n, i) => i >= maxCount || now - receivedAt(n) > maxAgeDays * 86_400_000);
    await Promise.all(old.map((n) => rm(path.join(this.dir, n), { force: true })));
    return old.length;
  }
}
