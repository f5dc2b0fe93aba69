import { type Project, updateProjectRequestSchema } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { RenameModal } from '../../../components/rename-modal';
import { useRenameProject } from '../api/rename-project';

interface RenameProjectModalProps {
  project: Project;
  opened: boolean;
  onClose: () => void;
}

export function RenameProjectModal({ project, opened, onClose }: RenameProjectModalProps) {
  const rename = useRenameProject({
    onSuccess: () => {
      notifySuccess('Project renamed');
      onClose();
    },
  });
  return (
    <RenameModal
      noun="project"
      currentName={project.name}
      maxLength={200}
      schema={updateProjectRequestSchema}
      opened={opened}
      onClose={onClose}
      onRename={(name) => rename.mutate({ projectId: project._id, name })}
      isPending={rename.isPending}
      error={rename.error}
    />
  );
}
