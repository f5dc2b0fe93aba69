import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../../components/notify';
import { authSearch } from '../hooks/return-path';
import { ForgotPasswordEmailStep } from './forgot-password-email-step';
import { ForgotPasswordResetStep } from './forgot-password-reset-step';

const RESET_DONE_MESSAGE = 'Password changed successfully, please login again.';

/** Forgot password: email → code and new password → /login?email= (SPEC 4). */
export function ForgotPasswordFlow() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);

  const handleReset = () => {
    notifySuccess(RESET_DONE_MESSAGE);
    navigate(`/login${authSearch({ email: sent?.email })}`, { replace: true });
  };

  return (
    <>
      {sent ? (
        <ForgotPasswordResetStep email={sent.email} notice={sent.message} onReset={handleReset} />
      ) : (
        <ForgotPasswordEmailStep
          initialEmail={params.get('email') ?? ''}
          onSent={(email, message) => setSent({ email, message })}
        />
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </>
  );
}
