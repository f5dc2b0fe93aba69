import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Project } from '@tabletalk/contracts';
import { InlineError } from '../../../components/inline-error';
import { notifySuccess } from '../../../components/notify';
import { requiredProblem } from '../../../lib/validation';
import { useRenameProject } from '../api/rename-project';

interface RenameProjectModalProps {
  project: Project;
  opened: boolean;
  onClose: () => void;
}

export function RenameProjectModal({ project, opened, onClose }: RenameProjectModalProps) {
  const form = useForm({
    initialValues: { name: project.name },
    validate: { name: requiredProblem('Project name') },
  });
  const rename = useRenameProject({
    onSuccess: () => {
      notifySuccess('Project renamed');
      onClose();
    },
  });
  const handleSubmit = form.onSubmit(({ name }) => rename.mutate({ projectId: project._id, name }));
  return (
    <Modal opened={opened} onClose={onClose} title="Rename project" centered>
      <form onSubmit={handleSubmit} noValidate aria-label="Rename project">
        <Stack gap="sm">
          <TextInput
            label="Project name"
            maxLength={200}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <InlineError error={rename.error} fallback="Failed to rename the project" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
