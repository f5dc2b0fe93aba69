import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlugConnected, IconSearch, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useProjects } from '../api/get-projects';
import { useSources } from '../api/get-sources';
import { groupSources } from '../utils/group-sources';
import { ProjectGroup } from './project-group';
import { SourcesEmptyState } from './sources-empty-state';

interface SourcesScreenProps {
  canManage: boolean;
  onOpenSource: (sourceId: string) => void;
}

/** /sources: every source under its project, with search, status and actions. */
export function SourcesScreen({ canManage, onOpenSource }: SourcesScreenProps) {
  const [search, setSearch] = useState('');
  const sources = useSources();
  const projects = useProjects();
  const groups = useMemo(
    () => groupSources(projects.data ?? [], sources.data ?? [], search),
    [projects.data, sources.data, search],
  );
  const error = sources.error ?? projects.error;
  const isEmpty = sources.data?.length === 0;
  const hasNoMatch = Boolean(search.trim()) && groups.length === 0 && !isEmpty;

  return (
    <Stack gap="md" data-testid="sources-list">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          Data sources
        </Title>
        {canManage ? (
          <Group gap="xs">
            <Button component={Link} to="/sources/new/file" leftSection={<IconUpload size={16} />}>
              Upload a file
            </Button>
            <Button
              component={Link}
              to="/sources/new/database"
              variant="default"
              leftSection={<IconPlugConnected size={16} />}
            >
              Connect a database
            </Button>
          </Group>
        ) : null}
      </Group>
      {error ? (
        <QueryError
          error={error}
          fallback="Failed to load data sources"
          onRetry={() => {
            void sources.refetch();
            void projects.refetch();
          }}
        />
      ) : null}
      {sources.isPending || projects.isPending ? (
        <CenteredLoader label="Loading data sources" />
      ) : null}
      {isEmpty ? <SourcesEmptyState canManage={canManage} onSampleAdded={onOpenSource} /> : null}
      {sources.data && projects.data && !isEmpty ? (
        <TextInput
          label="Search sources"
          placeholder="Name, type, sheet or project"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={360}
        />
      ) : null}
      {hasNoMatch ? (
        <Text c="dimmed" ta="center" py="lg">
          No data sources match “{search.trim()}”.
        </Text>
      ) : null}
      {/* Projects left empty stay listed (even with no sources) so they can be renamed or deleted. */}
      {sources.data && projects.data
        ? groups.map((group) => (
            <ProjectGroup key={group.projectId} group={group} canManage={canManage} />
          ))
        : null}
    </Stack>
  );
}
