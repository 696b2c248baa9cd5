import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';
import type { ServiceKeys } from '../config.ts';
import { pageCallRecords } from './call-listing.ts';
import { isOutboxOwner, loginPage, registerOutboxAuth } from './outbox-auth.ts';
import type { OutboxMessage, OutboxStore } from './outbox-store.ts';

/** Messages and calls shown per outbox page. */
export const OUTBOX_PAGE_SIZE = 50;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function paramsCell(p: Record<string, unknown>): string {
  return Object.entries(p)
    .map(([k, v]) => `<b>${esc(k)}</b>: ${esc(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('<br>');
}

function callRows(calls: CallRecord[]): string {
  return calls
    .map((c) => {
      const who = [c.customer.name, c.customer.email, c.customer.phone]
        .filter(Boolean)
        .map((v) => esc(v!))
        .join('<br>');
      const answers = c.answers
        .map((a) => {
          const src = `/outbox/calls/${c.id}/${path.basename(a.file)}`; // the session cookie opens it: no key in URLs
          return `${esc(a.question)} (${(a.durationMs / 1000).toFixed(1)} s)<br><audio controls preload="none" src="${esc(src)}"></audio>`;
        })
        .join('<br>');
      const rating = c.feedback ? `${c.feedback.rating}/5` : '';
      return `<tr><td>${esc(c.createdAt)}</td><td>${who}</td><td>${esc(c.status)} ${esc(c.endedReason ?? '')}</td><td>${answers}</td><td>${rating}</td></tr>`;
    })
    .join('\n');
}

/** Which page is shown and how many there are in all. */
export type PageInfo = { page: number; messagesTotal: number; callsTotal: number };

function pager(p: PageInfo): string {
  const pages = Math.max(1, Math.ceil(Math.max(p.messagesTotal, p.callsTotal) / OUTBOX_PAGE_SIZE));
  const prev = p.page > 1 ? `<a rel="prev" href="/outbox?page=${p.page - 1}">Newer</a>` : '';
  const next = p.page < pages ? `<a rel="next" href="/outbox?page=${p.page + 1}">Older</a>` : '';
  return `<nav>Page ${p.page} of ${pages} ${prev} ${next} <form method="post" action="/outbox/logout" style="display:inline"><button>Sign out</button></form></nav>`;
}

/** One page of the outbox (and the calls with their recorded answers) as simple HTML tables, newest first. */
export function renderOutboxPage(messages: OutboxMessage[], calls: CallRecord[] = [], info?: PageInfo): string {
  const p = info ?? { page: 1, messagesTotal: messages.length, callsTotal: calls.length };
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${esc(m.receivedAt)}</td><td>${esc(m.template_id)}</td><td>${esc(m.service_id)}</td><td>${paramsCell(m.template_params)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Vaiu outbox (${p.messagesTotal})</title><meta name="robots" content="noindex">
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
th,td{border:1px solid #ccd;padding:.4rem .6rem;text-align:left;vertical-align:top}th{background:#eef}nav{margin:1rem 0}</style></head>
<body><h1>Outbox: ${p.messagesTotal} message${p.messagesTotal === 1 ? '' : 's'}</h1>${pager(p)}
<table><thead><tr><th>Received</th><th>Template</th><th>Service</th><th>Fields</th></tr></thead><tbody>
${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}
</tbody></table>
<h2>Calls: ${p.callsTotal}</h2>
<table><thead><tr><th>Created</th><th>Visitor</th><th>Status</th><th>Answers</th><th>Rating</th></tr></thead><tbody>
${callRows(calls) || '<tr><td colspan="5">No calls yet.</td></tr>'}
</tbody></table></body></html>`;
}

const pageOf = (q: unknown) => {
  const n = Number((q as { page?: string }).page ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 1e6 ? n : 1;
};

/**
 * The site owner's view of leads and sign-ups: GET /outbox (HTML) and /outbox/data (JSON), `?page=n`, each page
 * reading only its own files. Signed in with the login form (HttpOnly cookie) or `Authorization: Bearer <private key>`.
 */
export async function outboxPagePlugin(
  app: FastifyInstance,
  opts: { keys: ServiceKeys; outbox: OutboxStore; dataDir: string; loginPerMinute: number },
): Promise<void> {
  await registerOutboxAuth(app, opts.keys, opts.loginPerMinute);
  const load = async (page: number) => {
    const offset = (page - 1) * OUTBOX_PAGE_SIZE;
    const [m, c] = await Promise.all([opts.outbox.page(offset, OUTBOX_PAGE_SIZE), pageCallRecords(opts.dataDir, offset, OUTBOX_PAGE_SIZE)]);
    return { page, messagesTotal: m.total, callsTotal: c.total, messages: m.messages, calls: c.calls };
  };
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (req.url.startsWith('/outbox/log') || isOutboxOwner(req, opts.keys)) return;
    if (req.url === '/outbox' || req.url.startsWith('/outbox?')) return reply.code(401).type('text/html; charset=utf-8').send(loginPage());
    return reply.code(401).type('text/plain; charset=utf-8').send('Unauthorized: sign in at /outbox');
  });

  app.get('/outbox', async (req, reply) => {
    const d = await load(pageOf(req.query));
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(d.messages, d.calls, d));
  });
  app.get('/outbox/data', async (req) => ({ ...(await load(pageOf(req.query))), perPage: OUTBOX_PAGE_SIZE }));

  // A recorded answer of a call: /outbox/calls/<uuid>/answer-<n>.wav
  app.get('/outbox/calls/:id/:file', async (req, reply) => {
    const { id, file } = req.params as { id: string; file: string };
    if (!/^[0-9a-f-]{36}$/.test(id) || !/^answer-\d+\.wav$/.test(file))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    const wav = path.join(opts.dataDir, 'calls', id, file);
    const size = await stat(wav)
      .then((s) => s.size)
      .catch(() => -1);
    if (size < 0) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply.header('Content-Length', size).type('audio/wav').send(createReadStream(wav));
  });
}
