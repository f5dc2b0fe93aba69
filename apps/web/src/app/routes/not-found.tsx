import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { useIsSignedIn } from '../../lib/session';
import { AppLayout } from '../shell/app-layout';

function NotFoundMessage({ isSignedIn }: { isSignedIn: boolean }) {
  const { pathname } = useLocation();
  return (
    <Stack gap="md" align="flex-start" data-testid="not-found">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        There is nothing at {pathname}. The link may be mistyped, or what it pointed to was deleted.
      </Text>
      <Button component={Link} to="/">
        {isSignedIn ? 'Go to the home page' : 'Go to sign in'}
      </Button>
    </Stack>
  );
}

/**
 * Any address the app does not know: a real "Page not found" (not a silent move to home), in
 * the signed-in frame with its navigation, or on the signed-out card.
 */
export function NotFoundRoute() {
  const isSignedIn = useIsSignedIn();
  if (!isSignedIn) {
    return (
      <AuthCard title="Page not found">
        <NotFoundMessage isSignedIn={false} />
      </AuthCard>
    );
  }
  return (
    <AppLayout>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            Page not found
          </Title>
          <NotFoundMessage isSignedIn />
        </Stack>
      </Paper>
    </AppLayout>
  );
}
