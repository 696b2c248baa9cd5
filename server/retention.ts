import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pruneCallRecords, recordsChangedSince } from './outbox/call-listing.ts';
import type { OutboxStore } from './outbox/outbox-store.ts';
import type { ServicesContext } from './services-context.ts';

const HOUR = 3_600_000;
const cleanStamp = (dataDir: string) => path.join(dataDir, 'calls', '.clean-shutdown');

/** Notes that every call ended and was saved before exit: the next start-up reads no record. */
export async function markCleanShutdown(dataDir: string): Promise<void> {
  await writeFile(cleanStamp(dataDir), String(Date.now())).catch(() => undefined);
}

/** Start-up recovery and retention of call records and outbox messages (limits in ServiceLimits). */
export async function registerRetention(app: FastifyInstance, ctx: ServicesContext, outbox: OutboxStore): Promise<void> {
  const calls = path.join(ctx.dataDir, 'calls');
  const started = path.join(calls, '.last-start');
  const clean = cleanStamp(ctx.dataDir);
  await mkdir(calls, { recursive: true }).catch(() => undefined);
  // Only records written since the last process stopped cleanly (or, after a crash, since it started) can be
  // open, so start-up never reads every call.json.
  const cleanAt = await readFile(clean, 'utf8').then(
    (t) => Number(t) || 0,
    () => null,
  );
  // File times come from a coarse kernel clock (a few ms behind Date.now()): look back a little further.
  const since =
    (cleanAt ??
      (await readFile(started, 'utf8').then(
        (t) => Number(t) || 0,
        () => 0,
      ))) - 5000;
  const recovered = await ctx.calls.recover(await recordsChangedSince(ctx.dataDir, since));
  if (recovered) app.log.warn(`${recovered} call(s) left open by a previous process ended as server-shutdown`);
  await rm(clean, { force: true });
  await writeFile(started, String(Date.now())).catch((err: Error) => app.log.error({ err: err.message }, 'cannot write calls/.last-start'));

  const { maxCallRecords, maxOutboxMessages, retentionDays } = ctx.limits;
  const prune = async () => {
    const c = await pruneCallRecords(ctx.dataDir, maxCallRecords, retentionDays, (id) => ctx.calls.holds(id));
    const m = await outbox.prune(maxOutboxMessages, retentionDays);
    if (c || m) app.log.info(`retention: removed ${c} call record(s) and ${m} outbox message(s)`);
  };
  const run = () => void prune().catch((err: Error) => app.log.error({ err: err.message }, 'retention failed'));
  run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
