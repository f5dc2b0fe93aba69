import { Alert } from '@mantine/core';
import { type ErrorCode, errorTable } from '@tabletalk/contracts';

function isErrorCode(value: string): value is ErrorCode {
  return value in errorTable;
}

/**
 * A failed Google sign-in comes back as /login?error=<CODE> (a redirect cannot carry a JSON
 * body): show that code's message from the shared error table.
 */
export function SignInErrorAlert({ code }: { code: string | null }) {
  if (!code) return null;
  const message = isErrorCode(code) ? errorTable[code].message : errorTable.OIDC_FAILED.message;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
