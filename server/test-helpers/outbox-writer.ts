import { OutboxStore } from '../outbox/outbox-store.ts';

// Child process of the outbox crash test: stores large messages as fast as it can until it is killed.
const store = new OutboxStore(process.argv[2]);
const big = 'x'.repeat(512 * 1024);
for (let n = 1; ; n++) {
  await store.add({ via: 'send', service_id: 's', template_id: 'crash', template_params: { n, big } });
  process.stdout.write(`${n}\n`);
}
