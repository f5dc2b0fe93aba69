import { ConnectorError } from '../types';
import {
  connectorError,
  errorFields,
  isTlsError,
  NETWORK_ERROR_CODES,
  unreachable,
} from './errors';
import { type StopReason, stoppedError } from './statement-watch';

/** SQLSTATE → code, for the states a user can act on. */
const SQLSTATE_CODES: Record<string, ConnectorError['code']> = {
  '28P01': 'AUTH_FAILED', // invalid_password
  '28000': 'AUTH_FAILED', // invalid_authorization_specification (also: unknown role)
  '3D000': 'DATABASE_NOT_FOUND', // invalid_catalog_name
  '25006': 'READ_ONLY_VIOLATION', // read_only_sql_transaction
  '53300': 'CONNECTION_REFUSED', // too_many_connections
  '57P01': 'CONNECTION_REFUSED', // admin_shutdown
  '57P03': 'CONNECTION_REFUSED', // cannot_connect_now
};

/** Messages pg itself produces when a connect or a socket fails. */
const pgConnectFailure =
  /connection timeout|timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error/i;

/**
 * Maps an error from `pg` (or from the server through it) to a safe ConnectorError. `reason`
 * says whether we stopped the statement ourselves, which wins over whatever the driver saw.
 */
export function mapPostgresError(error: unknown, reason: StopReason | null = null): ConnectorError {
  if (reason !== null) return stoppedError(reason, error);
  // Already safe to show (the result was too large).
  if (error instanceof ConnectorError) return error;
  const { code, message } = errorFields(error);
  if (code === '57014') {
    return connectorError(
      /statement timeout/i.test(message) ? 'QUERY_TIMEOUT' : 'QUERY_CANCELLED',
      error,
    );
  }
  // pg_hba refusing a non-TLS connection reads "no pg_hba.conf entry ... no encryption".
  if (code === '28000' && /SSL off|no encryption/i.test(message)) {
    return connectorError('SSL_REQUIRED', error);
  }
  const mapped = SQLSTATE_CODES[code];
  if (mapped === 'CONNECTION_REFUSED') return unreachable(error);
  if (mapped) return connectorError(mapped, error);
  // Any other server error (it carries a SQLSTATE) is about the statement, whatever it says.
  if (/^[0-9A-Z]{5}$/.test(code)) return connectorError('QUERY_FAILED', error);
  if (NETWORK_ERROR_CODES.has(code) || pgConnectFailure.test(message)) return unreachable(error);
  if (isTlsError({ code, message })) return connectorError('SSL_REQUIRED', error);
  return connectorError('QUERY_FAILED', error);
}
