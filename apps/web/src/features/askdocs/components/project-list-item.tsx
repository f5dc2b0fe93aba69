import { ActionIcon, Anchor, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { AskDocsProject } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { formatDay } from '../utils/format';
import { DeleteProjectModal } from './delete-project-modal';
import { ProjectFavouriteButton } from './project-favourite-button';

function summary(project: AskDocsProject): string {
  const count = project.documentCount;
  return `${count} document${count === 1 ? '' : 's'} · updated ${formatDay(project.updatedAt)}`;
}

/** One project on the list: star, name (opens it), description, documents, delete. */
export function ProjectListItem({
  project,
  canManage,
}: {
  project: AskDocsProject;
  canManage: boolean;
}) {
  const [isConfirming, confirm] = useDisclosure(false);
  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="project-item" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <ProjectFavouriteButton project={project} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/docs/${project._id}`} fw={600}>
              {project.name}
            </Anchor>
            {project.description ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {project.description}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {summary(project)}
            </Text>
          </Stack>
        </Group>
        {canManage ? (
          <Tooltip label="Delete project">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${project.name}`}
              onClick={confirm.open}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <DeleteProjectModal project={project} opened={isConfirming} onClose={confirm.close} />
    </Paper>
  );
}
