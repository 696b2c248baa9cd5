import type { FastifyInstance } from 'fastify';
import type { ServiceKeys } from '../config.ts';
import type { OutboxMessage, OutboxStore } from './outbox-store.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function paramsCell(p: Record<string, unknown>): string {
  return Object.entries(p)
    .map(([k, v]) => `<b>${esc(k)}</b>: ${esc(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('<br>');
}

/** The outbox as a simple HTML table, newest first. */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map((m) => `<tr><td>${esc(m.receivedAt)}</td><td>${esc(m.template_id)}</td><td>${esc(m.service_id)}</td><td>${paramsCell(m.template_params)}</td></tr>`)
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Vaiu outbox (${messages.length})</title><meta name="robots" content="noindex">
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccd;padding:.4rem .6rem;text-align:left;vertical-align:top}th{background:#eef}</style></head>
<body><h1>Outbox: ${messages.length} message${messages.length === 1 ? '' : 's'}</h1>
<table><thead><tr><th>Received</th><th>Template</th><th>Service</th><th>Fields</th></tr></thead><tbody>
${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}
</tbody></table></body></html>`;
}

/** GET /outbox?key=<private key>: the site owner's view of leads and sign-ups (401 without the key). */
export async function outboxPagePlugin(app: FastifyInstance, opts: { keys: ServiceKeys; outbox: OutboxStore }): Promise<void> {
  app.get('/outbox', async (req, reply) => {
    const { key } = req.query as { key?: string };
    void reply.header('Cache-Control', 'no-store');
    if (key !== opts.keys.privateKey) {
      return reply.code(401).type('text/plain; charset=utf-8').send('Unauthorized: open /outbox?key=<LOCAL_PRIVATE_KEY>');
    }
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(await opts.outbox.list()));
  });
}
