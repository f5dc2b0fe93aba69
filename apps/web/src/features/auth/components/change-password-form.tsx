import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordRequestSchema } from '@tabletalk/contracts';
import { z } from 'zod';
import {
  currentPasswordFieldSchema,
  newPasswordFieldSchema,
  withPasswordConfirmation,
} from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useChangePassword } from '../api/change-password';
import { PasswordStrength } from './password-strength';

const validateChange = zodResolver(
  withPasswordConfirmation(
    changePasswordRequestSchema.extend({
      oldPassword: currentPasswordFieldSchema,
      newPassword: newPasswordFieldSchema,
      confirmPassword: z.string(),
    }),
  ),
);

/** Changes the password; `onChanged` signs out since the server ended every session. */
export function ChangePasswordForm({ onChanged }: { onChanged: (message: string) => void }) {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateChange,
  });
  const handleSubmit = form.onSubmit(({ oldPassword, newPassword }) => {
    change.mutate(
      { oldPassword, newPassword },
      { onSuccess: (result) => onChanged(result.message) },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('oldPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordStrength value={form.values.newPassword} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={change.isPending} w="fit-content">
          Change password
        </Button>
      </Stack>
    </form>
  );
}
