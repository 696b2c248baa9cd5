import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';

const UUID_DIR = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Call directories under DATA_DIR/calls, newest record change first (a stat of each call.json; none is read). */
export async function callDirsByRecency(dataDir: string): Promise<{ id: string; mtimeMs: number }[]> {
  const dir = path.join(dataDir, 'calls');
  const ids = (await readdir(dir).catch(() => [] as string[])).filter((n) => UUID_DIR.test(n));
  const dirs = await Promise.all(
    ids.map(async (id) => ({
      id,
      mtimeMs: await stat(path.join(dir, id, 'call.json')).then(
        (s) => s.mtimeMs,
        () => -1,
      ),
    })),
  );
  return dirs.filter((d) => d.mtimeMs >= 0).sort((a, b) => b.mtimeMs - a.mtimeMs);
}

/** Reads the given calls' records (unreadable ones skipped), newest created first. */
async function readRecords(dataDir: string, ids: string[]): Promise<CallRecord[]> {
  const recs: CallRecord[] = [];
  for (const id of ids) {
    try {
      recs.push(JSON.parse(await readFile(path.join(dataDir, 'calls', id, 'call.json'), 'utf8')) as CallRecord);
    } catch {
      // A call directory without a readable record (deleted mid-way) is not listed.
    }
  }
  return recs.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** One page of the call records kept under DATA_DIR/calls, newest first: only the page's records are read. */
export async function pageCallRecords(dataDir: string, offset: number, limit: number): Promise<{ total: number; calls: CallRecord[] }> {
  const dirs = await callDirsByRecency(dataDir);
  return {
    total: dirs.length,
    calls: await readRecords(
      dataDir,
      dirs.slice(offset, offset + limit).map((d) => d.id),
    ),
  };
}

/** The newest call records, at most `limit` (a record is rewritten whenever its call changes). */
export async function listCallRecords(dataDir: string, limit = 100): Promise<CallRecord[]> {
  return (await pageCallRecords(dataDir, 0, limit)).calls;
}

/** Records changed at or after sinceMs (start-up recovery reads only what the last process touched). */
export async function recordsChangedSince(dataDir: string, sinceMs: number): Promise<CallRecord[]> {
  const dirs = await callDirsByRecency(dataDir);
  return readRecords(
    dataDir,
    dirs.filter((d) => d.mtimeMs >= sinceMs).map((d) => d.id),
  );
}

/** Retention: removes call directories beyond the newest maxCount and those unchanged for maxAgeDays. */
export async function pruneCallRecords(
  dataDir: string,
  maxCount: number,
  maxAgeDays: number,
  keep: (id: string) => boolean,
  now = Date.now(),
): Promise<number> {
  const dirs = await callDirsByRecency(dataDir);
  const old = dirs.filter((d, i) => !keep(d.id) && (i >= maxCount || now - d.mtimeMs > maxAgeDays * 86_400_000));
  await Promise.all(old.map((d) => rm(path.join(dataDir, 'calls', d.id), { recursive: true, force: true })));
  return old.length;
}
