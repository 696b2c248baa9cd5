// The words of a transcript, and whether they name a number: what every reading of an answer starts from.

/** Spoken numbers, zero to nineteen (the index is the number), and the tens (the index is the tens digit). */
export const UNITS = [
  ...'zero one two three four five six seven eight nine'.split(' '),
  ...'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' '),
];
export const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/**
 * Lower-case words of a transcript (punctuation and pocketsphinx alternates like "two(2)" dropped; an apostrophe
 * only inside a word, so the dictionary's "months'" of "three months' notice" reads as "months").
 */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\(\d+\)/g, '')
    .split(/[^a-z']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** True when the words name a number ("sixty", "a hundred", "85"). */
export const saysNumber = (ws: string[]): boolean =>
  ws.some((w) => UNITS.includes(w) || TENS.includes(w) || /^\d/.test(w) || w === 'hundred' || w === 'thousand');
