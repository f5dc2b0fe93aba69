import {
  ConnectorError,
  type ConnectorErrorCode,
  FileRejectedError,
  GateBusyError,
  ModelEditError,
} from '@tabletalk/connectors';
import { AppError } from '@tabletalk/contracts';
import { ChartEditError, CompileError } from '@tabletalk/nlq';

/**
 * What the server was doing when a package failed: the same failure reads differently to the
 * user when a question ran than when a connection was being tried.
 * - `query`: a question's (or a preview's) statement ran on a source.
 * - `connect`: a connection was opened or tested; its messages are written for users.
 * - `query-slot`: a query waited for one of its organization's slots.
 * - `read-aloud`: a description waited for the speech synthesizer.
 */
export type Doing = 'query' | 'connect' | 'query-slot' | 'read-aloud';

/** Failures before the server answered: one text for all, so ports cannot be scanned (A2). */
const UNREACHABLE_CODES = new Set<ConnectorErrorCode>(['CONNECTION_REFUSED', 'CONNECTION_TIMEOUT']);

const seconds = (count: number) => `${count} second${count === 1 ? '' : 's'}`;

function fromConnector(error: ConnectorError, doing: Doing): AppError | ConnectorError {
  if (error.code === 'CREDENTIALS_UNREADABLE') return new AppError('CREDENTIALS_UNREADABLE');
  if (doing === 'connect') {
    // Other connector messages are written for users (no host names, no driver text).
    return UNREACHABLE_CODES.has(error.code)
      ? new AppError('CONNECTION_FAILED')
      : new AppError('CONNECTION_FAILED', { message: error.message });
  }
  if (error.code === 'QUERY_TIMEOUT') return new AppError('QUERY_TIMEOUT');
  if (error.code === 'QUERY_TOO_LARGE') return new AppError('QUERY_TOO_LARGE');
  // Nobody waits for a cancelled query's answer: it stays what it is, for the logs.
  if (error.code === 'QUERY_CANCELLED') return error;
  if (error.code.startsWith('CONNECTION')) return new AppError('CONNECTION_FAILED');
  return new AppError('QUERY_FAILED');
}

function fromGateBusy(error: GateBusyError, doing: Doing): AppError {
  const wait = seconds(error.retryAfterSeconds);
  const message =
    doing === 'read-aloud'
      ? `Too many answers are being read aloud at once. Please try again in ${wait}.`
      : `Your organization is running too many queries at once. Please try again in ${wait}.`;
  return new AppError('RATE_LIMITED', {
    message,
    details: { retryAfterSeconds: error.retryAfterSeconds, reason: error.reason },
  });
}

/** A field the user can correct, named in `details.fields` as a failed form field would be. */
function invalidField(message: string, path: string | null, reason?: string): AppError {
  const fields = path ? [{ path, message }] : [];
  return new AppError('VALIDATION_FAILED', {
    message,
    details: reason === undefined ? { fields } : { fields, reason },
  });
}

/**
 * The one table from the packages' errors to the AppError a client sees. Each row names an error
 * class and how it reads; an error no row names is returned as it is (the error handler logs it
 * and answers 500).
 */
const rows: { [Type in keyof ErrorTypes]: Row<ErrorTypes[Type]> } = {
  connector: { is: (e) => e instanceof ConnectorError, read: fromConnector },
  gateBusy: { is: (e) => e instanceof GateBusyError, read: fromGateBusy },
  chartEdit: {
    is: (e) => e instanceof ChartEditError,
    read: (error) => invalidField(error.message, error.field, error.code),
  },
  modelEdit: {
    is: (e) => e instanceof ModelEditError,
    read: (error) => invalidField(error.message, error.path),
  },
  compile: {
    is: (e) => e instanceof CompileError,
    read: (error) =>
      new AppError('VALIDATION_FAILED', {
        message: 'This query does not fit the data source. Pick a column or value it has.',
        details: { compile: error.code },
      }),
  },
  fileRejected: {
    is: (e) => e instanceof FileRejectedError,
    read: (error) =>
      new AppError('FILE_REJECTED', { message: error.message, details: { reason: error.code } }),
  },
};

interface ErrorTypes {
  connector: ConnectorError;
  gateBusy: GateBusyError;
  chartEdit: ChartEditError;
  modelEdit: ModelEditError;
  compile: CompileError;
  fileRejected: FileRejectedError;
}

interface Row<E> {
  is: (error: unknown) => error is E;
  read: (error: E, doing: Doing) => AppError | E;
}

/**
 * The AppError a package's failure reads as, given what the server was doing; an AppError, or
 * an error no row of the table names, comes back unchanged. Use as `throw toAppError(error, …)`;
 * `doing` matters for connector and query-gate errors only.
 */
export function toAppError(error: unknown, doing: Doing = 'query'): unknown {
  if (error instanceof AppError) return error;
  for (const row of Object.values(rows) as Row<unknown>[]) {
    if (row.is(error)) return row.read(error, doing);
  }
  return error;
}
