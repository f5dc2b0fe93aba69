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

/** Logs the path without its query string: links carry one-time tokens there. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
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
