import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { errorMessage, hasCode, isSessionError } from '../lib/errors';
import { PlanLimitToastMessage } from './plan-limit-toast';

/** Success toast; the id keeps the same message from stacking when shown twice. */
export function notifySuccess(message: string): void {
  notifications.show({ id: `ok:${message}`, message, color: 'teal' });
}

export function notifyInfo(message: string): void {
  notifications.show({ id: `info:${message}`, message, color: 'blue' });
}

/** Error toasts on screen, to take down when the screen they belong to is left. */
const shownErrors = new Set<string>();

/**
 * Error toast with the server's message; session errors are left to the session flow. A plan
 * limit (PLAN_LIMIT, OCR_LIMIT) comes with a link to the plans.
 */
export function notifyError(error: unknown, fallback?: string): void {
  if (isSessionError(error)) return;
  const message = errorMessage(error, fallback);
  const id = `error:${message}`;
  const isPlanLimit = hasCode(error, 'PLAN_LIMIT') || hasCode(error, 'OCR_LIMIT');
  shownErrors.add(id);
  notifications.show({
    id,
    message: isPlanLimit ? createElement(PlanLimitToastMessage, { message }) : message,
    color: isPlanLimit ? 'yellow' : 'red',
    onClose: () => shownErrors.delete(id),
  });
}

/**
 * Takes down the error toasts still showing: an error is about the screen it happened on, and on
 * the next one it reads as a new failure ("Invalid verification code" after a good code).
 */
export function hideErrorToasts(): void {
  for (const id of shownErrors) notifications.hide(id);
  shownErrors.clear();
}
