/**
 * A tsquery matching any of `lexemes`, in tsquery's input syntax: each lexeme quoted (quotes and
 * backslashes escaped), so no character a person typed can act as an operator. Cast it with
 * `::tsquery` (no further normalising: the lexemes are already PostgreSQL's own).
 */
export function anyOfQuery(lexemes: string[]): string {
  return lexemes
    .map((lexeme) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`)
    .join(' | ');
}
