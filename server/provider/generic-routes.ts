import type { FastifyRequest } from 'fastify';
import type { RouteDef } from '../../src/protocol/provider-routes.ts';
import type { ServicesContext } from '../services-context.ts';
import { HttpError } from './errors.ts';
import type { Resource } from './resource-store.ts';

type Params = Record<string, string>;

/** Fills a route path with the request's params; `/v2/x` lists the same collection as `/x`. */
function collectionOf(def: RouteDef, params: Params): string {
  let p = def.path.replace(/^\/v2\//, '/').replace(/\/export$/, '');
  if (def.path.endsWith('/:id') && def.op !== 'create' && def.op !== 'list') p = p.slice(0, -'/:id'.length);
  return p.replace(/:([A-Za-z]+)/g, (_, n: string) => params[n] ?? '');
}

/** Reads a multipart body: fields become resource fields, files are counted (bytes, mimetype, name). */
async function readMultipart(req: FastifyRequest): Promise<Record<string, unknown>> {
  if (!req.isMultipart()) throw new HttpError(415, 'Expected a multipart/form-data body');
  const out: Record<string, unknown> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        let bytes = 0;
        for await (const chunk of part.file) bytes += (chunk as Buffer).length;
        Object.assign(out, { name: part.filename, mimetype: part.mimetype, bytes, status: 'done' });
      } else {
        out[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // A truncated or malformed form is the client's fault, not a server error.
    const e = err as { statusCode?: number; message: string };
    throw new HttpError(e.statusCode && e.statusCode < 500 ? e.statusCode : 400, `Malformed multipart body: ${e.message}`);
  }
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** CRUD with list over the in-memory store for any route of the table (by its op). */
export function genericHandler(def: RouteDef, ctx: ServicesContext) {
  return async (req: FastifyRequest) => {
    const params = (req.params ?? {}) as Params;
    const col = collectionOf(def, params);
    const body = def.multipart ? await readMultipart(req) : isPlainObject(req.body) ? req.body : {};
    const found = (r: Resource | undefined): Resource => {
      if (!r) throw new HttpError(404, `Couldn't find ${col.split('/')[1] ?? 'resource'} ${params.id ?? ''}`.trim());
      return r;
    };
    switch (def.op) {
      case 'create':
        return ctx.resources.create(col, body);
      case 'list': {
        const limit = Math.min(1000, Math.max(1, Number((req.query as { limit?: string }).limit) || 100));
        const items = ctx.resources.list(col, limit);
        // The v2 list endpoints are paginated.
        if (def.path.startsWith('/v2/')) {
          return { results: items, metadata: { itemsPerPage: limit, currentPage: 1, totalItems: ctx.resources.collection(col).size } };
        }
        return items;
      }
      case 'get':
        return found(ctx.resources.get(col, params.id));
      case 'update':
      case 'replace':
        return found(ctx.resources.update(col, params.id, body, def.op === 'replace'));
      case 'delete':
        return found(ctx.resources.delete(col, params.id));
      case 'action':
        return { ...params, ...body, success: true };
    }
  };
}
