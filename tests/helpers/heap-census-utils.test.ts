import { describe, expect, it } from 'vitest';
import { callHeapBytes, censusGrowth, heapCensus, isCallKind, type HeapSnapshotJson } from './heap-census-utils.ts';

// A snapshot in DevTools' layout: 3 fields per node (type index, name index, self size).
function snapshot(nodes: [string, string, number][]): HeapSnapshotJson {
  const types = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native'];
  const strings = [...new Set(nodes.map((n) => n[1]))];
  return {
    snapshot: { meta: { node_fields: ['type', 'name', 'self_size'], node_types: [types, 'string', 'number'] } },
    nodes: nodes.flatMap(([t, name, size]) => [types.indexOf(t), strings.indexOf(name), size]),
    strings,
  };
}

describe('heap-census-utils', () => {
  it('counts nodes and bytes by type and name', () => {
    const census = heapCensus(
      snapshot([
        ['native', 'AudioContext', 800],
        ['native', 'AudioContext', 800],
        ['object', 'Object', 40],
      ]),
    );
    expect(Object.fromEntries(census)).toEqual({
      'native:AudioContext': { count: 2, bytes: 1600 },
      'object:Object': { count: 1, bytes: 40 },
    });
  });

  it.each([
    ['native:AudioContext', true],
    ['native:<canvas class="vc-canvas">', true],
    ['object:VoiceCall', true],
    ['closure:onMessage', true],
    ['code:system / InstructionStream', false],
    ['native:system / DoubleStringCache', false],
    ['native:blink::HeapHashTableBacking<blink::HashTable<x>>', false],
    ['native:PerformanceLongTaskTiming', false],
    ['native:LayoutShift', false],
    ['native:blink::ComputedStyle', false],
    ['string:call-start-success', false],
    ['hidden:system / Context', false],
  ])('%s can belong to a call: %s', (key, yes) => {
    expect(isCallKind(key)).toBe(yes);
  });

  it('sums only what a call can hold, and lists what grew', () => {
    const a = heapCensus(
      snapshot([
        ['native', 'AudioContext', 800],
        ['code', 'fn', 5000],
      ]),
    );
    const b = heapCensus(
      snapshot([
        ['native', 'AudioContext', 800],
        ['native', 'AudioContext', 800],
        ['object', 'Object', 40],
        ['code', 'fn', 9000],
      ]),
    );
    expect([callHeapBytes(a), callHeapBytes(b)]).toEqual([800, 1640]);
    expect(censusGrowth(a, b)).toEqual([
      ['native:AudioContext', 1, 800],
      ['object:Object', 1, 40],
    ]);
  });

  it('refuses something that is not a heap snapshot', () => {
    const bad = { snapshot: { meta: { node_fields: ['id'], node_types: [[]] } }, nodes: [], strings: [] };
    expect(() => heapCensus(bad)).toThrow(/not a heap snapshot/);
  });
});
