import { ConnectorError } from '../types';
import {
  connectorError,
  errorFields,
  isTlsError,
  NETWORK_ERROR_CODES,
  unreachable,
} from './errors';
import { type StopReason, stoppedError } from './statement-watch';

/** SQL Server error numbers a user can act on. */
const NUMBER_CODES: Record<number, ConnectorError['code']> = {
  18456: 'AUTH_FAILED', // login failed
  4060: 'DATABASE_NOT_FOUND', // cannot open database requested by the login
  911: 'DATABASE_NOT_FOUND', // database does not exist
  3906: 'READ_ONLY_VIOLATION', // database is read-only
  3908: 'READ_ONLY_VIOLATION', // read-only transaction on a secondary
};

/** The ConnectorError our egress guard raised inside the driver's socket connector, if any. */
function guardRefusal(error: unknown): ConnectorError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (current instanceof ConnectorError) return current;
    const next = current as { cause?: unknown; originalError?: unknown };
    current = next.cause ?? next.originalError;
  }
  return null;
}

function numberOf(error: unknown): number | undefined {
  const fields = error as { number?: unknown; originalError?: { number?: unknown } } | null;
  const value = fields?.number ?? fields?.originalError?.number;
  return typeof value === 'number' ? value : undefined;
}

/**
 * Maps an error from `mssql`/tedious to a safe ConnectorError. ETIMEOUT means the connect timed
 * out while connecting and the request timeout while querying, hence `phase`.
 */
export function mapMssqlError(
  error: unknown,
  reason: StopReason | null,
  phase: 'connect' | 'query' = 'query',
): ConnectorError {
  const refusal = guardRefusal(error);
  if (refusal) return refusal;
  if (reason !== null) return stoppedError(reason, error);
  const { code, message } = errorFields(error);
  const mapped = NUMBER_CODES[numberOf(error) ?? -1];
  if (mapped) return connectorError(mapped, error);
  if (code === 'ELOGIN') {
    return connectorError(
      /Cannot open database/i.test(message) ? 'DATABASE_NOT_FOUND' : 'AUTH_FAILED',
      error,
    );
  }
  if (code === 'ETIMEOUT')
    return phase === 'connect' ? unreachable(error) : connectorError('QUERY_TIMEOUT', error);
  if (code === 'ECANCEL') return connectorError('QUERY_CANCELLED', error);
  // A server error about the statement (EREQUEST) says nothing about TLS, whatever its text.
  if (code === 'EREQUEST') return connectorError('QUERY_FAILED', error);
  if (isTlsError({ code, message })) return connectorError('SSL_REQUIRED', error);
  if (['ESOCKET', 'ECONNCLOSED', 'EINSTLOOKUP'].includes(code) || NETWORK_ERROR_CODES.has(code)) {
    return unreachable(error);
  }
  return connectorError(phase === 'connect' ? 'CONNECTION_REFUSED' : 'QUERY_FAILED', error);
}
