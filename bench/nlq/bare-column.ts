const BARE_COLUMN_ERROR = /must appear in the GROUP BY clause or must be part of an aggregate/;
const ERROR_LINE = /^LINE (\d+): (.*)$/;
/** A column reference: `name`, `t.name`, `"t"."name"`. */
const COLUMN_REFERENCE = /^(?:(?:"[^"]*"|`[^`]*`|\w+)\.)*(?:"[^"]*"|`[^`]*`|\w+)/;

/** Where DuckDB's caret points in `sql`, from the `LINE n: …` excerpt and the `^` below it. */
function errorPosition(sql: string, errorText: string): number | null {
  const lines = errorText.split('\n');
  const lineIndex = lines.findIndex((line) => ERROR_LINE.test(line));
  const match = ERROR_LINE.exec(lines[lineIndex] ?? '');
  const caret = lines[lineIndex + 1]?.indexOf('^') ?? -1;
  if (!match || caret < 0) return null;
  const [, lineNumber = '1', excerpt = ''] = match;
  const prefixLength = `LINE ${lineNumber}: `.length;
  // DuckDB shows a window of long lines, with "..." where it cut.
  const leadingCut = excerpt.startsWith('...') ? 3 : 0;
  const core = excerpt.slice(leadingCut).replace(/\.\.\.$/, '');
  const sqlLines = sql.split('\n');
  const lineStart = sqlLines
    .slice(0, Number(lineNumber) - 1)
    .reduce((sum, line) => sum + line.length + 1, 0);
  const inLine = (sqlLines[Number(lineNumber) - 1] ?? '').indexOf(core);
  if (inLine < 0) return null;
  return lineStart + inLine + caret - prefixLength - leadingCut;
}

/**
 * SQLite lets a query select a column that is neither grouped nor aggregated (a "bare" column,
 * taken from some row of the group); DuckDB refuses. Given DuckDB's binder error for such a
 * column, wraps the column reference it points at in `any_value(…)`, SQLite's meaning. Returns
 * null when the error is another one or the position cannot be found. Never throws.
 * @example wrapBareColumn('SELECT t.name, count(*) FROM t GROUP BY t.id', duckDbErrorText) // 'SELECT any_value(t.name), …'
 */
export function wrapBareColumn(sql: string, errorText: string): string | null {
  if (!BARE_COLUMN_ERROR.test(errorText)) return null;
  const position = errorPosition(sql, errorText);
  if (position === null || position < 0) return null;
  const reference = COLUMN_REFERENCE.exec(sql.slice(position))?.[0];
  if (!reference) return null;
  const end = position + reference.length;
  return `${sql.slice(0, position)}any_value(${reference})${sql.slice(end)}`;
}
