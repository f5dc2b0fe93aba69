import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { useProjects } from '../api/get-projects';
import { favouritesFirst } from '../utils/order';
import { CreateProjectModal } from './create-project-modal';
import { HelpButton } from './help-button';
import { ProjectListItem } from './project-list-item';
import { ProjectsEmpty } from './projects-empty';

/**
 * /docs: the organization's document projects, the user's favourites first, with a search, a
 * "New project" form and delete (for those who manage Ask Docs), and the guide.
 */
export function ProjectsScreen({ canManage }: { canManage: boolean }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [isCreating, creating] = useDisclosure(false);
  const projects = useProjects(debounced);
  const list = favouritesFirst(projects.data ?? [], (project) => project.isFavourite);
  const isSearch = debounced.trim() !== '';
  const hasNone = projects.data !== undefined && list.length === 0;
  return (
    <Stack gap="md" px={{ base: 'xs', sm: 0 }}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            Ask Docs
          </Title>
          <Text size="sm" c="dimmed">
            Questions answered from your documents, with the page they came from.
          </Text>
        </Stack>
        <Group gap="xs">
          <HelpButton />
          {canManage ? (
            <Button leftSection={<IconPlus size={16} />} onClick={creating.open}>
              New project
            </Button>
          ) : null}
        </Group>
      </Group>
      {/* Searching an empty organization finds nothing: the box comes with the first project. */}
      {hasNone && !isSearch ? null : (
        <TextInput
          label="Search projects"
          placeholder="Name or description"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={{ sm: 360 }}
        />
      )}
      {projects.isPending ? <CenteredLoader label="Loading projects" /> : null}
      {projects.isError ? (
        <QueryError
          error={projects.error}
          fallback="Failed to load the projects"
          onRetry={() => projects.refetch()}
        />
      ) : null}
      {hasNone ? (
        <ProjectsEmpty isSearch={isSearch} canManage={canManage} onCreate={creating.open} />
      ) : null}
      {list.length > 0 ? (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Projects"
        >
          {list.map((project) => (
            <ProjectListItem key={project._id} project={project} canManage={canManage} />
          ))}
        </Stack>
      ) : null}
      <CreateProjectModal
        opened={isCreating}
        onClose={creating.close}
        onCreated={(project) => navigate(`/docs/${project._id}`)}
      />
    </Stack>
  );
}
