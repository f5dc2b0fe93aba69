/**
 * Identity lives in `core/identity`; these names are re-exported for the modules that still
 * import them from here (rooms, sources).
 */
export {
  type AuditEvent,
  type Organization,
  type OrgScope,
  permissionsFor,
  ROLE_RANK,
  recordAuditEvent,
  resolveOrgScope,
} from '../../core/identity';
export { type Joined, joinAtSignIn } from './invites';
export { findMemberByEmail } from './members';
export {
  ensurePersonalOrganization,
  getOrganization,
  leaveAllOrganizations,
  listAllOrganizations,
  listOrganizationsForUser,
  setOrganizationPlan,
  setOrganizationStatus,
} from './organizations';
export { teamRoutes } from './routes';
