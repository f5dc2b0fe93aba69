import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useMe } from '../../features/users/api/get-me';
import { UsageCard } from '../../features/users/components/usage-card';
import { WelcomeHeader } from '../../features/users/components/welcome-header';

/** Landing page after sign-in: greeting, rooms (none yet), plan and usage. */
export function HomeRoute() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <Stack gap="lg">
      <WelcomeHeader givenName={me.data.user.givenName} />
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="xs" py="lg">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconMessages size={26} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            No rooms yet
          </Title>
          <Text c="dimmed" ta="center" maw={460}>
            Rooms are where you ask questions of a data source. Connecting data sources and creating
            rooms arrive with the next release.
          </Text>
        </Stack>
      </Card>
      <UsageCard usage={me.data.serviceUsage} />
    </Stack>
  );
}
