import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { emailOnlyRequestSchema } from '@tabletalk/contracts';
import { useForgotPassword } from '../../../api/forgot-password';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { filledEmailFieldSchema } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';

const validateEmail = zodResolver(emailOnlyRequestSchema.extend({ email: filledEmailFieldSchema }));

interface EmailStepProps {
  initialEmail: string;
  onSent: (email: string, message: string) => void;
}

/** Step 1 of the reset: where to send the code. */
export function ForgotPasswordEmailStep({ initialEmail, onSent }: EmailStepProps) {
  const forgot = useForgotPassword();
  const emailRef = useFocusOnMount<HTMLInputElement>();
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: validateEmail,
  });
  const handleSubmit = form.onSubmit(({ email }) => {
    const address = email.trim();
    forgot.mutate(address, { onSuccess: (result) => onSent(address, result.message) });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Request reset code">
      <Stack gap="sm">
        <TextInput
          ref={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={forgot.isPending} fullWidth>
          Send code
        </Button>
      </Stack>
    </form>
  );
}
