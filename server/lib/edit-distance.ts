// Levenshtein distance: the fewest items inserted, deleted or replaced to turn one sequence into another.

/**
 * Edit distance between two sequences (letters of a string, or words of an array); `replace` is what putting one item
 * for another, different one costs (by default 1, as dropping or adding one).
 */
export function editDistance<T>(a: ArrayLike<T>, b: ArrayLike<T>, replace: (x: T, y: T) => number = () => 1): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : replace(a[i - 1], b[j - 1])));
    prev = cur;
  }
  return prev[b.length];
}
