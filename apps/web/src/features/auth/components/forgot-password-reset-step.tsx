import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordRequestSchema } from '@tabletalk/contracts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { newPasswordFieldSchema } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useResetPassword } from '../api/reset-password';
import { PasswordStrength } from './password-strength';

const validateReset = zodResolver(
  resetPasswordRequestSchema.pick({ code: true }).extend({
    code: resetPasswordRequestSchema.shape.code.min(1, 'Please enter the code from the email'),
    newPassword: newPasswordFieldSchema,
  }),
);

interface ResetStepProps {
  email: string;
  notice: string;
  onReset: () => void;
}

/** Step 2 of the reset: the emailed code and the new password. */
export function ForgotPasswordResetStep({ email, notice, onReset }: ResetStepProps) {
  const reset = useResetPassword();
  const codeRef = useFocusOnMount<HTMLInputElement>();
  const form = useForm({
    initialValues: { code: '', newPassword: '' },
    validate: validateReset,
  });
  const handleSubmit = form.onSubmit(({ code, newPassword }) => {
    reset.mutate({ email, code: code.trim(), newPassword }, { onSuccess: onReset });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Reset password">
      <Stack gap="sm">
        <Text size="sm">{notice}</Text>
        <TextInput
          ref={codeRef}
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.getInputProps('code')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordStrength value={form.values.newPassword} />
        <Button type="submit" loading={reset.isPending} fullWidth>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
