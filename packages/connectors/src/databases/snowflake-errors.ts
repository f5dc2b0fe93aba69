import type { ConnectorError } from '../types';
import {
  connectorError,
  errorFields,
  isTlsError,
  NETWORK_ERROR_CODES,
  unreachable,
} from './errors';
import { type StopReason, stoppedError } from './statement-watch';

/**
 * Maps a snowflake-sdk error to a safe ConnectorError: 3901xx-3903xx are login failures,
 * 401001/402001 the driver could not reach Snowflake, 000630 the statement timeout,
 * 000604 a cancel.
 */
export function mapSnowflakeError(
  error: unknown,
  reason: StopReason | null,
  phase: 'connect' | 'query' = 'query',
): ConnectorError {
  if (reason !== null) return stoppedError(reason, error);
  const { code, message } = errorFields(error);
  const numeric = Number(code);
  if (numeric >= 390100 && numeric < 390400) {
    return connectorError(
      /database .*(does not exist|not authorized)/i.test(message)
        ? 'DATABASE_NOT_FOUND'
        : 'AUTH_FAILED',
      error,
    );
  }
  if (code === '000630' || /reached its statement timeout/i.test(message))
    return connectorError('QUERY_TIMEOUT', error);
  if (code === '000604' || /SQL execution canceled/i.test(message))
    return connectorError('QUERY_CANCELLED', error);
  if (numeric === 401001 || numeric === 402001 || NETWORK_ERROR_CODES.has(code))
    return unreachable(error);
  // Only a failing connect can be about TLS; a statement error may merely mention it.
  if (phase === 'connect' && isTlsError({ code, message }))
    return connectorError('SSL_REQUIRED', error);
  return phase === 'connect' ? unreachable(error) : connectorError('QUERY_FAILED', error);
}
