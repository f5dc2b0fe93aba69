import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Dashboard, DashboardShare, Member } from '@tabletalk/contracts';
import { useState } from 'react';
import { useMembers } from '../../../api/get-members';
import { notifySuccess } from '../../../components/notify';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useScope, useSessionUser } from '../../../lib/session';
import { useRevokeDashboardShare } from '../api/revoke-dashboard-share';
import { useShareDashboard } from '../api/share-dashboard';

/** Members offered per search: the first page of the team's members matching it. */
const MEMBER_PAGE_SIZE = 50;

/** How a member is named, as the server names them: their full name, else their email. */
function memberName(member: Member): string {
  return `${member.givenName} ${member.familyName}`.trim() || member.email;
}

function memberLabel(member: Member): string {
  const name = memberName(member);
  return name === member.email ? name : `${name} (${member.email})`;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

interface SharedWithListProps {
  dashboardId: string;
  shares: DashboardShare[];
}

/** The members the dashboard is shared with, each with a Remove button (revoked at once). */
function SharedWithList({ dashboardId, shares }: SharedWithListProps) {
  const revoke = useRevokeDashboardShare();
  const removing = revoke.isPending ? revoke.variables?.userIds[0] : undefined;
  if (shares.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Not shared with anyone yet.
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Shared with"
    >
      {shares.map((share) => (
        <Group component="li" key={share.userId} justify="space-between" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" truncate>
              {share.name}
            </Text>
            {share.name === share.email ? null : (
              <Text size="xs" c="dimmed" truncate>
                {share.email}
              </Text>
            )}
          </Stack>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            aria-label={`Remove ${share.name}`}
            loading={removing === share.userId}
            disabled={revoke.isPending && removing !== share.userId}
            onClick={() =>
              revoke.mutate(
                { dashboardId, userIds: [share.userId] },
                { onSuccess: () => notifySuccess(`Stopped sharing with ${share.name}.`) },
              )
            }
          >
            Remove
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

interface ShareFormProps {
  dashboard: Dashboard;
  teamId: string;
  onDone: () => void;
}

/** Members to add (searched among the team's), the current shares, and "Share". */
function ShareForm({ dashboard, teamId, onDone }: ShareFormProps) {
  const me = useSessionUser();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<Member[]>([]);
  const members = useMembers(teamId, {
    page: 1,
    pageSize: MEMBER_PAGE_SIZE,
    search: debouncedSearch,
  });
  const share = useShareDashboard();
  const shares = dashboard.sharedWith ?? [];

  // Its owner, the user and those it is shared with already are not offered.
  const excluded = new Set([dashboard.createdBy, me?._id, ...shares.map((s) => s.userId)]);
  const offered = (members.data?.data ?? []).filter((member) => !excluded.has(member.userId));
  const known = new Map([...offered, ...picked].map((member) => [member.userId, member]));
  const options = [...known.values()].map((member) => ({
    value: member.userId,
    label: memberLabel(member),
  }));

  const handlePick = (userIds: string[]) =>
    setPicked(userIds.flatMap((userId) => known.get(userId) ?? []));

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    share.mutate(
      { dashboardId: dashboard._id, userIds: picked.map((member) => member.userId) },
      {
        onSuccess: () => {
          notifySuccess(`Dashboard shared with ${plural(picked.length, 'member')}.`);
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Share dashboard">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Members you share {dashboard.name} with can open and refresh it; they get a notification
          and an email. Only its owner and the organization's admins can change it.
        </Text>
        <MultiSelect
          label="Members"
          placeholder={picked.length === 0 ? 'Search by name or email' : undefined}
          data={options}
          value={picked.map((member) => member.userId)}
          onChange={handlePick}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={members.isFetching ? 'Loading members…' : 'No member found'}
          maxValues={100}
          data-autofocus
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Shared with
          </Text>
          <SharedWithList dashboardId={dashboard._id} shares={shares} />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={picked.length === 0} loading={share.isPending}>
            Share
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ShareDashboardDialogProps {
  /** The opened dashboard, with `sharedWith` (get-graphs gives it to those who may edit). */
  dashboard: Dashboard;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Share": pick members of the team to share the dashboard with, and remove those it is shared
 * with. Successes are toasts; failures are the mutations' toasts with the server's message.
 */
export function ShareDashboardDialog({ dashboard, opened, onClose }: ShareDashboardDialogProps) {
  const teamId = useScope().selectedTeamId;
  return (
    <Modal opened={opened} onClose={onClose} title="Share dashboard" centered>
      {opened && teamId ? (
        <ShareForm dashboard={dashboard} teamId={teamId} onDone={onClose} />
      ) : null}
      {opened && !teamId ? (
        <Text size="sm" c="dimmed">
          Loading your team…
        </Text>
      ) : null}
    </Modal>
  );
}
