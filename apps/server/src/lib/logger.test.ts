import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggablePath, loggerOptions } from './logger';

describe('loggablePath', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/confirmSignup?email=a@b.c&token=secret', '/confirmSignup'],
    ['/api/invites/abcDEF123_-xyz', '/api/invites/[redacted]'],
    ['/api/invites/abcDEF123_-xyz/accept', '/api/invites/[redacted]/accept'],
    ['/invite/abcDEF123_-xyz?x=1', '/invite/[redacted]'],
    ['/api/teams/7/invites', '/api/teams/7/invites'],
  ])('%s → %s', (url, expected) => {
    expect(loggablePath(url)).toBe(expected);
  });
});

describe('log lines (SECURITY H1)', () => {
  it('keeps CR and LF of user input inside one line, so no line can be forged', () => {
    const output: string[] = [];
    const log = pino(loggerOptions('info'), { write: (chunk: string) => output.push(chunk) });
    const forged = '{"level":30,"event":"auth.login_succeeded","email":"admin@example.com"}';
    const email = `victim@example.com\r\n${forged}\n`;
    log.warn({ event: 'auth.login_failed', email, password: `hunter2\r\n${forged}` }, email);
    const text = output.join('');
    expect(text.split('\n').filter(Boolean)).toHaveLength(1);
    expect(text).not.toContain('\r');
    const entry = JSON.parse(text);
    expect(entry).toMatchObject({ event: 'auth.login_failed', email, msg: email });
    expect(entry.password).toBe('[redacted]');
  });
});

describe('the error serializer', () => {
  it('never writes the values a failed statement carried (the rows of an answer)', () => {
    const lines: string[] = [];
    const log = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
    const rows = Array.from({ length: 10_000 }, (_, index) => [`Customer ${index}`, index]);
    const cause = new Error('invalid byte sequence for encoding "UTF8": 0x00');
    const params = ['org-1', JSON.stringify({ answer: { rows } })];
    const error = new DrizzleQueryError(
      'insert into "conversations" values ($1, $2)',
      params,
      cause,
    );
    log.error({ err: error }, 'unhandled error');
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(line).not.toContain('Customer 9999');
    expect(line.length).toBeLessThan(20_000);
    const entry = JSON.parse(line);
    expect(entry.err.message).toContain('insert into "conversations"');
    expect(entry.err.cause.message).toContain('0x00');
    expect(entry.err).not.toHaveProperty('params');
  });
});
