import { randomUUID } from 'node:crypto';
import { LOCAL_ORG_ID } from '../config.ts';

/** A stored provider resource: Vapi-style id, orgId and timestamps plus whatever the client sent. */
export type Resource = { id: string; orgId: string; createdAt: string; updatedAt: string } & Record<string, unknown>;

/** How much one collection keeps: at most `max` resources (oldest evicted first), none older than `ttlMs`. */
export type CollectionCap = { max: number; ttlMs?: number };

/** In-memory resources keyed by collection path (e.g. '/assistant', '/test-suite/<id>/test'), each bounded. */
export class ResourceStore {
  private readonly collections = new Map<string, Map<string, Resource>>();
  /** Resources created with a given id (the seeded assistant) are never evicted. */
  private readonly pinned = new Set<string>();

  /** `caps` bounds named collections (public chat sessions); every other one keeps at most `defaultMax`. */
  constructor(
    private readonly defaultMax = 10_000,
    private readonly caps: Record<string, CollectionCap> = {},
  ) {}

  /** The live map of one collection (created on first use). */
  collection(path: string): Map<string, Resource> {
    let c = this.collections.get(path);
    if (!c) this.collections.set(path, (c = new Map()));
    return c;
  }

  /** Adds a resource with a fresh UUID (or the given id, pinned) and timestamps; evicts past the collection's cap. */
  create(path: string, body: Record<string, unknown>, id?: string): Resource {
    if (id) this.pinned.add(id);
    return this.add(path, body, id ?? randomUUID());
  }

  private add(path: string, body: Record<string, unknown>, id: string): Resource {
    const now = new Date().toISOString();
    const res: Resource = { ...body, id, orgId: LOCAL_ORG_ID, createdAt: now, updatedAt: now };
    const c = this.collection(path);
    c.set(id, res);
    this.evict(path, c, Date.parse(now));
    return res;
  }

  // Maps iterate in insertion order: the first entries are the oldest.
  private evict(path: string, c: Map<string, Resource>, now: number): void {
    const cap = this.caps[path] ?? { max: this.defaultMax };
    for (const [id, r] of c) {
      if (this.pinned.has(id)) continue;
      const expired = cap.ttlMs !== undefined && now - Date.parse(r.createdAt) > cap.ttlMs;
      if (c.size <= cap.max && !expired) break;
      c.delete(id);
    }
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
