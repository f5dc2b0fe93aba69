import { HOST_NOT_ALLOWED_MESSAGE } from '../egress/guard';
import { ConnectorError, type ConnectorErrorCode } from '../types';

const UNREACHABLE =
  'Could not connect to the database server. Check the host and port, and that the server accepts connections from Tabletalk.';

/**
 * What users read for each failure: no host names, no driver text. Refused, timed-out and
 * filtered connections share one text (and one code, see `unreachable`) so that connection
 * tests cannot be used to scan ports (SECURITY A2).
 */
export const CONNECTOR_MESSAGES: Record<ConnectorErrorCode, string> = {
  CONNECTION_REFUSED: UNREACHABLE,
  CONNECTION_TIMEOUT: UNREACHABLE,
  AUTH_FAILED: 'The database rejected the user name or password.',
  SSL_REQUIRED:
    'A secure (SSL/TLS) connection to the database could not be established. Check the SSL setting of this connection and the server certificate.',
  HOST_NOT_ALLOWED: HOST_NOT_ALLOWED_MESSAGE,
  DATABASE_NOT_FOUND: 'The database does not exist, or this user may not open it.',
  QUERY_TIMEOUT: 'The query took too long and was stopped.',
  QUERY_CANCELLED: 'The query was cancelled.',
  READ_ONLY_VIOLATION:
    'The query tried to change data. Tabletalk only reads from your database, so it was refused.',
  QUERY_FAILED: 'The database could not run this query.',
  QUERY_TOO_LARGE: 'The result is larger than a question may read at once. Try narrowing it down.',
  CREDENTIALS_UNREADABLE:
    'The stored credentials of this connection cannot be read. Enter them again.',
};

/** A ConnectorError with the standard message for its code; the driver error stays in `cause`. */
export function connectorError(code: ConnectorErrorCode, cause?: unknown): ConnectorError {
  return new ConnectorError(code, CONNECTOR_MESSAGES[code], { cause });
}

/**
 * Refused, timed out, unreachable or reset: one code and one message for all of them, so a
 * closed port and a black-holed address look the same to a client. Details stay in `cause`.
 */
export function unreachable(cause?: unknown): ConnectorError {
  return connectorError('CONNECTION_REFUSED', cause);
}

/** Socket-level error codes that mean "could not reach the server". */
export const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EPIPE',
  'EADDRNOTAVAIL',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
]);

/** TLS failures: the server refused TLS, or its certificate could not be verified. */
export function isTlsError(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  return (
    /^ERR_(TLS|SSL)_/.test(code) ||
    /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/.test(code) ||
    /\b(SSL|TLS|secure connection|certificate)\b/i.test(message)
  );
}

/** Reads `code` and `message` from whatever a driver threw. */
export function errorFields(error: unknown): { code: string; message: string; errno?: number } {
  if (typeof error !== 'object' || error === null) return { code: '', message: String(error) };
  const fields = error as { code?: unknown; message?: unknown; errno?: unknown };
  return {
    code:
      typeof fields.code === 'string' || typeof fields.code === 'number' ? String(fields.code) : '',
    message: typeof fields.message === 'string' ? fields.message : '',
    errno: typeof fields.errno === 'number' ? fields.errno : undefined,
  };
}
