import { randomUUID } from 'node:crypto';
import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Prefix of in-flight temp files; readers skip them and start-up removes them. */
export const TEMP_PREFIX = '.tmp-';

/**
 * Writes a file so that it is either absent or complete: temp file, fsync, rename, fsync the directory.
 * `durable: false` skips the fsyncs (still atomic if the process dies, not if the machine loses power).
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array, durable = true): Promise<void> {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
  const fh = await open(tmp, 'wx');
  try {
    await fh.writeFile(data);
    if (durable) await fh.sync();
  } finally {
    await fh.close();
  }
  try {
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  if (!durable) return;
  // The rename itself is durable only once the directory entry is flushed.
  const dh = await open(dir, 'r');
  try {
    await dh.sync();
  } finally {
    await dh.close();
  }
}

/** Removes temp files left by a crash mid-write; returns how many were removed. */
export async function removeTempFiles(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const stale = names.filter((n) => n.startsWith(TEMP_PREFIX));
  await Promise.all(stale.map((n) => rm(path.join(dir, n), { force: true })));
  return stale.length;
}
