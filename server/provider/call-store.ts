import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { CallRecord, CustomerDetails } from '../../src/protocol/provider-routes.ts';
import { LOCAL_ORG_ID } from '../config.ts';
import { writeFileAtomic } from '../lib/atomic-write.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where the store reports a failed save and the one line per ended call. */
export type CallLog = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
const SILENT: CallLog = { info: () => undefined, error: () => undefined };

/** Call records: live in memory, each persisted as DATA_DIR/calls/<id>/call.json (with its answer WAVs). */
export class CallStore {
  private readonly calls = new Map<string, CallRecord>();
  /** Records whose last save failed: kept in memory and written again by retryUnsaved(). */
  private readonly unsaved = new Map<string, CallRecord>();
  private readonly logged = new Set<string>();
  /** Which client created each call still held (for the per-client cap). */
  private readonly clients = new Map<string, string>();

  constructor(
    private readonly dataDir: string,
    private readonly log: CallLog = SILENT,
  ) {}

  /** Directory of one call's files. */
  dir(id: string): string {
    return path.join(this.dataDir, 'calls', id);
  }

  /** Creates a queued call and persists it. */
  async create(type: CallRecord['type'], assistantId: string | undefined, customer: CustomerDetails, client?: string): Promise<CallRecord> {
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
    if (client) this.clients.set(rec.id, client);
    await this.saveOrKeep(rec, false); // a queued call is cheap to lose; ended records and answers are fsynced
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
    this.unsaved.delete(id);
    this.clients.delete(id);
    await rm(this.dir(id), { recursive: true, force: true });
    return rec;
  }

  /** Ends every call that is still queued (never connected) with the given reason. */
  async endQueued(reason: string, olderThanMs = 0): Promise<void> {
    const cutoff = Date.now() - olderThanMs;
    const stale = [...this.calls.values()].filter((c) => c.status === 'queued' && Date.parse(c.createdAt) <= cutoff);
    for (const c of stale) Object.assign(c, { status: 'ended', endedReason: reason, endedAt: new Date().toISOString() });
    await Promise.all(stale.map((c) => this.saveOrKeep(c)));
  }

  /** Calls not ended yet (queued or connected), overall and created by one client. */
  openCount(client?: string): number {
    let n = 0;
    for (const c of this.calls.values()) if (c.status !== 'ended' && (client === undefined || this.clients.get(c.id) === client)) n++;
    return n;
  }

  /** After a crash: records on disk that never ended are closed as server-shutdown (ended when last written). */
  async recover(records: CallRecord[]): Promise<number> {
    const open = records.filter((r) => !r.endedReason);
    for (const r of open) Object.assign(r, { status: 'ended', endedReason: 'server-shutdown', endedAt: r.updatedAt });
    await Promise.all(open.map((r) => this.saveOrKeep(r)));
    return open.length;
  }

  /** Writes the record atomically (stamps updatedAt); durable = fsynced. Logs the one line of an ended call. */
  async save(rec: CallRecord, durable = true): Promise<void> {
    rec.updatedAt = new Date().toISOString();
    await mkdir(this.dir(rec.id), { recursive: true });
    // The unsaved mark describes memory only; the written record never carries it.
    await writeFileAtomic(path.join(this.dir(rec.id), 'call.json'), JSON.stringify({ ...rec, persistence: undefined }, null, 2), durable);
    this.unsaved.delete(rec.id);
    delete (rec as Marked).persistence;
    this.logEnd(rec);
  }

  /**
   * Saves without ever throwing: on failure (EEXIST, EACCES, a full disk) the record stays in memory with its
   * answers, is marked `persistence: 'unsaved: <reason>'`, logged with the call id and retried by retryUnsaved().
   */
  async saveOrKeep(rec: CallRecord, durable = true): Promise<boolean> {
    try {
      await this.save(rec, durable);
      return true;
    } catch (err) {
      const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      (rec as Marked).persistence = `unsaved: ${reason}`;
      this.unsaved.set(rec.id, rec);
      this.log.error({ callId: rec.id, err: (err as Error).message }, 'call record not saved; kept in memory, retried every sweep');
      this.logEnd(rec);
      return false;
    }
  }

  /** Writes again every record whose save failed; resolves with how many are still unsaved. */
  async retryUnsaved(): Promise<number> {
    for (const rec of [...this.unsaved.values()]) await this.saveOrKeep(rec);
    return this.unsaved.size;
  }

  /** Ended calls are dropped from memory (the record stays on disk) unless still unsaved; returns the ids kept. */
  forgetEnded(olderThanMs: number, now = Date.now()): void {
    for (const [id, c] of this.calls) {
      if (c.status === 'ended' && !this.unsaved.has(id) && now - Date.parse(c.endedAt ?? c.updatedAt) > olderThanMs) {
        this.calls.delete(id);
        this.clients.delete(id);
        this.logged.delete(id);
      }
    }
  }

  /** Whether a call is held in memory (retention must not remove its directory). */
  holds(id: string): boolean {
    return this.calls.has(id);
  }

  // One info line per call, when it ends: start, end, reason, duration, answers.
  private logEnd(rec: CallRecord): void {
    if (!rec.endedReason || this.logged.has(rec.id)) return;
    this.logged.add(rec.id);
    const durationMs = rec.startedAt && rec.endedAt ? Date.parse(rec.endedAt) - Date.parse(rec.startedAt) : 0;
    this.log.info(
      {
        callId: rec.id,
        startedAt: rec.startedAt,
        endedAt: rec.endedAt,
        endedReason: rec.endedReason,
        durationMs,
        answers: rec.answers.length,
      },
      'call ended',
    );
  }
}

type Marked = CallRecord & { persistence?: string };
