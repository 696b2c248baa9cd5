import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OutboxStore } from './outbox-store.ts';

// `npm run outbox`: prints the outbox (DATA_DIR, default ./data) for the site owner, newest first.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const messages = await new OutboxStore(dataDir).list();
console.log(`Outbox in ${path.join(dataDir, 'outbox')}: ${messages.length} message${messages.length === 1 ? '' : 's'}\n`);
for (const m of messages) {
  console.log(`${new Date(m.receivedAt).toLocaleString()}  template ${m.template_id}  (service ${m.service_id}, via ${m.via})`);
  for (const [k, v] of Object.entries(m.template_params)) console.log(`    ${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
  console.log('');
}
