import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Project } from '@tabletalk/contracts';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { notifySuccess } from '../../../components/notify';
import { PROJECT_DELETED_MESSAGE, useDeleteProject } from '../api/delete-project';
import { RenameProjectModal } from './rename-project-modal';

/** Rename or delete a project (deleting removes every source in it). */
export function ProjectMenu({ project }: { project: Project }) {
  const [isRenaming, rename] = useDisclosure(false);
  const [isDeleting, confirm] = useDisclosure(false);
  const remove = useDeleteProject({
    onSuccess: (result) => {
      notifySuccess(result.message ?? PROJECT_DELETED_MESSAGE);
      confirm.close();
    },
  });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${project.name}`}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={rename.open}>
            Rename project
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={confirm.open}>
            Delete project
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {isRenaming ? <RenameProjectModal project={project} opened onClose={rename.close} /> : null}
      <ConfirmDeleteModal
        opened={isDeleting}
        title="Delete project"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(project._id)}
        onClose={confirm.close}
      >
        Delete <strong>{project.name}</strong> and its {project.sourceCount} data source
        {project.sourceCount === 1 ? '' : 's'}? Rooms and dashboards that use them stop updating.
      </ConfirmDeleteModal>
    </>
  );
}
