// The words of a transcript, and whether they name a number: what every reading of an answer starts from.

/** Spoken numbers, zero to nineteen (the index is the number), and the tens (the index is the tens digit). */
export const UNITS = [
  ...'zero one two three four five six seven eight nine'.split(' '),
  ...'ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' '),
];
export const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number under a billion in words, as it is said: 90000 → "ninety thousand", 125 → "one hundred twenty five". */
export function numeralWords(n: number): string {
  const below100 = (k: number) => (k < 20 ? UNITS[k] : `${TENS[Math.floor(k / 10)]}${k % 10 ? ` ${UNITS[k % 10]}` : ''}`);
  const below1000 = (k: number) =>
    [k >= 100 ? `${UNITS[Math.floor(k / 100)]} hundred` : '', k % 100 || k < 100 ? below100(k % 100) : ''].filter(Boolean).join(' ');
  if (n < 1000) return below1000(n);
  const [high, scale] = n < 1e6 ? [Math.floor(n / 1000), 'thousand'] : [Math.floor(n / 1e6), 'million'];
  const rest = n % (scale === 'thousand' ? 1000 : 1e6);
  return [`${below1000(high)} ${scale}`, rest ? numeralWords(rest) : ''].filter(Boolean).join(' ');
}

/**
 * Lower-case words of a transcript (punctuation and pocketsphinx alternates like "two(2)" dropped; an apostrophe
 * only inside a word, so the dictionary's "months'" of "three months' notice" reads as "months"). A number written
 * in digits reads as its words: the neural recognizer now and then writes "around 90,000 a year" (sets 29 and 30);
 * a letter joined to it is dropped (espeak's "around ninety five thousand" written "around I-95,000", set 32). A
 * "no" run into the correction after it is two words (kal's "five, no, actually seven" written "five noactually
 * seven", set 44).
 */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\(\d+\)/g, '')
    .replace(/\bno(?=(?:actually|wait|sorry)\b)/g, 'no ')
    .replace(/\b[a-z]-(?=\d)/g, ' ')
    .replace(/\d{1,3}(?:,\d{3})+(?!\d)|\d+/g, (d) =>
      d.replace(/,/g, '').length <= 9 ? ` ${numeralWords(Number(d.replace(/,/g, '')))} ` : ' ',
    )
    .split(/[^a-z']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/**
 * `words` of free text (no name in it), with a dropped "g" put back: kal's "hoping", "expecting", "something" written
 * "hopein'", "expectin'", "somethin'" by the neural recognizer (sets 22, 23 and 63); a name's "Hodin'" is not "hoding".
 * A "round" before a number is "around", as the neural recognizer wrote kal's "…flexible, but around a hundred and ten
 * k" (sets 65 and 66; all 7 stored "round" + number in salary answers were "around", "a round eighty five" an "uh").
 */
export const freeWords = (text: string): string[] =>
  words(text.replace(/(?<=[a-z][b-df-hj-np-tv-z])e?in'(?![a-z])/gi, 'ing')).map((w, i, ws) =>
    w === 'round' && saysNumber(ws.slice(i + 1, i + 3)) ? 'around' : w,
  );

/** True when the words (as `words` gives them: digits read as words) name a number ("sixty", "a hundred"). */
export const saysNumber = (ws: string[]): boolean =>
  ws.some((w) => UNITS.includes(w) || TENS.includes(w) || w === 'hundred' || w === 'thousand');

const UNDER_A_HUNDRED = [...new Set(Array.from({ length: 99 }, (_, i) => numeralWords(i + 1).split(' ')).flat())].join('|');
/**
 * "a" before a number under a hundred said in thousands ("a sixty five thousand"), which no one says, or before one
 * said with a vowel ("for a eighty five, maybe ninety thousand", set 78's slt: English says "an" there): an "uh".
 */
export const A_FOR_UH = new RegExp(
  `(?<![\\w'])a (?=(?:(?:${UNDER_A_HUNDRED}) )+(?:thousand|k|grand)(?![\\w'])|(?:eight|eighteen|eighty|eleven)(?![\\w']))`,
  'g',
);

/**
 * An answer opened "Um, I'm looking…" or "Um, I'd be looking…" as the neural recognizer writes it, mostly slt's: "Am I
 * looking…", "Am I be looking…" (9 stored salary answers of sets 14–78). No statement opens with that question: before
 * a word of "-ing" it is "I'm", before "be" "I'd" ("am i not hoping…", set 24's, stays as it is).
 */
export const amIForUm = (text: string): string =>
  text.replace(
    /^((?:(?:ah|uh|um|er|oh) )*)am i (be|[a-z]+ing)(?![\w'])/,
    (_, lead: string, next: string) => `${lead}${next === 'be' ? "i'd" : "i'm"} ${next}`,
  );
