import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type ConfirmSignupResponse,
  confirmSignupRequestSchema,
  type ErrorCode,
} from '@tabletalk/contracts';
import { notifyError, notifySuccess } from '../../../components/notify';
import { errorMessage, hasCode } from '../../../lib/errors';
import { withLoader } from '../../../lib/loader';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { emailFieldSchema, emailProblem } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useConfirmSignup } from '../api/confirm-signup';
import { useResendCode } from '../api/resend-code';

const validateConfirmation = zodResolver(
  confirmSignupRequestSchema.pick({ email: true }).extend({
    email: emailFieldSchema,
    code: confirmSignupRequestSchema.shape.code.min(1, 'Please enter the code from the email'),
  }),
);

interface ConfirmSignupFormProps {
  email: string;
  signupId: string | null;
  inviteToken?: string;
  onConfirmed: (result: ConfirmSignupResponse, email: string) => void;
}

/** Refusals that are about the code typed: shown on the code field, not as a toast. */
const CODE_ERRORS: readonly ErrorCode[] = [
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_ATTEMPTS_EXCEEDED',
];
const isCodeError = (error: unknown) => CODE_ERRORS.some((code) => hasCode(error, code));

/** The emailed-code confirmation, with a resend button. */
export function ConfirmSignupForm(props: ConfirmSignupFormProps) {
  const { email, signupId, inviteToken, onConfirmed } = props;
  const confirm = useConfirmSignup({ meta: { silentError: true } });
  const resend = useResendCode({ onSuccess: (result) => notifySuccess(result.message) });
  const emailRef = useFocusOnMount<HTMLInputElement>();
  const codeRef = useFocusOnMount<HTMLInputElement>();
  const form = useForm({
    initialValues: { email, code: '' },
    validate: validateConfirmation,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    const address = values.email.trim();
    const request = {
      email: address,
      code: values.code.trim(),
      signupId: signupId ?? undefined,
      inviteToken,
    };
    try {
      const result = await withLoader('Confirming your account…', () =>
        confirm.mutateAsync(request),
      );
      onConfirmed(result, address);
    } catch (error) {
      if (isCodeError(error)) form.setFieldError('code', errorMessage(error));
      else notifyError(error);
    }
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
