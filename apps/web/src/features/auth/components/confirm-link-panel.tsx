import { Alert, Anchor, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { notifySuccess } from '../../../components/notify';
import { errorMessage } from '../../../lib/errors';
import { useConfirmLink } from '../api/confirm-link';
import { authSearch } from '../hooks/return-path';

/** Handles /confirmSignup?token= from the email: confirms, then asks the user to log in. */
export function ConfirmLinkPanel({ token, invite }: { token: string; invite: string | null }) {
  const navigate = useNavigate();
  const confirm = useConfirmLink({ meta: { silentError: true } });
  // A link token works once: never post it twice (React re-runs effects in development).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        navigate(`/login${authSearch({ email: result.email, invite })}`, { replace: true });
      },
    });
  }, [confirm, token, invite, navigate]);

  if (!confirm.isError) return <CenteredLoader label="Confirming your account" />;
  return (
    <Stack gap="sm">
      <Alert color="red" role="alert">
        {errorMessage(confirm.error)}
      </Alert>
      <Anchor component={Link} to={`/login${authSearch({ invite })}`}>
        Go to login
      </Anchor>
    </Stack>
  );
}
