import { randomUUID } from 'node:crypto';
import { LOCAL_ORG_ID } from '../config.ts';

/** A stored provider resource: Vapi-style id, orgId and timestamps plus whatever the client sent. */
export type Resource = { id: string; orgId: string; createdAt: string; updatedAt: string } & Record<string, unknown>;

/** In-memory resources keyed by collection path (e.g. '/assistant', '/test-suite/<id>/test'). */
export class ResourceStore {
  private readonly collections = new Map<string, Map<string, Resource>>();

  /** The live map of one collection (created on first use). */
  collection(path: string): Map<string, Resource> {
    let c = this.collections.get(path);
    if (!c) this.collections.set(path, (c = new Map()));
    return c;
  }

  /** Adds a resource with a fresh UUID (or the given id) and timestamps. */
  create(path: string, body: Record<string, unknown>, id: string = randomUUID()): Resource {
    const now = new Date().toISOString();
    const res: Resource = { ...body, id, orgId: LOCAL_ORG_ID, createdAt: now, updatedAt: now };
    this.collection(path).set(id, res);
    return res;
  }

  /** Newest first, at most `limit` (Vapi's default page is 100). */
  list(path: string, limit = 100): Resource[] {
    return [...this.collection(path).values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
  }

  /** One resource, or undefined. */
  get(path: string, id: string): Resource | undefined {
    return this.collection(path).get(id);
  }

  /** Merges (PATCH) or replaces (PUT) the client fields; id, orgId and createdAt are kept. */
  update(path: string, id: string, body: Record<string, unknown>, replace = false): Resource | undefined {
    const old = this.get(path, id);
    if (!old) return undefined;
    const base = replace ? {} : old;
    const res: Resource = { ...base, ...body, id, orgId: old.orgId, createdAt: old.createdAt, updatedAt: new Date().toISOString() };
    this.collection(path).set(id, res);
    return res;
  }

  /** Removes a resource and returns it (Vapi answers DELETE with the deleted object). */
  delete(path: string, id: string): Resource | undefined {
    const old = this.get(path, id);
    if (old) this.collection(path).delete(id);
    return old;
  }
}
