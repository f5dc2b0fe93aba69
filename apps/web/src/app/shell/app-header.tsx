import { Anchor, Button, Group } from '@mantine/core';
import { IconDatabase, IconMessages } from '@tabler/icons-react';
import { Link, NavLink, useNavigate } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { OrgSwitcher } from '../../features/orgs/components/org-switcher';
import type { Me } from '../../features/users/api/get-me';
import { UserMenu } from '../../features/users/components/user-menu';
import { useScope, useSessionUser } from '../../lib/session';
import { switchScope } from '../session-actions';
import { useSignOut } from './use-sign-out';

/** Brand, organization switcher, main navigation, notifications and the user menu. */
export function AppHeader({ me }: { me: Me | undefined }) {
  const navigate = useNavigate();
  const scope = useScope();
  const sessionUser = useSessionUser();
  const signOut = useSignOut();
  const user = me?.user ?? sessionUser;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Anchor component={Link} to="/" fw={800} fz="lg" underline="never">
          Tabletalk
        </Anchor>
        <OrgSwitcher
          organizations={me?.organizations ?? []}
          organizationId={scope.selectedOrganizationId ?? me?.selectedOrganizationId ?? null}
          teamId={scope.selectedTeamId ?? me?.selectedTeamId ?? null}
          onSelect={switchScope}
        />
        <Group component="nav" aria-label="Main" gap={4} wrap="nowrap">
          <Button
            component={NavLink}
            to="/rooms"
            variant="subtle"
            size="compact-md"
            leftSection={<IconMessages size={16} />}
          >
            Rooms
          </Button>
          <Button
            component={NavLink}
            to="/sources"
            variant="subtle"
            size="compact-md"
            leftSection={<IconDatabase size={16} />}
          >
            Data sources
          </Button>
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {user ? <NotificationBell userId={user._id} /> : null}
        <UserMenu
          user={user}
          onSettings={() => navigate('/settings/profile')}
          onSignOut={() => signOut()}
        />
      </Group>
    </Group>
  );
}
