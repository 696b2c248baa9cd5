import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CallRecord } from '../../src/engine/call/provider-routes.ts';
import type { ServiceKeys } from '../config.ts';
import { listCallRecords } from './call-listing.ts';
import type { OutboxMessage, OutboxStore } from './outbox-store.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function paramsCell(p: Record<string, unknown>): string {
  return Object.entries(p)
    .map(([k, v]) => `<b>${esc(k)}</b>: ${esc(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('<br>');
}

function callRows(calls: CallRecord[], key: string): string {
  return calls
    .map((c) => {
      const who = [c.customer.name, c.customer.email, c.customer.phone].filter(Boolean).map((v) => esc(v!)).join('<br>');
      const answers = c.answers
        .map((a) => {
          const src = `/outbox/calls/${c.id}/${path.basename(a.file)}?key=${encodeURIComponent(key)}`;
          return `${esc(a.question)} (${(a.durationMs / 1000).toFixed(1)} s)<br><audio controls preload="none" src="${esc(src)}"></audio>`;
        })
        .join('<br>');
      const rating = c.feedback ? `${c.feedback.rating}/5` : '';
      return `<tr><td>${esc(c.createdAt)}</td><td>${who}</td><td>${esc(c.status)} ${esc(c.endedReason ?? '')}</td><td>${answers}</td><td>${rating}</td></tr>`;
    })
    .join('\n');
}

/** The outbox (and the calls with their recorded answers) as simple HTML tables, newest first. */
export function renderOutboxPage(messages: OutboxMessage[], calls: CallRecord[] = [], key = ''): string {
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
</tbody></table>
<h2>Calls: ${calls.length}</h2>
<table><thead><tr><th>Created</th><th>Visitor</th><th>Status</th><th>Answers</th><th>Rating</th></tr></thead><tbody>
${callRows(calls, key) || '<tr><td colspan="5">No calls yet.</td></tr>'}
</tbody></table></body></html>`;
}

/** GET /outbox?key=<private key>: the site owner's view of leads and sign-ups (401 without the key). */
export async function outboxPagePlugin(app: FastifyInstance, opts: { keys: ServiceKeys; outbox: OutboxStore; dataDir: string }): Promise<void> {
  app.get('/outbox', async (req, reply) => {
    const { key } = req.query as { key?: string };
    void reply.header('Cache-Control', 'no-store');
    if (key !== opts.keys.privateKey) {
      return reply.code(401).type('text/plain; charset=utf-8').send('Unauthorized: open /outbox?key=<LOCAL_PRIVATE_KEY>');
    }
    const calls = await listCallRecords(opts.dataDir);
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(await opts.outbox.list(), calls, key));
  });

  // A recorded answer of a call: /outbox/calls/<uuid>/answer-<n>.wav?key=<private key>
  app.get('/outbox/calls/:id/:file', async (req, reply) => {
    const { id, file } = req.params as { id: string; file: string };
    if ((req.query as { key?: string }).key !== opts.keys.privateKey) return reply.code(401).type('text/plain; charset=utf-8').send('Unauthorized');
    if (!/^[0-9a-f-]{36}$/.test(id) || !/^answer-\d+\.wav$/.test(file)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const wav = path.join(opts.dataDir, 'calls', id, file);
    const size = await stat(wav).then((s) => s.size).catch(() => -1);
    if (size < 0) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.header('Cache-Control', 'no-store').header('Content-Length', size).type('audio/wav').send(createReadStream(wav));
  });
}
