import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { CallRecord, CustomerDetails } from '../../src/engine/call/provider-routes.ts';
import { LOCAL_ORG_ID } from '../config.ts';
import { writeFileAtomic } from '../lib/atomic-write.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Call records: live in memory, each persisted as DATA_DIR/calls/<id>/call.json (with its answer WAVs). */
export class CallStore {
  private readonly calls = new Map<string, CallRecord>();

  constructor(private readonly dataDir: string) {}

  /** Directory of one call's files. */
  dir(id: string): string {
    return path.join(this.dataDir, 'calls', id);
  }

  /** Creates a queued call and persists it. */
  async create(type: CallRecord['type'], assistantId: string | undefined, customer: CustomerDetails): Promise<CallRecord> {
    const now = new Date().toISOString();
    const rec: CallRecord = {
      id: randomUUID(),
      orgId: LOCAL_ORG_ID,
      type,
      status: 'queued',
      createdAt: now,
      updatedAt: now,
      assistantId,
      customer,
      messages: [],
      answers: [],
    };
    this.calls.set(rec.id, rec);
    await this.save(rec, false); // a queued call is cheap to lose; ended records and answers are fsynced
    return rec;
  }

  /** A call held in memory (created by this process), synchronously. */
  peek(id: string): CallRecord | undefined {
    return this.calls.get(id);
  }

  /** A call from memory, else from disk (records outlive the process). */
  async get(id: string): Promise<CallRecord | undefined> {
    const live = this.calls.get(id);
    if (live || !UUID_RE.test(id)) return live;
    try {
      const rec = JSON.parse(await readFile(path.join(this.dir(id), 'call.json'), 'utf8')) as CallRecord;
      this.calls.set(id, rec);
      return rec;
    } catch {
      return undefined;
    }
  }

  /** Calls held in memory, newest first. */
  list(limit = 100): CallRecord[] {
    return [...this.calls.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
  }

  /** PATCH: only name and metadata are client-editable. */
  async update(id: string, body: { name?: unknown; metadata?: unknown }): Promise<CallRecord | undefined> {
    const rec = await this.get(id);
    if (!rec) return undefined;
    if (typeof body.name === 'string') rec.name = body.name;
    if (body.metadata && typeof body.metadata === 'object') rec.metadata = body.metadata as Record<string, unknown>;
    await this.save(rec);
    return rec;
  }

  /** Deletes the record and its files. */
  async delete(id: string): Promise<CallRecord | undefined> {
    const rec = await this.get(id);
    if (!rec) return undefined;
    this.calls.delete(id);
    await rm(this.dir(id), { recursive: true, force: true });
    return rec;
  }

  /** Ends every call that is still queued (never connected) with the given reason. */
  async endQueued(reason: string, olderThanMs = 0): Promise<void> {
    const cutoff = Date.now() - olderThanMs;
    const stale = [...this.calls.values()].filter((c) => c.status === 'queued' && Date.parse(c.createdAt) <= cutoff);
    for (const c of stale) Object.assign(c, { status: 'ended', endedReason: reason, endedAt: new Date().toISOString() });
    await Promise.all(stale.map((c) => this.save(c)));
  }

  /** After a crash: records on disk that never ended are closed as server-shutdown (ended when last written). */
  async recover(records: CallRecord[]): Promise<number> {
    const open = records.filter((r) => !r.endedReason);
    for (const r of open) Object.assign(r, { status: 'ended', endedReason: 'server-shutdown', endedAt: r.updatedAt });
    await Promise.all(open.map((r) => this.save(r)));
    return open.length;
  }

  /** Writes the record atomically (stamps updatedAt); durable = fsynced. */
  async save(rec: CallRecord, durable = true): Promise<void> {
    rec.updatedAt = new Date().toISOString();
    await mkdir(this.dir(rec.id), { recursive: true });
    await writeFileAtomic(path.join(this.dir(rec.id), 'call.json'), JSON.stringify(rec, null, 2), durable);
  }
}
