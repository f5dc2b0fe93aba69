import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signupRequestSchema } from '@tabletalk/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { withLoader } from '../../../lib/loader';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { emailFieldSchema, newPasswordFieldSchema, requiredMessage } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useSignup } from '../api/signup';
import { authSearch } from '../hooks/return-path';
import { PasswordStrength } from './password-strength';

/** The sign-up request, with the form's stricter email and new-password rules. */
const signupFormSchema = signupRequestSchema.extend({
  email: emailFieldSchema,
  password: newPasswordFieldSchema,
});
const validateSignup = zodResolver(signupFormSchema, {
  givenName: requiredMessage('Given name'),
  familyName: requiredMessage('Family name'),
});

/** Account registration; continues to /confirmSignup to enter the emailed code. */
export function SignupForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signup = useSignup();
  const invite = params.get('invite');
  const emailRef = useFocusOnMount<HTMLInputElement>();
  const form = useForm({
    initialValues: {
      email: params.get('email') ?? '',
      password: '',
      givenName: '',
      familyName: '',
    },
    validate: validateSignup,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    const request = {
      ...values,
      email: values.email.trim(),
      givenName: values.givenName.trim(),
      familyName: values.familyName.trim(),
      inviteToken: invite ?? undefined,
    };
    const result = await withLoader('Creating your account…', () =>
      signup.mutateAsync(request),
    ).catch(() => null);
    if (!result) return;
    const search = authSearch({ email: result.email, signupId: result.signupId, invite });
    navigate(`/confirmSignup${search}`);
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create account">
      <Stack gap="sm">
        <TextInput
          ref={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordStrength value={form.values.password} />
        <Group grow align="flex-start">
          <TextInput
            label="Given name"
            autoComplete="given-name"
            {...form.getInputProps('givenName')}
          />
          <TextInput
            label="Family name"
            autoComplete="family-name"
            {...form.getInputProps('familyName')}
          />
        </Group>
        <Button type="submit" loading={signup.isPending} fullWidth>
          Create account
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to={`/login${authSearch({ invite })}`}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
