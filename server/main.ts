import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { isProduction, productionKeyProblems, trustProxyFromEnv } from './config.ts';

// `npm start`: the built site + local services on one origin (PORT overrides 4173).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
const servicesOnly = process.argv.includes('--services-only');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
/** How long a shutdown may take before the remaining connections are dropped and the process exits anyway. */
const FORCE_EXIT_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 5000);

// Production (NODE_ENV=production or a non-loopback HOST) never runs on the public default keys.
if (isProduction()) {
  const problems = productionKeyProblems();
  if (problems.length) {
    console.error(`Refusing to start in production mode (NODE_ENV=${process.env.NODE_ENV ?? ''}, HOST=${host}):`);
    for (const p of problems) console.error(`  - ${p}`);
    console.error('Set LOCAL_PUBLIC_KEY, LOCAL_PRIVATE_KEY and LOCAL_EMAILJS_KEY to long random values (see .env.example).');
    process.exit(1);
  }
}

const app = await buildServer({
  distDir: servicesOnly ? undefined : path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist')),
  dataDir,
  logger: process.env.LOG !== '0',
});

// A failure nobody awaited is logged, never fatal: one call's bug must not end every other call.
process.on('unhandledRejection', (reason) =>
  app.log.error({ err: reason instanceof Error ? reason.message : String(reason) }, 'unhandled rejection'),
);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: ending live calls and closing`);
  const force = setTimeout(() => {
    app.log.warn(`${signal}: still closing after ${FORCE_EXIT_MS} ms; exiting`);
    process.exit(0);
  }, FORCE_EXIT_MS);
  try {
    await app.close();
  } catch (err) {
    app.log.error({ err: (err as Error).message }, 'close failed');
  }
  clearTimeout(force);
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port, host });
  console.log(`Vaiu site and local services on http://localhost:${port}`);
  const proxy = trustProxyFromEnv() === false ? 'not trusted (TRUST_PROXY unset)' : `trusted (TRUST_PROXY=${process.env.TRUST_PROXY})`;
  console.log(`Outbox and call records in ${dataDir}; read them at /outbox (sign in with LOCAL_PRIVATE_KEY) or npm run outbox.`);
  console.log(`Forwarded headers ${proxy}.${isProduction() ? ' Production mode.' : ''}`);
} catch (err) {
  console.error(err);
  process.exit(1);
}
