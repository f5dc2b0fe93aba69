export {
  getOrganization,
  listAllOrganizations,
  setOrganizationStatus,
} from './admin-commands';
export { ensurePersonalOrganization } from './ensure-personal-organization';
export { leaveAllOrganizations } from './leave-all-organizations';
export { listOrganizationsForUser } from './list-organizations';
export { organizationRoutes } from './organizations.routes';
