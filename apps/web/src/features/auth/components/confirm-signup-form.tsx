import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ConfirmSignupResponse } from '@tabletalk/contracts';
import { notifySuccess } from '../../../components/notify';
import { withLoader } from '../../../lib/loader';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { emailProblem } from '../../../lib/validation';
import { useConfirmSignup } from '../api/confirm-signup';
import { useResendCode } from '../api/resend-code';

interface ConfirmSignupFormProps {
  email: string;
  signupId: string | null;
  onConfirmed: (result: ConfirmSignupResponse, email: string) => void;
}

/** The emailed-code confirmation, with a resend button. */
export function ConfirmSignupForm({ email, signupId, onConfirmed }: ConfirmSignupFormProps) {
  const confirm = useConfirmSignup();
  const resend = useResendCode({ onSuccess: (result) => notifySuccess(result.message) });
  const emailRef = useFocusOnMount<HTMLInputElement>();
  const codeRef = useFocusOnMount<HTMLInputElement>();
  const form = useForm({
    initialValues: { email, code: '' },
    validate: {
      email: emailProblem,
      code: (value) => (value.trim() ? null : 'Please enter the code from the email'),
    },
  });

  const handleSubmit = form.onSubmit(async (values) => {
    const address = values.email.trim();
    const request = { email: address, code: values.code.trim(), signupId: signupId ?? undefined };
    const result = await withLoader('Confirming your account…', () =>
      confirm.mutateAsync(request),
    ).catch(() => null);
    if (result) onConfirmed(result, address);
  });

  const handleResend = () => {
    const problem = emailProblem(form.values.email);
    if (problem) return form.setFieldError('email', problem);
    resend.mutate(form.values.email.trim());
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Confirm account">
      <Stack gap="sm">
        <TextInput
          ref={email ? undefined : emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          ref={email ? codeRef : undefined}
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          {...form.getInputProps('code')}
        />
        <Group grow>
          <Button variant="default" onClick={handleResend} loading={resend.isPending}>
            Resend code
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
