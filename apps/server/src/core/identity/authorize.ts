import { AppError, type Permission } from '@tabletalk/contracts';
import type { OrgScope } from './types';

/**
 * The one permission check every policy calls: throws unless the scope's role grants the
 * permission (see `ROLE_PERMISSIONS`).
 * @throws AppError FORBIDDEN.
 * @example authorize(scope, 'team.invite')
 */
export function authorize(scope: Pick<OrgScope, 'permissions'>, permission: Permission): void {
  if (!scope.permissions.includes(permission)) throw new AppError('FORBIDDEN');
}
