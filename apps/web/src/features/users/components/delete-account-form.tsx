import { Alert, Button, Checkbox, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorTable } from '@tabletalk/contracts';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountFormProps {
  hasPassword: boolean;
  onDeleted: () => void;
}

/** Permanent account deletion, confirmed by the password (or a checkbox for Google accounts). */
export function DeleteAccountForm({ hasPassword, onDeleted }: DeleteAccountFormProps) {
  const remove = useDeleteAccount();
  const form = useForm({
    initialValues: { password: '', understood: false },
    validate: {
      password: (value) => (!hasPassword || value ? null : errorTable.PASSWORD_EMPTY.message),
      understood: (value) => (value ? null : 'Please confirm that you understand'),
    },
  });
  const handleSubmit = form.onSubmit(({ password }) => {
    remove.mutate(hasPassword ? password : undefined, { onSuccess: onDeleted });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Delete account">
      <Stack gap="sm" maw={520}>
        <Alert color="red" title="Delete your account">
          Your profile, memberships and personal organization are removed. This cannot be undone.
        </Alert>
        {hasPassword ? (
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
        ) : null}
        <Checkbox
          label="I understand that this cannot be undone"
          {...form.getInputProps('understood', { type: 'checkbox' })}
        />
        <Button type="submit" color="red" loading={remove.isPending} w="fit-content">
          Delete account
        </Button>
      </Stack>
    </form>
  );
}
