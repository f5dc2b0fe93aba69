import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchema } from '@tabler/icons-react';
import { useBuildKnowledge } from '../api/build-knowledge';

interface KnowledgeMissingProps {
  sourceId: string;
  canManage: boolean;
}

/** Empty state for a source whose knowledge (semantic model) has not been built yet. */
export function KnowledgeMissing({ sourceId, canManage }: KnowledgeMissingProps) {
  const build = useBuildKnowledge();
  return (
    <Card withBorder radius="md" padding="xl" data-testid="knowledge-missing">
      <Stack align="center" gap="xs">
        <ThemeIcon size={44} radius="xl" variant="light">
          <IconSchema size={24} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          No knowledge yet
        </Title>
        <Text c="dimmed" ta="center" maw={460} size="sm">
          Knowledge describes the tables and columns — types, roles, labels and values — so
          questions can be understood.{' '}
          {canManage
            ? 'Build it to see the schema.'
            : 'Ask a member who manages sources to build it.'}
        </Text>
        {canManage ? (
          <Button mt="xs" loading={build.isPending} onClick={() => build.mutate(sourceId)}>
            Build knowledge
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
