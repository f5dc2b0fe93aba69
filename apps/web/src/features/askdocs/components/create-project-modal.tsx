import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AskDocsProject, createAskDocsProjectRequestSchema } from '@tabletalk/contracts';
import { InlineError } from '../../../components/inline-error';
import { requiredMessage } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useCreateProject } from '../api/create-project';
import { PlanLink } from './plan-link';

interface CreateProjectModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (project: AskDocsProject) => void;
}

const NAME_MAX = 120;
const DESCRIPTION_MAX = 1000;

function CreateProjectForm({ onClose, onCreated }: Omit<CreateProjectModalProps, 'opened'>) {
  const form = useForm({
    initialValues: { name: '', description: '' },
    validate: zodResolver(createAskDocsProjectRequestSchema, {
      name: requiredMessage('Project name'),
    }),
  });
  const create = useCreateProject({ onSuccess: onCreated });
  const handleSubmit = form.onSubmit(({ name, description }) => {
    const trimmed = description.trim();
    create.mutate({ name, ...(trimmed ? { description: trimmed } : {}) });
  });
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="New project">
      <Stack gap="sm">
        <TextInput
          label="Project name"
          placeholder="e.g. HR policies"
          maxLength={NAME_MAX}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          description="Optional: what the documents are about."
          maxLength={DESCRIPTION_MAX}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        {/* A plan limit shows with its upgrade hint and where to see the plan. */}
        <InlineError
          error={create.error}
          fallback="Failed to create the project"
          planAction={<PlanLink />}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create project
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "New project": a name and an optional description; a plan limit is explained in the form. */
export function CreateProjectModal({ opened, onClose, onCreated }: CreateProjectModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New project" centered>
      {/* A fresh form each time it opens: no leftover text or refusal. */}
      {opened ? <CreateProjectForm onClose={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}
