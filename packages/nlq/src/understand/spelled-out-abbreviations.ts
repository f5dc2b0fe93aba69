/**
 * Whether `short` abbreviates `word` by dropping letters: the same first letter, its letters in
 * order, at least two letters shorter ("apt" apartment, "dept" department, "crs" course).
 */
function abbreviates(short: string, word: string): boolean {
  if (short[0] !== word[0] || word.length - short.length < 2) return false;
  let next = 0;
  for (const letter of word) if (letter === short[next]) next++;
  return next === short.length;
}

/** Endings that say "number" in names written as one word ("flno", "empno", "deptnum"). */
const numberEndings = /^(\p{L}{2,4}?)(no|num|nbr)$/u;

/** A one-word name ending in a short "number" split from it: "flno" → "fl number". */
function numberSplit(words: string[]): string[] {
  const [only] = words;
  const parts = words.length === 1 && only ? numberEndings.exec(only) : null;
  return parts?.[1] ? [parts[1], 'number'] : words;
}

/**
 * "apt_number", "dept_name", "stu_gpa", "flno": a name's first word of two to four letters that
 * abbreviates a word the model's tables are called by is said spelled out ("apartment number",
 * "department name", "student gpa"), and so is a one-word name of such a start and "no" ("flno"
 * is the flight number). A short word ending in "e" is taken as a word of its own ("date_from" is
 * not a department's).
 */
export function abbreviationsSpelledOut(
  own: string[][],
  entityWords: ReadonlySet<string>,
): string[][] {
  return own.map(numberSplit).flatMap((words) => {
    const [first, ...rest] = words;
    if (!first || rest.length === 0 || first.length < 2 || first.length > 4) return [];
    if (first.endsWith('e') || !/^\p{L}+$/u.test(first)) return [];
    return [...entityWords]
      .filter((word) => abbreviates(first, word))
      .map((word) => [word, ...rest]);
  });
}
