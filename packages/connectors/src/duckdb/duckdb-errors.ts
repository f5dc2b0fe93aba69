import { ConnectorError } from '../types';

const MAX_MESSAGE_LENGTH = 300;

/**
 * Turns a DuckDB error into a ConnectorError whose message is safe to show: the first line of
 * DuckDB's text (useful to correct a query) with file paths removed; the original stays as `cause`.
 */
export function toDuckDbError(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (/database does not exist|Cannot open database/i.test(text)) {
    return new ConnectorError('DATABASE_NOT_FOUND', 'The data for this source was not found.', {
      cause: error,
    });
  }
  if (/read-only mode/i.test(text)) {
    return new ConnectorError('READ_ONLY_VIOLATION', 'The data source is read-only.', {
      cause: error,
    });
  }
  if (/^INTERRUPT Error/i.test(text)) {
    return new ConnectorError('QUERY_CANCELLED', 'The query was cancelled.', { cause: error });
  }
  if (/^Out of Memory Error/i.test(text)) {
    return new ConnectorError(
      'QUERY_TOO_LARGE',
      'The query needed more memory than a question may use. Try narrowing it down.',
      { cause: error },
    );
  }
  if (/file system operations are disabled/i.test(text)) {
    return new ConnectorError('QUERY_FAILED', 'Queries cannot read or write files.', {
      cause: error,
    });
  }
  return new ConnectorError('QUERY_FAILED', `The query failed: ${safeSummary(text)}`, {
    cause: error,
  });
}

function safeSummary(text: string): string {
  const firstLine = text.split('\n')[0] ?? '';
  const withoutPaths = firstLine.replace(/(["'])(?:[A-Za-z]:)?[\\/][^"']*\1/g, '$1<path>$1');
  return withoutPaths.length > MAX_MESSAGE_LENGTH
    ? `${withoutPaths.slice(0, MAX_MESSAGE_LENGTH)}…`
    : withoutPaths;
}
