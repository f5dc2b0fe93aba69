/**
 * Edit distance between two strings, by Unicode code point: the fewest insertions, deletions and
 * substitutions turning `a` into `b`. Two rows of memory, time |a| × |b|.
 */
export function levenshtein(a: string, b: string): number {
  const source = Array.from(a);
  const target = Array.from(b);
  let previous = new Uint32Array(target.length + 1).map((_, j) => j);
  let row = new Uint32Array(target.length + 1);
  for (let i = 1; i <= source.length; i += 1) {
    row[0] = i;
    for (let j = 1; j <= target.length; j += 1) {
      const cost = source[i - 1] === target[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    [previous, row] = [row, previous];
  }
  return previous[target.length] ?? 0;
}
