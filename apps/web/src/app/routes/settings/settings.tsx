import { Stack, Tabs, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AccountTab } from './account-tab';
import { NotificationsTab } from './notifications-tab';
import { PasswordTab } from './password-tab';
import { PlanTab } from './plan-tab';
import { ProfileTab } from './profile-tab';
import { TeamTab } from './team-tab';

const TABS = [
  { value: 'profile', label: 'Profile', Panel: ProfileTab },
  { value: 'password', label: 'Password', Panel: PasswordTab },
  { value: 'team', label: 'Team', Panel: TeamTab },
  { value: 'plan', label: 'Plan and usage', Panel: PlanTab },
  { value: 'notifications', label: 'Notifications', Panel: NotificationsTab },
  { value: 'account', label: 'Account', Panel: AccountTab },
] as const;

/** /settings/:tab — one tab per concern, the tab in the address so it can be linked. */
export function SettingsRoute() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const active = TABS.find((t) => t.value === tab);
  if (!active) return <Navigate to="/settings/profile" replace />;

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Settings
      </Title>
      <Tabs value={active.value} onChange={(value) => value && navigate(`/settings/${value}`)}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* Only the active panel exists: empty panels would share their tab's label with inputs. */}
        <Tabs.Panel value={active.value} pt="lg">
          <active.Panel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
