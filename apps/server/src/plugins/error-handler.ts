import { AppError, type ErrorBody } from '@tabletalk/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { planLimitMessageFor } from '../core/entitlements';
import { errorCodesOf, isDatabaseUnavailable } from '../db/database-unavailable';

/**
 * The one error handler: AppError → its status and code; schema failures → 400 with the fields;
 * rate limits → 429; anything else is logged and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) =>
      reply.status(status).send({ ...body, requestId: request.id });

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.code);
      // A full query line says when to come back (SECURITY B5).
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)
        ?.retryAfterSeconds;
      if (error.code === 'RATE_LIMITED' && typeof retryAfter === 'number' && retryAfter > 0) {
        reply.header('retry-after', String(Math.ceil(retryAfter)));
      }
      // A plan limit tells an owner what to buy and a member whom to ask.
      const message =
        error.code === 'PLAN_LIMIT' && request.scope
          ? planLimitMessageFor(error, request.scope.permissions)
          : error.message;
      return send(error.status, { code: error.code, message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      const fallback = new AppError('VALIDATION_FAILED');
      return send(400, { code: fallback.code, message: fallback.message, details: { fields } });
    }
    if (error.statusCode === 429) {
      const limited = new AppError('RATE_LIMITED');
      return send(429, { code: limited.code, message: limited.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return send(error.statusCode, { code, message: new AppError(code).message });
    }
    // The client went away and its work was cancelled: nobody reads this answer, nothing failed.
    // (Its connection is what tells: the request's stream is destroyed as soon as a body has been
    // read to the end, while the client still waits.)
    if (reply.raw.destroyed || request.raw.socket?.destroyed === true) {
      request.log.info({ code: (error as { code?: unknown }).code }, 'request abandoned');
      return reply;
    }
    // The app database is restarting or away: say so at once; the pool reconnects by itself.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: errorCodesOf(error)[0] }, 'app database unavailable');
      const unavailable = new AppError('SERVICE_UNAVAILABLE');
      reply.header('retry-after', '5');
      return send(503, { code: unavailable.code, message: unavailable.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    const internal = new AppError('INTERNAL');
    return send(500, { code: internal.code, message: internal.message });
  });

  app.setNotFoundHandler((request, reply) => {
    const notFound = new AppError('NOT_FOUND');
    reply
      .status(404)
      .send({ code: notFound.code, message: notFound.message, requestId: request.id });
  });
}
