import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ServiceKeys } from '../config.ts';
import { applyCors } from '../lib/cors.ts';
import type { OutboxStore } from './outbox-store.ts';

type Fields = Record<string, unknown>;
class EmailJsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// Same order and wording of checks as the real service: key, service, template, then the key's validity.
function validate(f: Fields, keys: ServiceKeys): { service_id: string; template_id: string } {
  for (const name of ['user_id', 'service_id', 'template_id']) {
    if (typeof f[name] !== 'string' || f[name] === '') throw new EmailJsError(400, `The ${name} parameter is required`);
  }
  if (f.user_id !== keys.emailjsKey) {
    throw new EmailJsError(400, 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account');
  }
  if (f.accessToken !== undefined && f.accessToken !== keys.privateKey) throw new EmailJsError(403, 'The Private Key is invalid');
  return { service_id: f.service_id as string, template_id: f.template_id as string };
}

const NOT_PARAMS = new Set(['user_id', 'service_id', 'template_id', 'accessToken', 'lib_version']);

async function readForm(req: FastifyRequest): Promise<Fields> {
  const fields: Fields = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        let bytes = 0;
        for await (const chunk of part.file) bytes += (chunk as Buffer).length;
        if (part.file.truncated) throw new EmailJsError(413, 'The attachment is too large');
        if (part.filename) fields[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, bytes };
      } else {
        if (part.valueTruncated) throw new EmailJsError(413, `The field ${part.fieldname} is too large`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof EmailJsError) throw err;
    const e = err as { statusCode?: number; message: string };
    throw new EmailJsError(e.statusCode && e.statusCode < 500 ? e.statusCode : 400, `Malformed form data: ${e.message}`);
  }
  return fields;
}

/** EmailJS-compatible outbox: POST /api/v1.0/email/send (JSON) and /send-form (multipart); 200 'OK' once stored. */
export async function emailjsPlugin(
  app: FastifyInstance,
  opts: { keys: ServiceKeys; outbox: OutboxStore; sendsPerMinute: number },
): Promise<void> {
  await opts.outbox.init();
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 3, fields: 30, fieldSize: 16 * 1024, parts: 40 } });
  applyCors(app, 'Content-Type');
  // EmailJS answers errors as plain text, never JSON.
  app.setErrorHandler((err: Error & { statusCode?: number; status?: number }, req, reply) => {
    const status = err instanceof EmailJsError ? err.status : (err.statusCode ?? 500);
    if (status >= 500) req.log.error(err);
    void reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status >= 500 ? 'Internal Server Error' : err.message);
  });
  app.setNotFoundHandler((_req, reply) => void reply.code(404).type('text/plain; charset=utf-8').send('Not Found'));

  const accept = async (reply: FastifyReply, req: FastifyRequest, f: Fields, via: 'send' | 'send-form', params: Fields) => {
    const ids = validate(f, opts.keys);
    await opts.outbox.add({ via, ...ids, template_params: params, origin: req.headers.origin });
    return reply.code(200).type('text/plain; charset=utf-8').send('OK');
  };

  // Per-client send rate; a message holds at most 64 KiB of JSON or 30 fields of 16 KiB (files: name and size only).
  const rateLimit = { max: opts.sendsPerMinute, timeWindow: 60_000 };
  app.post('/api/v1.0/email/send', { bodyLimit: 64 * 1024, config: { rateLimit } }, async (req, reply) => {
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new EmailJsError(400, 'The request body must be a JSON object');
    const f = body as Fields;
    const params = f.template_params ?? {};
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      throw new EmailJsError(400, 'The template_params parameter must be an object');
    }
    return accept(reply, req, f, 'send', params as Fields);
  });

  app.post('/api/v1.0/email/send-form', { config: { rateLimit } }, async (req, reply) => {
    if (!req.isMultipart()) throw new EmailJsError(400, 'The request must be multipart/form-data');
    const f = await readForm(req);
    const params = Object.fromEntries(Object.entries(f).filter(([k]) => !NOT_PARAMS.has(k)));
    return accept(reply, req, f, 'send-form', params);
  });
}
