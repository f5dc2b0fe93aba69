/**
 * Error codes of faults that may pass on their own: the network or the app database was away
 * for a moment, a lock or a serialization conflict, the machine was short of a resource.
 * PostgreSQL classes: 08 connection, 40 transaction rollback, 53 insufficient resources,
 * 57P01–57P03 the server shutting down or starting.
 */
const TRANSIENT_NODE_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  'EBUSY',
  'EMFILE',
  'ENFILE',
  'EAGAIN',
]);
const TRANSIENT_SQLSTATE = /^(08|40|53|57P0[123])/;

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') break;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/**
 * Whether a failed load is worth another run: only faults outside the file (a connection lost,
 * a lock, resources short) are. Anything else — a value the app database refuses, a bug — would
 * fail the same way every time, so the source fails at once instead of after minutes of retries.
 */
export function isTransientFault(error: unknown): boolean {
  return codesOf(error).some(
    (code) => TRANSIENT_NODE_CODES.has(code) || TRANSIENT_SQLSTATE.test(code),
  );
}
