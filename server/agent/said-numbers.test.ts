import { describe, expect, it } from 'vitest';
import { parseNumber } from './said-numbers.ts';
import { words } from './said-words.ts';

const years = (text: string) => parseNumber(words(text), 0, 30, /^years?$/);

describe('parseNumber', () => {
  it.each([
    ['about five years', 5],
    ['four or five years', 4],
    ['call you back in ten minutes', null],
    ['roughly a decade', 10],
    // "One" that stands for a noun (set 30: a role answer asked how many years), and the "one"s that are numbers.
    ['the data engineer one i think you had data engineering', null],
    ['the senior one about five years', 5],
    ['just the one', 1],
    ['for the last one year', 1],
    ['that one', 1],
    // Set 63: a role answer asked how many years, as the neural recognizer wrote slt's and kal's.
    ['soft wear engineer please that one', null],
    ['soft where engine near please that one', null],
    ['i think this one', null],
    ['please that one year', 1],
    // Set 33: "…, so that's the one" ends a role answer; "that's the one year" is a number.
    ["data engineer i've mostly been building pipelines so that's the one", null],
    // Set 44: "everyone" written apart, in a name answer asked how many years.
    ["hi yad's caterine of anderenko but every one calls me catcher so either's fine really", null],
    ['any one of five years', 5],
    ['every one year', 1],
    ["that's the one year i did", 1],
    // Set 45: "Just a single year so far, at my first company."
    ['just a single year so far at my first company', 1],
    ['a full year', 1],
    ['a single', null],
    // Set 46's kal: "I've been doing this for twelve years or so" as "…to him this four or twelve years or so".
    ['i might have been to him this four or twelve years or so', 12],
    ['ten or fifteen years', 10],
    ['one to three years', 1],
    // Espeak's "seven" as the neural recognizer wrote it (set 67: "Um, seven years so far."; sets 41–65 alike).
    ['um salmon year and so far', 7],
    ["i'd say sammon ah yeah sammon yearn in total", 7],
    ['salmon no weight more like a salmon years yes salmon', 7],
    ['rita salmon', null],
    ['i had salmon for lunch', null],
  ])('reads %j as %j', (text, n) => expect(years(text)).toBe(n));
});
