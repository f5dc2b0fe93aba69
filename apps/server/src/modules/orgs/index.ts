export { type Joined, joinAtSignIn } from './invites';
export { findMemberByEmail } from './members';
export {
  ensurePersonalOrganization,
  getOrganization,
  leaveAllOrganizations,
  listAllOrganizations,
  listOrganizationsForUser,
  setOrganizationStatus,
} from './organizations';
export { displayName } from './presenter';
export { teamRoutes } from './routes';
