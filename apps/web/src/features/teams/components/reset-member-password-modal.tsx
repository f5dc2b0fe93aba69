import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Member, memberResetPasswordRequestSchema } from '@tabletalk/contracts';
import { useState } from 'react';
import { useForgotPassword } from '../../../api/forgot-password';
import { notifyError, notifySuccess } from '../../../components/notify';
import { errorMessage, hasCode } from '../../../lib/errors';
import { newPasswordFieldSchema } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useResetMemberPassword } from '../api/reset-member-password';

const validateNewPassword = zodResolver(
  memberResetPasswordRequestSchema.extend({ newPassword: newPasswordFieldSchema }),
);

interface ResetMemberPasswordModalProps {
  teamId: string;
  member: Member;
  opened: boolean;
  onClose: () => void;
}

/**
 * A team admin sets a temporary password for a member (SPEC 6): it works for one sign-in, which
 * then asks the member for their own. For an account also used outside this organization the
 * server refuses, and the modal offers to email the member a reset link instead.
 */
export function ResetMemberPasswordModal(props: ResetMemberPasswordModalProps) {
  const { teamId, member, opened, onClose } = props;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    initialValues: { newPassword: '' },
    validate: validateNewPassword,
  });
  const close = () => {
    form.reset();
    setRefusal(null);
    onClose();
  };
  const reset = useResetMemberPassword({
    meta: { silentError: true },
    onSuccess: () => {
      notifySuccess(`Temporary password set. ${member.email} chooses a new one at sign-in.`);
      close();
    },
    onError: (error) => {
      if (hasCode(error, 'MEMBER_IN_OTHER_ORGANIZATIONS')) setRefusal(errorMessage(error));
      else notifyError(error);
    },
  });
  const sendLink = useForgotPassword({
    onSuccess: () => {
      notifySuccess(`A password reset link was emailed to ${member.email}.`);
      close();
    },
  });
  const handleSubmit = form.onSubmit(({ newPassword }) =>
    reset.mutate({ teamId, userId: member.userId, newPassword }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Reset member password" centered>
      {refusal ? (
        <Stack gap="sm">
          <Alert color="orange" role="alert">
            {refusal}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => sendLink.mutate(member.email)} loading={sendLink.isPending}>
              Email a reset link
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Reset member password">
          <Stack gap="sm">
            <Text size="sm">
              Set a temporary password for {member.email}. Their sessions end, they are told by
              email, and at their next sign-in they choose a new password.
            </Text>
            <PasswordInput
              label="Temporary password"
              autoComplete="new-password"
              data-autofocus
              {...form.getInputProps('newPassword')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={reset.isPending}>
                Set temporary password
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
