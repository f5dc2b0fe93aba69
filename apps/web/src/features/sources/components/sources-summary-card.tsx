import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconDatabase } from '@tabler/icons-react';
import type { Source } from '@tabletalk/contracts';
import { Link } from 'react-router';

/** The home page's view of the sources: how many, how many ready, and the way to them. */
export function SourcesSummaryCard({ sources }: { sources: Source[] }) {
  const ready = sources.filter((s) => s.status === 'ACTIVE').length;
  const loading = sources.filter(
    (s) => s.status === 'PENDING' || s.status === 'OCR_PENDING',
  ).length;
  const failed = sources.filter((s) => s.status === 'FAILED').length;
  const details = [
    `${ready} ready`,
    loading ? `${loading} loading` : null,
    failed ? `${failed} failed` : null,
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="sources-summary">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <IconDatabase size={28} aria-hidden />
          <Stack gap={0}>
            <Title order={2} fz="h4">
              {sources.length} data source{sources.length === 1 ? '' : 's'}
            </Title>
            <Text size="sm" c="dimmed">
              {details.join(' · ')}. Ask questions of a ready source in a room.
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to="/sources" rightSection={<IconArrowRight size={16} />}>
          Open data sources
        </Button>
      </Group>
    </Card>
  );
}
