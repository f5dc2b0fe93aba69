export {
  getOrganization,
  listAllOrganizations,
  setOrganizationPlan,
  setOrganizationStatus,
} from './admin-commands';
export { ensurePersonalOrganization } from './ensure-personal-organization';
export { findMemberByEmail } from './find-member-by-email';
export { type Joined, joinAtSignIn } from './join-at-sign-in';
export { leaveAllOrganizations } from './leave-all-organizations';
export { listOrganizationsForUser } from './list-organizations';
export { permissionsFor, ROLE_RANK } from './permissions';
export { type AuditEvent, recordAuditEvent } from './record-audit-event';
export { type Organization, type OrgScope, resolveOrgScope } from './resolve-scope';
export { teamRoutes } from './routes';
