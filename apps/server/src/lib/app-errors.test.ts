import {
  ConnectorError,
  FileRejectedError,
  GateBusyError,
  ModelEditError,
} from '@tabletalk/connectors';
import { AppError } from '@tabletalk/contracts';
import { ChartEditError, CompileError } from '@tabletalk/nlq';
import { describe, expect, it } from 'vitest';
import { toAppError } from './app-errors';

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : 'not an AppError');

describe('toAppError', () => {
  it('reads a failed statement by what went wrong, never with the driver text', () => {
    const failed = (code: ConstructorParameters<typeof ConnectorError>[0]) =>
      toAppError(new ConnectorError(code, 'driver said: host 10.0.0.7 refused'), 'query');
    expect(codeOf(failed('QUERY_TIMEOUT'))).toBe('QUERY_TIMEOUT');
    expect(codeOf(failed('QUERY_TOO_LARGE'))).toBe('QUERY_TOO_LARGE');
    expect(codeOf(failed('CONNECTION_REFUSED'))).toBe('CONNECTION_FAILED');
    expect(codeOf(failed('QUERY_FAILED'))).toBe('QUERY_FAILED');
    expect(codeOf(failed('CREDENTIALS_UNREADABLE'))).toBe('CREDENTIALS_UNREADABLE');
    expect((failed('QUERY_FAILED') as AppError).message).not.toContain('10.0.0.7');
    const cancelled = new ConnectorError('QUERY_CANCELLED', 'cancelled');
    expect(toAppError(cancelled, 'query')).toBe(cancelled);
  });

  it('reads refused and timed-out connections alike, and passes messages written for users', () => {
    const refused = toAppError(
      new ConnectorError('CONNECTION_REFUSED', 'port 5433 closed'),
      'connect',
    );
    const timedOut = toAppError(new ConnectorError('CONNECTION_TIMEOUT', 'no answer'), 'connect');
    expect(codeOf(refused)).toBe('CONNECTION_FAILED');
    expect((refused as AppError).message).toBe((timedOut as AppError).message);
    const denied = toAppError(
      new ConnectorError('AUTH_FAILED', 'The user name or password is wrong.'),
      'connect',
    );
    expect((denied as AppError).message).toBe('The user name or password is wrong.');
  });

  it('turns a full query line into 429 with the seconds to wait, worded for what waited', () => {
    const slot = toAppError(new GateBusyError('queue_full', 3), 'query-slot') as AppError;
    expect(slot.code).toBe('RATE_LIMITED');
    expect(slot.details).toEqual({ retryAfterSeconds: 3, reason: 'queue_full' });
    expect(slot.message).toContain('too many queries at once. Please try again in 3 seconds.');
    const voice = toAppError(new GateBusyError('queue_full', 1), 'read-aloud') as AppError;
    expect(voice.message).toContain('read aloud at once. Please try again in 1 second.');
  });

  it('names the field of an edit that cannot apply', () => {
    const chart = toAppError(new ChartEditError('UNKNOWN_COLUMN', 'No column "x".', 'x'), 'query');
    expect(codeOf(chart)).toBe('VALIDATION_FAILED');
    expect((chart as AppError).details).toEqual({
      fields: [{ path: 'x', message: 'No column "x".' }],
      reason: 'UNKNOWN_COLUMN',
    });
    const model = toAppError(
      new ModelEditError('UNKNOWN_COLUMN', 'tables.0.columns.2', 'No such column.'),
      'query',
    ) as AppError;
    expect(model.details).toMatchObject({ fields: [{ path: 'tables.0.columns.2' }] });
  });

  it('reads a structured query that does not compile and a refused file', () => {
    const compile = toAppError(new CompileError('UNKNOWN_TABLE', 'no table t'), 'query');
    expect((compile as AppError).details).toEqual({ compile: 'UNKNOWN_TABLE' });
    const file = toAppError(new FileRejectedError('TOO_MANY_ROWS', 'Too many rows.'), 'query');
    expect(codeOf(file)).toBe('FILE_REJECTED');
    expect((file as AppError).message).toBe('Too many rows.');
  });

  it('returns an AppError, or an error it does not know, unchanged', () => {
    const known = new AppError('NOT_FOUND');
    const unknown = new TypeError('boom');
    expect(toAppError(known, 'query')).toBe(known);
    expect(toAppError(unknown, 'query')).toBe(unknown);
  });
});
