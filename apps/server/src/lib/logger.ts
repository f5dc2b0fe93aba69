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

/** Pino options shared by the HTTP server and the worker. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest as (r: unknown) => unknown },
  };
}

export function createLogger(level: string): Logger {
  return pino(loggerOptions(level));
}
