/** Longest column name the server takes (`csvHeadersRequestSchema`). */
export const HEADER_MAX_LENGTH = 200;

export type HeaderProblem = 'empty' | 'duplicate' | 'too-long';

const MESSAGES: Record<HeaderProblem, string> = {
  empty: 'A column name cannot be empty.',
  duplicate: 'Another column has this name.',
  'too-long': `At most ${HEADER_MAX_LENGTH} characters.`,
};

export function headerProblemMessage(problem: HeaderProblem): string {
  return MESSAGES[problem];
}

// Databases compare column names without regard to case or surrounding spaces.
const normalise = (name: string) => name.trim().toLowerCase();

/** The problem of each header (null when fine): blank, too long, or a duplicate of another. */
export function headerProblems(headers: readonly string[]): (HeaderProblem | null)[] {
  const counts = new Map<string, number>();
  for (const header of headers) {
    const key = normalise(header);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return headers.map((header) => {
    if (!header.trim()) return 'empty';
    if (header.trim().length > HEADER_MAX_LENGTH) return 'too-long';
    return (counts.get(normalise(header)) ?? 0) > 1 ? 'duplicate' : null;
  });
}

export function hasHeaderProblems(headers: readonly string[]): boolean {
  return headerProblems(headers).some((problem) => problem !== null);
}

/**
 * Names that fix missing and duplicate headers while keeping every good one: blanks become
 * `column_<n>` (n = position from 1), later duplicates get `_2`, `_3`… until unique.
 * @example suggestHeaders(['id', '', 'id']) // ['id', 'column_2', 'id_2']
 */
export function suggestHeaders(headers: readonly string[]): string[] {
  const taken = new Set<string>();
  const named = headers.map((header, index) => header.trim() || `column_${index + 1}`);
  return named.map((name) => {
    let candidate = name.slice(0, HEADER_MAX_LENGTH);
    for (let n = 2; taken.has(normalise(candidate)); n += 1) {
      const suffix = `_${n}`;
      candidate = `${name.slice(0, HEADER_MAX_LENGTH - suffix.length)}${suffix}`;
    }
    taken.add(normalise(candidate));
    return candidate;
  });
}

/** Whether the user changed any name, i.e. whether `csv-headers` must be sent after upload. */
export function headersChanged(original: readonly string[], edited: readonly string[]): boolean {
  return original.length !== edited.length || original.some((h, i) => h !== edited[i]?.trim());
}
