import { Anchor, Burger, Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, NavLink, useNavigate } from 'react-router';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import type { Me } from '../../features/users/api/get-me';
import { UserMenu } from '../../features/users/components/user-menu';
import { useSessionUser } from '../../lib/session';
import { MAIN_SECTIONS } from './main-nav';
import { ScopeSwitcher } from './scope-switcher';
import { useSignOut } from './use-sign-out';

interface AppHeaderProps {
  me: Me | undefined;
  isNavOpen: boolean;
  onToggleNav: () => void;
}

/**
 * Brand, organization switcher, main navigation, notifications and the user menu. Below the
 * `md` breakpoint (phones and tablets: the four sections and the switcher need about 1,000 px)
 * the switcher and sections move into the drawer behind the burger; the bell and the user menu
 * stay in the header, so settings and sign-out are always one tap away. The sections' icons show
 * from `lg`, where they fit beside the labels.
 */
export function AppHeader({ me, isNavOpen, onToggleNav }: AppHeaderProps) {
  const navigate = useNavigate();
  const sessionUser = useSessionUser();
  const signOut = useSignOut();
  const user = me?.user ?? sessionUser;
  const hasRoomForIcons = useMediaQuery('(min-width: 75em)') ?? false;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Burger
          opened={isNavOpen}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          aria-label={isNavOpen ? 'Close navigation' : 'Open navigation'}
        />
        <Anchor component={Link} to="/" fw={800} fz="lg" underline="never">
          Tabletalk
        </Anchor>
        <Group visibleFrom="md" gap="md" wrap="nowrap">
          <ScopeSwitcher me={me} />
          <Group component="nav" aria-label="Main" gap={4} wrap="nowrap">
            {MAIN_SECTIONS.map(({ to, label, Icon }) => (
              <Button
                key={to}
                component={NavLink}
                to={to}
                variant="subtle"
                size="compact-md"
                leftSection={hasRoomForIcons ? <Icon size={16} /> : undefined}
              >
                {label}
              </Button>
            ))}
          </Group>
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
