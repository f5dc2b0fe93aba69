import type { AskDocsProject } from '@tabletalk/contracts';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { notifySuccess } from '../../../components/notify';
import { useDeleteProject } from '../api/delete-project';

/** The spec's own words once a project is gone. */
export const PROJECT_DELETED = 'Project deleted successfully';

interface DeleteProjectModalProps {
  project: AskDocsProject;
  opened: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}

/** "Delete project?": its documents, their files and index, and its room go with it. */
export function DeleteProjectModal({
  project,
  opened,
  onClose,
  onDeleted,
}: DeleteProjectModalProps) {
  const remove = useDeleteProject({
    onSuccess: () => {
      notifySuccess(PROJECT_DELETED);
      onClose();
      onDeleted?.();
    },
  });
  const count = project.documentCount;
  return (
    <ConfirmDeleteModal
      opened={opened}
      title="Delete project"
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(project._id)}
      onClose={onClose}
    >
      Delete <b>{project.name}</b> with its {count} document{count === 1 ? '' : 's'} and its
      questions? This cannot be undone.
    </ConfirmDeleteModal>
  );
}
