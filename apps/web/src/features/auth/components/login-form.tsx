import {
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorTable } from '@tabletalk/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { withLoader } from '../../../lib/loader';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useSignin } from '../api/signin';
import { afterSignInPath, authSearch } from '../hooks/return-path';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { GoogleSignInButton } from './google-sign-in-button';
import { SignInErrorAlert } from './sign-in-error-alert';

/** Email and password sign-in; an unconfirmed account is sent on to /confirmSignup. */
export function LoginForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const signin = useSignin();
  const prefilled = params.get('email') ?? '';
  const invite = params.get('invite');
  const emailRef = useFocusOnMount<HTMLInputElement>();
  const passwordRef = useFocusOnMount<HTMLInputElement>();
  const form = useForm({
    initialValues: { email: prefilled, password: '' },
    validate: {
      email: (value) => (value.trim() ? null : errorTable.EMAIL_EMPTY.message),
      password: (value) => (value ? null : errorTable.PASSWORD_EMPTY.message),
    },
  });

  const handleSubmit = form.onSubmit(async ({ email, password }) => {
    const result = await withLoader('Signing in…', () =>
      signin.mutateAsync({ email: email.trim(), password }),
    ).catch(() => null);
    if (!result) return;
    if (result.next === 'CONFIRM_SIGN_UP') {
      const search = authSearch({ email: result.email, signupId: result.signupId, invite });
      navigate(`/confirmSignup${search}`);
      return;
    }
    completeSignIn(result);
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <Stack gap="sm">
        <SignInErrorAlert code={params.get('error')} />
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
        <Divider label="or" labelPosition="center" />
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
