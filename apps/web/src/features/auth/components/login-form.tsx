import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { signinRequestSchema } from '@tabletalk/contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { withLoader } from '../../../lib/loader';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { currentPasswordFieldSchema, filledEmailFieldSchema } from '../../../lib/validation';
import { zodResolver } from '../../../lib/zod-resolver';
import { useSignin } from '../api/signin';
import { afterSignInPath, authSearch } from '../hooks/return-path';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { GoogleSignInButton } from './google-sign-in-button';
import { NewPasswordStep } from './new-password-step';
import { SignInErrorAlert } from './sign-in-error-alert';

const validateSignin = zodResolver(
  signinRequestSchema.extend({
    email: filledEmailFieldSchema,
    password: currentPasswordFieldSchema,
  }),
);

interface NewPasswordRequired {
  email: string;
  challenge: string;
}

/**
 * Email and password sign-in; an unconfirmed account is sent on to /confirmSignup, and a
 * temporary password (set by an administrator) goes on to choosing a new one.
 */
export function LoginForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const signin = useSignin();
  const prefilled = params.get('email') ?? '';
  const invite = params.get('invite');
  const [newPassword, setNewPassword] = useState<NewPasswordRequired | null>(null);
  const [lapsed, setLapsed] = useState<string | null>(null);
  const emailRef = useFocusOnMount<HTMLInputElement>();
  const passwordRef = useFocusOnMount<HTMLInputElement>();
  const form = useForm({
    initialValues: { email: prefilled, password: '' },
    validate: validateSignin,
  });

  const handleSubmit = form.onSubmit(async ({ email, password }) => {
    const result = await withLoader('Signing in…', () =>
      signin.mutateAsync({ email: email.trim(), password, inviteToken: invite ?? undefined }),
    ).catch(() => null);
    if (!result) return;
    if (result.next === 'CONFIRM_SIGN_UP') {
      const search = authSearch({ email: result.email, signupId: result.signupId, invite });
      navigate(`/confirmSignup${search}`);
      return;
    }
    if (result.next === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
      setLapsed(null);
      setNewPassword({ email: result.email, challenge: result.challenge });
      return;
    }
    completeSignIn(result);
  });

  if (newPassword) {
    return (
      <NewPasswordStep
        {...newPassword}
        inviteToken={invite ?? undefined}
        onExpired={(message) => {
          form.setFieldValue('password', '');
          setLapsed(message);
          setNewPassword(null);
        }}
      />
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <Stack gap="sm">
        <SignInErrorAlert code={params.get('error')} />
        {lapsed ? (
          <Alert color="orange" role="alert">
            {lapsed} Your temporary password is spent: use “Forgot password?” to choose a new one.
          </Alert>
        ) : null}
        <TextInput
          ref={prefilled ? undefined : emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          ref={prefilled ? passwordRef : undefined}
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor
            component={Link}
            to={`/forgot-password${authSearch({ email: form.values.email })}`}
            size="sm"
          >
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={signin.isPending} fullWidth>
          Sign in
        </Button>
        <GoogleSignInButton returnTo={afterSignInPath(params)} />
        <Text size="sm" ta="center">
          No account yet?{' '}
          <Anchor component={Link} to={`/signup${authSearch({ invite, email: prefilled })}`}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
