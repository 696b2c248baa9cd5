// A census of a V8 heap snapshot (DevTools' format): bytes and counts by kind of object, and the part of the heap
// a call can hold on to — the leak test's arithmetic, tested in Node.

/** The parts of a `.heapsnapshot` JSON the census reads. */
export type HeapSnapshotJson = {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[] } };
  nodes: number[];
  strings: string[];
};

/** Count and self size (bytes) per `type:name` (e.g. `native:AudioContext`, `object:Object`). */
export type HeapCensus = Map<string, { count: number; bytes: number }>;

/** Counts the snapshot's nodes by type and name (names cut to 60 characters). */
export function heapCensus(snap: HeapSnapshotJson): HeapCensus {
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0] as string[];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  if (Math.min(typeAt, nameAt, sizeAt) < 0) throw new Error('not a heap snapshot: node fields type, name and self_size are required');
  const census: HeapCensus = new Map();
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const key = `${types[snap.nodes[i + typeAt]]}:${String(snap.strings[snap.nodes[i + nameAt]]).slice(0, 60)}`;
    const entry = census.get(key) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += snap.nodes[i + sizeAt];
    census.set(key, entry);
  }
  return census;
}

const CALL_TYPES = /^(object|closure|array|regexp|native):/;
// V8's and Blink's own bookkeeping (compiled code, caches, style caches, hash-table backings that grow in steps) and the browser's
// performance timeline (bounded buffers of long-task and layout entries): they grow with use, not with leaks.
const NOT_CALL =
  /^native:(system \/|blink::(Heap(Hash|Vector)|ComputedStyle|CachedMatchedProperties)|.*(Performance|Timing|LayoutShift|ContentfulPaint|NetworkResourcesData|TaskAttribution))/;

/** Whether objects of this kind can belong to a call: page objects, DOM, audio and media nodes — not engine bookkeeping. */
export function isCallKind(key: string): boolean {
  return CALL_TYPES.test(key) && !NOT_CALL.test(key);
}

/** Bytes of the census that a call can hold (see isCallKind). */
export function callHeapBytes(census: HeapCensus): number {
  let bytes = 0;
  for (const [key, e] of census) if (isCallKind(key)) bytes += e.bytes;
  return bytes;
}

/** The call kinds that grew from `a` to `b`, largest first: `[key, count, bytes]` (for the failure message). */
export function censusGrowth(a: HeapCensus, b: HeapCensus, top = 15): [string, number, number][] {
  const rows: [string, number, number][] = [];
  for (const [key, e] of b) {
    const before = a.get(key) ?? { count: 0, bytes: 0 };
    if (isCallKind(key) && e.bytes > before.bytes) rows.push([key, e.count - before.count, e.bytes - before.bytes]);
  }
  return rows.sort((x, y) => y[2] - x[2]).slice(0, top);
}
