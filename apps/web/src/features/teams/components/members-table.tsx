import { Table, Text } from '@mantine/core';
import type { Member } from '@tabletalk/contracts';
import { MemberRow } from './member-row';
import type { TeamAbilities } from './team-abilities';

interface MembersTableProps {
  teamId: string;
  members: Member[];
  abilities: TeamAbilities;
  currentUserId: string | null;
}

export function MembersTable({ teamId, members, abilities, currentUserId }: MembersTableProps) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table
        data-testid="members-table"
        verticalSpacing="sm"
        highlightOnHover
        aria-label="Team members"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed" ta="center" py="md">
                  No members found.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            members.map((member) => (
              <MemberRow
                key={member._id}
                teamId={teamId}
                member={member}
                abilities={abilities}
                isSelf={member.userId === currentUserId}
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
