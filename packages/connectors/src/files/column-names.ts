/** Longest column name kept; longer header cells are cut (DuckDB allows more, people don't read it). */
const MAX_NAME_LENGTH = 120;

/**
 * Turns raw header cells into unique column names: control characters read as spaces (a NUL
 * would end the SQL naming the column: DuckDB reads statements as C strings), trimmed (inner
 * whitespace collapsed), blanks become `column_<position>`, and repeats — compared
 * case-insensitively, as DuckDB does — get `_2`, `_3`, ... in order of appearance.
 *
 * @example normalizeColumnNames(['Name', ' name ', '', 'Total']) // ['Name', 'name_2', 'column_3', 'Total']
 */
export function normalizeColumnNames(raw: readonly (string | null | undefined)[]): string[] {
  const taken = new Set<string>();
  const counts = new Map<string, number>();
  return raw.map((cell, index) => {
    const trimmed = (cell ?? '')
      .replace(/[\s\p{Cc}]+/gu, ' ')
      .trim()
      .slice(0, MAX_NAME_LENGTH);
    const base = trimmed === '' ? `column_${index + 1}` : trimmed;
    let name = base;
    let suffix = counts.get(base.toLowerCase()) ?? 1;
    while (taken.has(name.toLowerCase())) {
      suffix += 1;
      name = `${base}_${suffix}`;
    }
    counts.set(base.toLowerCase(), suffix);
    taken.add(name.toLowerCase());
    return name;
  });
}

/** Which raw header cells are blank, and which names repeat (case-insensitively). */
export function findHeaderProblems(raw: readonly string[]): {
  blank: number[];
  duplicates: string[];
} {
  const blank: number[] = [];
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  raw.forEach((cell, index) => {
    const trimmed = cell.trim();
    if (trimmed === '') {
      blank.push(index + 1);
      return;
    }
    const key = trimmed.toLowerCase();
    if (seen.has(key)) duplicates.add(trimmed);
    seen.add(key);
  });
  return { blank, duplicates: [...duplicates] };
}

/**
 * A table name from a sheet or file name: lower case letters, digits and underscores, starting
 * with a letter, unique among `taken` (which it updates).
 */
export function toTableName(raw: string, taken: Set<string>, fallback: string): string {
  const slug = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  let base = slug === '' ? fallback : slug;
  if (/^[0-9]/.test(base)) base = `t_${base}`;
  let name = base;
  for (let suffix = 2; taken.has(name); suffix += 1) name = `${base}_${suffix}`;
  taken.add(name);
  return name;
}
