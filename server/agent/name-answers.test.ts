import { describe, expect, it } from 'vitest';
import { extractValue } from './dialogue-utils.ts';
import { expectsOf } from './recruiter-script.ts';

// Set 40 (read 2026-11-30): "Oh, right, sorry, it's Rosalind Fairweather. Bit of a mouthful, I know." was the name
// "right" — the words that take the question in come before the name, and a tail's "bit" ends it.
describe('the name after "right" and "right, sorry"', () => {
  it.each([
    ["oh right sorry it's rosalind fairweather bit of a mouthful i know", 'rosalind fairweather'],
    ["right yeah it's rachel thompson", 'rachel thompson'],
    ['oh right uh anil bhattarai', 'anil bhattarai'],
    ["alright so i'm hieu dang", 'hieu dang'],
    // Misheard names after it are none, not "right".
    ['oh right sorry oh you clear whether you tube a mouthful i know', null],
    ['right so we can use or or', null],
    // A "sorry" alone opens no name ("sorry, I'm a little nervous").
    ["um hi sorry i'm a little nervous it's family charger", null],
    ['oh sorry yes ten when you', null],
  ])('reads %j as %j', (text, value) => expect(extractValue(expectsOf('name'), text)).toBe(value));
});
