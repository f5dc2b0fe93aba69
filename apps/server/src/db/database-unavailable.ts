/**
 * The codes along an error's `cause` chain (Drizzle wraps the driver's error in its own), the
 * outermost first, at most five deep.
 */
export function errorCodesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

function messagesOf(error: unknown): string[] {
  const messages: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string') messages.push(message);
    current = (current as { cause?: unknown }).cause;
  }
  return messages;
}

/** The socket to the database failed or was refused. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** PostgreSQL: class 08 (connection exception), 57P01–57P03 (shutting down, starting up). */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[123])$/;
/** node-postgres says these in words only: a connection lost mid-query, a pool that waited. */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/**
 * Whether an error means the app database cannot be reached right now (restarting, down, the
 * network away), as opposed to a statement it refused. Such a request answers 503 at once and
 * the next one tries again: the pool opens new connections when the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (errorCodesOf(error).some((c) => SOCKET_CODES.has(c) || UNAVAILABLE_SQLSTATE.test(c))) {
    return true;
  }
  return messagesOf(error).some((m) => UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(m)));
}
