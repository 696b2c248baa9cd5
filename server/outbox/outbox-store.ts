import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
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

  /** Every complete message, newest first; temp files and unreadable files are skipped. */
  async list(): Promise<OutboxMessage[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const files = names.filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort().reverse();
    const out: OutboxMessage[] = [];
    for (const n of files) {
      try {
        out.push(JSON.parse(await readFile(path.join(this.dir, n), 'utf8')) as OutboxMessage);
      } catch {
        // Only complete files are ever renamed into place; anything unreadable was put there by hand.
      }
    }
    return out;
  }
}
