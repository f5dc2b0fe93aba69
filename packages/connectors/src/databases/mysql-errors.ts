import { ConnectorError } from '../types';
import {
  connectorError,
  errorFields,
  isTlsError,
  NETWORK_ERROR_CODES,
  unreachable,
} from './errors';
import { type StopReason, stoppedError } from './statement-watch';

/** MySQL / MariaDB error numbers a user can act on. */
const ERRNO_CODES: Record<number, ConnectorError['code']> = {
  1044: 'DATABASE_NOT_FOUND', // ER_DBACCESS_DENIED_ERROR: no access to that database
  1045: 'AUTH_FAILED', // ER_ACCESS_DENIED_ERROR
  1049: 'DATABASE_NOT_FOUND', // ER_BAD_DB_ERROR
  1130: 'AUTH_FAILED', // ER_HOST_NOT_PRIVILEGED: this client may not log in
  1251: 'AUTH_FAILED', // ER_NOT_SUPPORTED_AUTH_MODE
  1290: 'READ_ONLY_VIOLATION', // ER_OPTION_PREVENTS_STATEMENT (--read-only server)
  1792: 'READ_ONLY_VIOLATION', // ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION
  1969: 'QUERY_TIMEOUT', // MariaDB ER_STATEMENT_TIMEOUT (max_statement_time)
  3024: 'QUERY_TIMEOUT', // MySQL ER_QUERY_TIMEOUT (max_execution_time)
  1317: 'QUERY_CANCELLED', // ER_QUERY_INTERRUPTED (KILL QUERY)
  3159: 'SSL_REQUIRED', // ER_SECURE_TRANSPORT_REQUIRED
  1040: 'CONNECTION_REFUSED', // ER_CON_COUNT_ERROR
};

/**
 * Maps an error from `mysql2` (or the server through it) to a safe ConnectorError. `reason`
 * says whether we stopped the statement ourselves, which wins over the driver's view.
 */
export function mapMysqlError(error: unknown, reason: StopReason | null = null): ConnectorError {
  if (reason !== null) return stoppedError(reason, error);
  // Already safe to show (the result was too large).
  if (error instanceof ConnectorError) return error;
  const { code, message, errno } = errorFields(error);
  const mapped = errno === undefined ? undefined : ERRNO_CODES[errno];
  if (mapped === 'CONNECTION_REFUSED') return unreachable(error);
  if (mapped) return connectorError(mapped, error);
  if (code === 'HANDSHAKE_NO_SSL_SUPPORT') return connectorError('SSL_REQUIRED', error);
  // Any other server error (a positive error number; Node's socket errnos are negative).
  if (errno !== undefined && errno > 0) return connectorError('QUERY_FAILED', error);
  if (NETWORK_ERROR_CODES.has(code) || /connect ETIMEDOUT|Connection lost/i.test(message)) {
    return unreachable(error);
  }
  if (isTlsError({ code, message })) return connectorError('SSL_REQUIRED', error);
  return connectorError('QUERY_FAILED', error);
}
