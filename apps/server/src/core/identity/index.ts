/**
 * The identity core: who is asking (authenticate), where they act (the organization scope), what
 * they may do there (authorize), and the account-wide effects every area shares (audit events,
 * passwords, sessions). It sits below the modules and imports none of them; it takes plain
 * values (header values, ids, the app context), never Fastify objects.
 */
export {
  authenticate,
  bearerToken,
  findLiveActor,
  findSessionWithUser,
  liveActor,
  type TokenClaims,
  verifyBearerToken,
} from './authenticate';
export { authenticateInOrg } from './authenticate-in-org';
export { authorize } from './authorize';
export { endSession, endUserSessions, keepOnlyThisSession } from './end-sessions';
export { loadTeamScope } from './load-team-scope';
export { permissionsFor, ROLE_PERMISSIONS, ROLE_RANK } from './permissions';
export { type AuditEvent, recordAuditEvent } from './record-audit-event';
export { type ReplacePasswordOptions, replacePassword } from './replace-password';
export { resolveOrgScope } from './resolve-scope';
export * from './tables';
export type {
  Actor,
  EndReason,
  Organization,
  OrgScope,
  ScopeRequest,
  SessionRow,
  TeamRow,
  TeamScope,
  UserRow,
} from './types';
