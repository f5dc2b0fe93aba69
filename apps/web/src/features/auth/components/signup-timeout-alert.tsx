import { Alert, Anchor } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { errorTable } from '@tabletalk/contracts';
import { Link } from 'react-router';

/** Shown when 180 s passed without confirmation: verify by the email link, then log in. */
export function SignupTimeoutAlert({ loginPath }: { loginPath: string }) {
  return (
    <Alert color="orange" icon={<IconClockExclamation size={18} />} role="alert">
      <div>{errorTable.CONFIRMATION_TIMED_OUT.message}</div>
      <Anchor component={Link} to={loginPath} size="sm">
        Go to login
      </Anchor>
    </Alert>
  );
}
