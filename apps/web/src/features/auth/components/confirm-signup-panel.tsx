import { Stack, Text } from '@mantine/core';
import type { AuthSession, ConfirmSignupResponse } from '@tabletalk/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../../components/notify';
import { clearAuthErrorToasts } from '../hooks/clear-auth-error-toasts';
import { authSearch } from '../hooks/return-path';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useSignupStatusPoll } from '../hooks/use-signup-status-poll';
import { ConfirmSignupForm } from './confirm-signup-form';
import { SignupTimeoutAlert } from './signup-timeout-alert';

/**
 * Confirmation by code, while polling whether the email link was used instead (SPEC 4). Either
 * path signs the user in when it happens within 180 s of sign-up, else sends them to log in.
 */
export function ConfirmSignupPanel() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [isDone, setIsDone] = useState(false);
  const email = params.get('email') ?? '';
  const invite = params.get('invite');
  const loginPath = `/login${authSearch({ email, invite })}`;

  const finish = (session: AuthSession | null, message: string, address: string) => {
    setIsDone(true);
    if (session) return completeSignIn(session);
    clearAuthErrorToasts();
    notifySuccess(message);
    navigate(`/login${authSearch({ email: address, invite })}`, { replace: true });
  };
  const pollState = useSignupStatusPoll(
    params.get('signupId'),
    !isDone,
    {
      onConfirmed: (session) => finish(session, 'Your account is confirmed. Please log in.', email),
    },
    invite ?? undefined,
  );
  const handleConfirmed = (result: ConfirmSignupResponse, address: string) =>
    result.next === 'COMPLETE_AUTO_SIGN_IN'
      ? finish(result.session, '', address)
      : finish(null, result.message, address);

  return (
    <Stack gap="md">
      <Text size="sm">
        We sent a verification code{email ? ` to ${email}` : ''}. Enter it below, or open the link
        in the email.
      </Text>
      {pollState === 'expired' ? <SignupTimeoutAlert loginPath={loginPath} /> : null}
      <ConfirmSignupForm
        email={email}
        signupId={params.get('signupId')}
        inviteToken={invite ?? undefined}
        onConfirmed={handleConfirmed}
      />
    </Stack>
  );
}
