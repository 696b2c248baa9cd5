import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  test.each([
    ['', '', 0],
    ['kim', '', 3],
    ['danial', 'daniel', 1],
    ['michaela', 'michael', 1],
    ['kitten', 'sitting', 3],
  ])('%j → %j: %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });

  it('counts words of arrays as items', () => {
    expect(editDistance(['five', 'years'], ['five', 'tears', 'now'])).toBe(2);
  });

  it('costs a replacement what `replace` says, never more than dropping one item and adding the other', () => {
    const half = (x: string, y: string) => ('td'.includes(x) && 'td'.includes(y) ? 0.5 : 1);
    expect(editDistance('bautista', 'baudisda', half)).toBe(1);
    expect(editDistance('bautista', 'baudisda')).toBe(2);
    expect(editDistance('ab', 'ba', () => 5)).toBe(2);
  });

  it('is a distance: zero only between equals, symmetric, within the longer length, and obeys the triangle inequality', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 8 });
    fc.assert(
      fc.property(word, word, word, (a, b, c) => {
        const ab = editDistance(a, b);
        expect(ab === 0).toBe(a === b);
        expect(ab).toBe(editDistance(b, a));
        expect(ab).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
        expect(ab).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(editDistance(a, c)).toBeLessThanOrEqual(ab + editDistance(b, c));
      }),
    );
  });
});
