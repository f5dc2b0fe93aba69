import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createOrganizationRequestSchema } from '@tabletalk/contracts';
import { requiredMessage } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import { type CreatedOrganization, useCreateOrganization } from '../api/create-organization';

const validateOrganization = zodResolver(createOrganizationRequestSchema, {
  name: requiredMessage('Organization name'),
});

interface CreateOrganizationModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: CreatedOrganization) => void;
}

export function CreateOrganizationModal({
  opened,
  onClose,
  onCreated,
}: CreateOrganizationModalProps) {
  const form = useForm({
    initialValues: { name: '' },
    validate: validateOrganization,
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const create = useCreateOrganization({
    onSuccess: (created) => {
      close();
      onCreated(created);
    },
  });
  const handleSubmit = form.onSubmit(({ name }) => create.mutate(name.trim()));

  return (
    <Modal opened={opened} onClose={close} title="Create organization" centered>
      <form onSubmit={handleSubmit} noValidate aria-label="Create organization">
        <Stack gap="sm">
          <TextInput label="Organization name" data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
