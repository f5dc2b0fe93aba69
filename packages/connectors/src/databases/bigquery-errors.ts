import { ConnectorError } from '../types';
import { connectorError, errorFields, NETWORK_ERROR_CODES, unreachable } from './errors';
import { type StopReason, stoppedError } from './statement-watch';

/** Said when a query would scan more than the connection's `maximumBytesBilled`. */
export const BYTES_LIMIT_MESSAGE =
  'This query would scan more data than this connection allows. Narrow it down (dates, columns) and try again.';

function reasonsOf(error: unknown): string[] {
  const errors = (error as { errors?: { reason?: unknown }[] } | null)?.errors ?? [];
  return errors.map((item) => String(item.reason ?? ''));
}

/**
 * Maps a BigQuery (Google API) error to a safe ConnectorError, from its HTTP status and its
 * `errors[].reason` codes.
 */
export function mapBigQueryError(error: unknown, reason: StopReason | null): ConnectorError {
  if (reason !== null) return stoppedError(reason, error);
  const { code, message } = errorFields(error);
  const reasons = reasonsOf(error);
  const status = Number(code);
  if (reasons.includes('bytesBilledLimitExceeded')) {
    return new ConnectorError('QUERY_FAILED', BYTES_LIMIT_MESSAGE, { cause: error });
  }
  if (status === 401 || /invalid_grant|invalid_client|unauthorized_client/i.test(message)) {
    return connectorError('AUTH_FAILED', error);
  }
  if (reasons.includes('timeout') || /Job timed out|exceeded.*timeout/i.test(message)) {
    return connectorError('QUERY_TIMEOUT', error);
  }
  if (reasons.includes('stopped') || /cancell?ed/i.test(message))
    return connectorError('QUERY_CANCELLED', error);
  if (status === 404 && /Dataset|Project/i.test(message))
    return connectorError('DATABASE_NOT_FOUND', error);
  if (NETWORK_ERROR_CODES.has(code)) return unreachable(error);
  return connectorError('QUERY_FAILED', error);
}
