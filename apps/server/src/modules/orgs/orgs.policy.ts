import { AppError, type Role } from '@tabletalk/contracts';
import { authorize, type OrgScope, ROLE_RANK } from '../../core/identity';

/** Owners alone hand out or take away ownership. */
function assertOwnerFor(scope: OrgScope, roles: Role[]): void {
  if (roles.includes('owner') && scope.role !== 'owner') throw new AppError('FORBIDDEN');
}

/** Who may list a team's members: everyone in it. */
export function authorizeViewMembers(scope: OrgScope): void {
  authorize(scope, 'team.view_members');
}

/** Who may change a member's role: admins and owners; only owners for the owner role. */
export function authorizeChangeRole(scope: OrgScope, change: { from: Role; to: Role }): void {
  authorize(scope, 'team.change_role');
  assertOwnerFor(scope, [change.from, change.to]);
}

/**
 * Who may remove a member: anyone may leave; admins and owners remove others, only owners remove
 * owners. The owner of a personal organization cannot be removed from it.
 */
export function authorizeRemoveMember(
  scope: OrgScope,
  actorId: string,
  target: { userId: string; role: Role },
): void {
  if (scope.org.personalOwnerId === target.userId) throw new AppError('FORBIDDEN');
  if (target.userId === actorId) return;
  authorize(scope, 'team.remove_member');
  assertOwnerFor(scope, [target.role]);
}

/** Who may invite: admins and owners; only owners invite owners. */
export function authorizeInvite(scope: OrgScope, role: Role): void {
  authorize(scope, 'team.invite');
  assertOwnerFor(scope, [role]);
}

/**
 * Who may reset a member's password (SPEC 6): admins for members below them, owners for anyone
 * but themselves (their own password goes through change-password, which asks for the old one).
 */
export function authorizeResetPassword(
  scope: OrgScope,
  actorId: string,
  target: { userId: string; role: Role },
): void {
  authorize(scope, 'team.reset_member_password');
  if (target.userId === actorId) throw new AppError('FORBIDDEN');
  const outranks = ROLE_RANK[scope.role] > ROLE_RANK[target.role];
  if (scope.role !== 'owner' && !outranks) throw new AppError('FORBIDDEN');
}

/** Who may see and revoke a team's pending invitations: those who may invite. */
export function authorizeManageInvites(scope: OrgScope): void {
  authorize(scope, 'team.invite');
}

/** Who may rename the organization: its owners. */
export function authorizeManageOrganization(scope: OrgScope): void {
  authorize(scope, 'org.manage');
}
