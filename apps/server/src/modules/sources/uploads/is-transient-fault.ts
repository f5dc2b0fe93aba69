import { errorCodesOf } from '../../../db/database-unavailable';

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

/**
 * Whether a failed load is worth another run: only faults outside the file (a connection lost,
 * a lock, resources short) are. Anything else — a value the app database refuses, a bug — would
 * fail the same way every time, so the source fails at once instead of after minutes of retries.
 */
export function isTransientFault(error: unknown): boolean {
  return errorCodesOf(error).some(
    (code) => TRANSIENT_NODE_CODES.has(code) || TRANSIENT_SQLSTATE.test(code),
  );
}
