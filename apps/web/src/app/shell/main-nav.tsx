import { Divider, NavLink, Stack } from '@mantine/core';
import {
  IconDatabase,
  IconFileSearch,
  IconHome,
  IconLayoutDashboard,
  IconMessages,
  IconSettings,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router';

/** The main sections, in the header on wide screens and in the drawer on phones. */
export const MAIN_SECTIONS = [
  { to: '/rooms', label: 'Rooms', Icon: IconMessages },
  { to: '/sources', label: 'Data sources', Icon: IconDatabase },
  { to: '/dashboards', label: 'Dashboards', Icon: IconLayoutDashboard },
  { to: '/docs', label: 'Ask Docs', Icon: IconFileSearch },
] as const;

const DRAWER_LINKS = [
  { to: '/', label: 'Home', Icon: IconHome, end: true },
  ...MAIN_SECTIONS.map((section) => ({ ...section, end: false })),
  { to: '/settings/profile', label: 'Settings', Icon: IconSettings, end: false },
];

/**
 * The phone drawer: the organization switcher, then every section as a full-width link. A link
 * is active for its own path only where a prefix would mark Home on every page.
 */
export function DrawerNav({ orgSwitcher }: { orgSwitcher: ReactNode }) {
  return (
    <Stack gap={4} component="nav" aria-label="Main">
      {orgSwitcher}
      <Divider my="xs" />
      {DRAWER_LINKS.map(({ to, label, Icon, end }) => (
        <NavLink
          key={to}
          component={RouterNavLink}
          to={to}
          end={end}
          label={label}
          leftSection={<Icon size={18} />}
        />
      ))}
    </Stack>
  );
}
