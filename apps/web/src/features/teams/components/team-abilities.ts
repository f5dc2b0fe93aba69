import type { Permission } from '@tabletalk/contracts';

/** What the signed-in user may do on the team screen, from users/me permissions. */
export interface TeamAbilities {
  canInvite: boolean;
  canChangeRole: boolean;
  canRemove: boolean;
  canResetPassword: boolean;
}

export function teamAbilities(permissions: readonly Permission[]): TeamAbilities {
  return {
    canInvite: permissions.includes('team.invite'),
    canChangeRole: permissions.includes('team.change_role'),
    canRemove: permissions.includes('team.remove_member'),
    canResetPassword: permissions.includes('team.reset_member_password'),
  };
}
