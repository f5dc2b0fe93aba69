import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Member } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { passwordProblem } from '../../../lib/validation';
import { useResetMemberPassword } from '../api/reset-member-password';

interface ResetMemberPasswordModalProps {
  teamId: string;
  member: Member;
  opened: boolean;
  onClose: () => void;
}

/** A team admin sets a new password for a member (SPEC 6). */
export function ResetMemberPasswordModal(props: ResetMemberPasswordModalProps) {
  const { teamId, member, opened, onClose } = props;
  const form = useForm({
    initialValues: { newPassword: '' },
    validate: { newPassword: passwordProblem },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const reset = useResetMemberPassword({
    onSuccess: (result) => {
      notifySuccess(result.message ?? 'Password reset');
      close();
    },
  });
  const handleSubmit = form.onSubmit(({ newPassword }) =>
    reset.mutate({ teamId, userId: member.userId, newPassword }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Reset member password" centered>
      <form onSubmit={handleSubmit} noValidate aria-label="Reset member password">
        <Stack gap="sm">
          <Text size="sm">Set a new password for {member.email}. Their sessions end.</Text>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            data-autofocus
            {...form.getInputProps('newPassword')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={reset.isPending}>
              Reset password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
