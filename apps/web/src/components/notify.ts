import { notifications } from '@mantine/notifications';
import { errorMessage, isSessionError } from '../lib/errors';

/** Success toast; the id keeps the same message from stacking when shown twice. */
export function notifySuccess(message: string): void {
  notifications.show({ id: `ok:${message}`, message, color: 'teal' });
}

export function notifyInfo(message: string): void {
  notifications.show({ id: `info:${message}`, message, color: 'blue' });
}

/** Error toast with the server's message; session errors are left to the session flow. */
export function notifyError(error: unknown, fallback?: string): void {
  if (isSessionError(error)) return;
  const message = errorMessage(error, fallback);
  notifications.show({ id: `error:${message}`, message, color: 'red' });
}
