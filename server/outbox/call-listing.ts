import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CallRecord } from '../../src/engine/call/provider-routes.ts';

/** Call records kept under DATA_DIR/calls, newest first (at most `limit`; unreadable ones skipped). */
export async function listCallRecords(dataDir: string, limit = 100): Promise<CallRecord[]> {
  const dir = path.join(dataDir, 'calls');
  const ids = await readdir(dir).catch(() => [] as string[]);
  const recs: CallRecord[] = [];
  for (const id of ids) {
    try {
      recs.push(JSON.parse(await readFile(path.join(dir, id, 'call.json'), 'utf8')) as CallRecord);
    } catch {
      // A call directory without a readable record (deleted mid-way) is not listed.
    }
  }
  return recs.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}
