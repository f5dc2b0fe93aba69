import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, cause?: unknown) =>
  Object.assign(new Error('failed'), { code, ...(cause ? { cause } : {}) });

describe('isDatabaseUnavailable', () => {
  it('knows a refused or lost connection, and a server shutting down or starting', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through the wrapper Drizzle puts around the driver’s error', () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), {
      cause: withCode('ECONNRESET'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves statements the database refused, and other failures, alone', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('57014'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
