import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirmSigninRequestSchema } from '@tabletalk/contracts';
import { z } from 'zod';
import { errorMessage, hasCode } from '../../../lib/errors';
import { withLoader } from '../../../lib/loader';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { newPasswordFieldSchema, withPasswordConfirmation } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useConfirmSignin } from '../api/confirm-signin';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { PasswordStrength } from './password-strength';

const validateNewPassword = zodResolver(
  withPasswordConfirmation(
    confirmSigninRequestSchema
      .pick({ newPassword: true })
      .extend({ newPassword: newPasswordFieldSchema, confirmPassword: z.string() }),
  ),
);

interface NewPasswordStepProps {
  email: string;
  challenge: string;
  inviteToken?: string;
  /** The step lapsed (3 minutes): back to the sign-in form. */
  onExpired: (message: string) => void;
}

/**
 * CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: the password an administrator set was temporary
 * and is now spent; the user chooses their own, and that completes the sign-in.
 */
export function NewPasswordStep({
  email,
  challenge,
  inviteToken,
  onExpired,
}: NewPasswordStepProps) {
  const completeSignIn = useCompleteSignIn();
  const confirm = useConfirmSignin({ meta: { silentError: true } });
  const passwordRef = useFocusOnMount<HTMLInputElement>();
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: validateNewPassword,
  });

  const handleSubmit = form.onSubmit(async ({ newPassword }) => {
    try {
      const session = await withLoader('Signing in…', () =>
        confirm.mutateAsync({ challenge, newPassword, inviteToken }),
      );
      completeSignIn(session);
    } catch (error) {
      if (hasCode(error, 'SIGN_IN_EXPIRED')) return onExpired(errorMessage(error));
      form.setFieldError('newPassword', errorMessage(error));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
      <Stack gap="sm">
        <Text size="sm">
          The password you used for {email} was temporary. Choose a new password that only you know
          to finish signing in.
        </Text>
        <PasswordInput
          ref={passwordRef}
          label="New password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordStrength value={form.values.newPassword} />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={confirm.isPending} fullWidth>
          Set password and sign in
        </Button>
      </Stack>
    </form>
  );
}
