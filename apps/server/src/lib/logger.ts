import type { FastifyRequest } from 'fastify';
import pino, { type Logger, type LoggerOptions } from 'pino';

/**
 * Paths pino blanks out wherever they appear. Bodies are never logged, but errors and job data
 * may carry these fields.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.code',
  '*.token',
  '*.refreshToken',
  '*.html',
  '*.text',
  'password',
  'code',
  'token',
];

/** Path segments that are one-time secrets (invitation tokens) and must not reach the log. */
const SECRET_SEGMENT = /(\/invites?\/)[^/?#]+/g;

/** The path fit for a log line: no query string (links carry tokens there), no secret segments. */
export function loggablePath(url: string): string {
  return (url.split('?')[0] ?? '').replace(SECRET_SEGMENT, '$1[redacted]');
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggablePath(request.url),
    remoteAddress: request.ip,
  };
}

/** Longest error message kept in a log line; the rest is cut. */
const MAX_ERROR_MESSAGE = 2_000;

/**
 * An error fit for a log line: never the values a failed app-database statement carried
 * (drizzle puts every parameter, a stored answer's rows among them, in `params`, its message and
 * its stack), and messages cut to a sane length.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (!('params' in error)) return cut(pino.stdSerializers.err(error));
  const query = 'query' in error ? String(error.query) : '';
  return {
    type: error.name,
    message: `Failed query: ${query}`.slice(0, MAX_ERROR_MESSAGE),
    stack: (error.stack ?? '').replace(PARAMS_LINES, '').slice(0, MAX_ERROR_MESSAGE * 4),
    cause: serializeError(error.cause),
  };
}

/** The parameters drizzle writes into a message: from `params:` to the first stack frame. */
const PARAMS_LINES = /\nparams:[\s\S]*?(?=\n\s+at |$)/;

function cut(serialized: { message: string; stack: string }) {
  return {
    ...serialized,
    message: serialized.message.slice(0, MAX_ERROR_MESSAGE),
    stack: serialized.stack.slice(0, MAX_ERROR_MESSAGE * 4),
  };
}

/** Pino options shared by the HTTP server and the worker. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: serializeRequest as (r: unknown) => unknown,
      err: serializeError,
    },
  };
}

export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
