import { Group, Pagination, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useMembers } from '../../../api/get-members';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { MembersTable } from './members-table';
import type { TeamAbilities } from './team-abilities';

const PAGE_SIZE = 10;
export const MEMBERS_FAILED_MESSAGE = 'Failed to fetch team members';

interface MembersPanelProps {
  teamId: string;
  abilities: TeamAbilities;
  currentUserId: string | null;
}

/** Searchable, paginated member list; the search waits 300 ms after the last keystroke. */
export function MembersPanel({ teamId, abilities, currentUserId }: MembersPanelProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const members = useMembers(teamId, { page, pageSize: PAGE_SIZE, search: debouncedSearch });
  const totalPages = Math.max(1, Math.ceil((members.data?.total ?? 0) / PAGE_SIZE));

  const handleSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <Stack gap="sm">
      <TextInput
        label="Search members"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => handleSearch(event.currentTarget.value)}
        maw={360}
      />
      {members.isError ? (
        <QueryError
          error={members.error}
          fallback={MEMBERS_FAILED_MESSAGE}
          onRetry={() => members.refetch()}
        />
      ) : null}
      {members.isPending ? <CenteredLoader label="Loading members" /> : null}
      {members.data ? (
        <MembersTable
          teamId={teamId}
          members={members.data.data}
          abilities={abilities}
          currentUserId={currentUserId}
        />
      ) : null}
      {totalPages > 1 ? (
        <Group justify="flex-end">
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
