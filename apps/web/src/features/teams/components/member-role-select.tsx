import { NativeSelect } from '@mantine/core';
import type { Member } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { useUpdateMemberRole } from '../api/update-member-role';
import { isRole, roleOptions } from './role-options';

interface MemberRoleSelectProps {
  teamId: string;
  member: Member;
  disabled: boolean;
}

/** A member's role, changeable by those with team.change_role. */
export function MemberRoleSelect({ teamId, member, disabled }: MemberRoleSelectProps) {
  const update = useUpdateMemberRole({ onSuccess: () => notifySuccess('Role updated') });
  return (
    <NativeSelect
      aria-label={`Role for ${member.email}`}
      size="xs"
      w={120}
      value={member.role}
      data={roleOptions}
      disabled={disabled || update.isPending}
      onChange={(event) => {
        const role = event.currentTarget.value;
        if (isRole(role)) update.mutate({ teamId, userId: member.userId, role });
      }}
    />
  );
}
