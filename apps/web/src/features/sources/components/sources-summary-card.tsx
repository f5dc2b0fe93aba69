import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconDatabase } from '@tabler/icons-react';
import type { Source } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { countSources } from '../utils/source-counts';

/**
 * The home page's view of the sources: how many count toward the plan (the same number as the
 * usage card), how many are ready, loading or failed, and the way to them.
 */
export function SourcesSummaryCard({ sources }: { sources: Source[] }) {
  const counts = countSources(sources);
  const details = [
    `${counts.ready} ready`,
    counts.loading ? `${counts.loading} loading` : null,
    counts.failed ? `${counts.failed} failed (not counted)` : null,
    counts.samples ? 'sample data (free)' : null,
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="sources-summary">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <IconDatabase size={28} aria-hidden />
          <Stack gap={0}>
            <Title order={2} fz="h4">
              {counts.counted} data source{counts.counted === 1 ? '' : 's'}
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
