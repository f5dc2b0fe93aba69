import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { googleRoutes } from './google/routes';
import { passwordRoutes } from './routes/password-routes';
import { sessionRoutes } from './routes/session-routes';
import { signupRoutes } from './routes/signup-routes';
import { userSessionRoutes } from './routes/user-session-routes';

export { type AuditEvent, type AuthAuditAction, recordAuditEvent } from './audit';
export { type Actor, authenticateRequest, bearerToken, type UserRow } from './authenticate';
export { availableAiModels } from './change-ai-model';
export { type EndReason, endSession, endUserSessions } from './end-sessions';
export { sendResetCode } from './forgot-password';
export { issueSession } from './issue-session';
export { presentUser } from './present-user';
export { replacePassword } from './replace-password';

/** Routes of the auth module, mounted under /api. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(signupRoutes(ctx));
    await app.register(sessionRoutes(ctx));
    await app.register(passwordRoutes(ctx));
    await app.register(userSessionRoutes(ctx));
    await app.register(googleRoutes(ctx));
  };
}
export * from './tables';
