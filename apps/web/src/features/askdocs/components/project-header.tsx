import { ActionIcon, Anchor, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import type { AskDocsProject } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { DeleteProjectModal } from './delete-project-modal';
import { HelpButton } from './help-button';
import { ProjectFavouriteButton } from './project-favourite-button';

interface ProjectHeaderProps {
  project: AskDocsProject;
  canManage: boolean;
  onDeleted: () => void;
}

/** The project's name with its star, its description, the guide and delete. */
export function ProjectHeader({ project, canManage, onDeleted }: ProjectHeaderProps) {
  const [isConfirming, confirm] = useDisclosure(false);
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/docs" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          All projects
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Group gap="xs" wrap="nowrap" align="center">
            <ProjectFavouriteButton project={project} />
            <Title order={1} fz="h2" style={{ wordBreak: 'break-word' }}>
              {project.name}
            </Title>
          </Group>
          {project.description ? (
            <Text c="dimmed" size="sm" style={{ whiteSpace: 'pre-line' }}>
              {project.description}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <HelpButton />
          {canManage ? (
            <Tooltip label="Delete project">
              <ActionIcon
                variant="default"
                size="lg"
                color="red"
                aria-label={`Delete ${project.name}`}
                onClick={confirm.open}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      <DeleteProjectModal
        project={project}
        opened={isConfirming}
        onClose={confirm.close}
        onDeleted={onDeleted}
      />
    </Stack>
  );
}
