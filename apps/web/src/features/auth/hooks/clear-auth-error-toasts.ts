import { notifications } from '@mantine/notifications';
import { displayMessage, type ErrorCode, errorTable } from '@tabletalk/contracts';

/** Errors the sign-in, sign-up and confirm screens can raise on the way to a session. */
const AUTH_ERRORS: readonly ErrorCode[] = [
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_ATTEMPTS_EXCEEDED',
  'INVALID_CREDENTIALS',
  'SIGN_IN_EXPIRED',
  'TEMPORARY_PASSWORD_EXPIRED',
  'RATE_LIMITED',
  'RESEND_TOO_SOON',
];

/**
 * Hides the error toasts of the auth screens once the step they were about succeeded ("Invalid
 * verification code" must not outlive a successful confirm). Error toasts are keyed by their
 * message (components/notify.ts).
 */
export function clearAuthErrorToasts(): void {
  for (const code of AUTH_ERRORS) {
    notifications.hide(`error:${displayMessage(errorTable[code].message)}`);
  }
}
