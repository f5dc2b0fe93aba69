import { Avatar, Group, Table, Text } from '@mantine/core';
import type { Member } from '@tabletalk/contracts';
import { MemberRoleSelect } from './member-role-select';
import { RemoveMemberButton } from './remove-member-button';
import { ResetMemberPasswordButton } from './reset-member-password-button';
import type { TeamAbilities } from './team-abilities';

interface MemberRowProps {
  teamId: string;
  member: Member;
  abilities: TeamAbilities;
  isSelf: boolean;
}

export function MemberRow({ teamId, member, abilities, isSelf }: MemberRowProps) {
  const name = `${member.givenName} ${member.familyName}`.trim();
  return (
    <Table.Tr data-member-email={member.email}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={member.picture.trim() || null} radius="xl" size={30} alt={name}>
            {member.givenName.charAt(0).toUpperCase()}
          </Avatar>
          <div>
            <Text size="sm" fw={500}>
              {name}
              {isSelf ? ' (you)' : ''}
            </Text>
            <Text size="xs" c="dimmed">
              {member.email}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td>
        <MemberRoleSelect
          teamId={teamId}
          member={member}
          disabled={!abilities.canChangeRole || isSelf}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ResetMemberPasswordButton
            teamId={teamId}
            member={member}
            disabled={!abilities.canResetPassword || isSelf}
          />
          <RemoveMemberButton
            teamId={teamId}
            member={member}
            disabled={!abilities.canRemove || isSelf}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
