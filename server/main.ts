import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';

// `npm start`: the built site + local services on one origin (PORT overrides 4173).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';
const servicesOnly = process.argv.includes('--services-only');

const app = await buildServer({
  distDir: servicesOnly ? undefined : path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist')),
  dataDir: path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')),
  logger: process.env.LOG !== '0',
});

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port, host });
  console.log(`Vaiu site and local services on http://localhost:${port}`);
} catch (err) {
  console.error(err);
  process.exit(1);
}
