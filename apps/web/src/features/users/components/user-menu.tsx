import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import type { User } from '@tabletalk/contracts';

interface UserMenuProps {
  user: User | null;
  onSettings: () => void;
  onSignOut: () => void;
}

/** The avatar menu in the header: settings and sign out. */
export function UserMenu({ user, onSettings, onSignOut }: UserMenuProps) {
  const name = user ? `${user.givenName} ${user.familyName}`.trim() : '';
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" data-testid="user-menu">
          <Avatar src={user?.picture.trim() || null} radius="xl" size={34} alt={name || 'User'}>
            {user?.givenName.charAt(0).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.email}</Menu.Label>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={onSettings}>
          Settings
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
