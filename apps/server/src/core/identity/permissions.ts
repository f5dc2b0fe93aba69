import type { Permission, Role } from '@tabletalk/contracts';

/** What each role may do. Owners and admins manage; members use; viewers look. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: [
    'org.manage',
    'team.view_members',
    'team.invite',
    'team.change_role',
    'team.remove_member',
    'team.reset_member_password',
    'sources.manage',
    'sources.query',
    'templates.manage',
    'dashboards.manage',
    'dashboards.view',
    'askdocs.manage',
    'askdocs.view',
    'billing.manage',
  ],
  admin: [
    'team.view_members',
    'team.invite',
    'team.change_role',
    'team.remove_member',
    'team.reset_member_password',
    'sources.manage',
    'sources.query',
    'templates.manage',
    'dashboards.manage',
    'dashboards.view',
    'askdocs.manage',
    'askdocs.view',
  ],
  member: [
    'team.view_members',
    'sources.manage',
    'sources.query',
    'dashboards.manage',
    'dashboards.view',
    'askdocs.manage',
    'askdocs.view',
  ],
  viewer: ['team.view_members', 'sources.query', 'dashboards.view', 'askdocs.view'],
};

/** How roles compare: a higher rank outranks a lower one. */
export const ROLE_RANK: Record<Role, number> = { owner: 4, admin: 3, member: 2, viewer: 1 };

/** The permissions a role grants. */
export function permissionsFor(role: Role): Permission[] {
  return [...ROLE_PERMISSIONS[role]];
}
