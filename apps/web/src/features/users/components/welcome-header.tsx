import { Text, Title } from '@mantine/core';

/** The home greeting. */
export function WelcomeHeader({ givenName }: { givenName: string }) {
  return (
    <div>
      <Title order={1} fz="h2" data-testid="home-welcome">
        Welcome, {givenName || 'there'}!
      </Title>
      <Text c="dimmed">Ask questions of your data in plain language.</Text>
    </div>
  );
}
