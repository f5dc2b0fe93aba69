import type { ConnectorError } from '../types';
import {
  connectorError,
  errorFields,
  isTlsError,
  NETWORK_ERROR_CODES,
  unreachable,
} from './errors';
import { type StopReason, stoppedError } from './statement-watch';

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Maps an @databricks/sql error to a safe ConnectorError: HTTP 401/403 are a bad token, 404 an
 * HTTP path that names no warehouse, STATEMENT_TIMEOUT expiries a timeout.
 */
export function mapDatabricksError(
  error: unknown,
  reason: StopReason | null,
  phase: 'connect' | 'query' = 'query',
): ConnectorError {
  if (reason !== null) return stoppedError(reason, error);
  const { code, message } = errorFields(error);
  const status = statusOf(error);
  if (
    status === 401 ||
    status === 403 ||
    /invalid access token|unauthori[sz]ed|forbidden/i.test(message)
  ) {
    return connectorError('AUTH_FAILED', error);
  }
  if (status === 404) return connectorError('DATABASE_NOT_FOUND', error);
  if (/STATEMENT_TIMEOUT|timed? ?out|timeout/i.test(message) && phase === 'query') {
    return connectorError('QUERY_TIMEOUT', error);
  }
  if (/cancell?ed/i.test(message) && phase === 'query')
    return connectorError('QUERY_CANCELLED', error);
  if (NETWORK_ERROR_CODES.has(code)) return unreachable(error);
  if (phase === 'connect' && isTlsError({ code, message }))
    return connectorError('SSL_REQUIRED', error);
  return phase === 'connect' ? unreachable(error) : connectorError('QUERY_FAILED', error);
}
