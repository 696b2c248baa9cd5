import { describe, expect, it } from 'vitest';
import { heardForSure } from './hear-answer.ts';

describe('heardForSure', () => {
  const grammar = { source: 'grammar', backed: true };
  it("is sure of a value the question's grammar heard and the general model backed, and of nothing else", () => {
    expect(heardForSure('number', grammar, 5, null)).toBe(true);
    expect(heardForSure('number', { source: 'grammar', backed: false }, 5, null)).toBe(false);
    expect(heardForSure('number', { source: 'neural', backed: false }, 5, null)).toBe(false);
    expect(heardForSure('name', grammar, 'anthony sanchez', null)).toBe(true); // no name typed
  });

  it('is sure of a name, when one was typed, only as that name (set 35: "Thulani Sibiya" heard "anthony sanchez")', () => {
    expect(heardForSure('name', grammar, 'anthony sanchez', 'thulani sibiya')).toBe(false);
    expect(heardForSure('name', { source: 'neural', backed: false }, 'thulani sibiya', 'thulani sibiya')).toBe(true);
    expect(heardForSure('name', grammar, null, 'thulani sibiya')).toBe(false);
    expect(heardForSure('choice', grammar, 'designer', 'thulani sibiya')).toBe(true); // only the name
  });
});
