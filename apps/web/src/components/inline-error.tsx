import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { displayMessage } from '@tabletalk/contracts';
import type { ReactNode } from 'react';
import { errorMessage, hasCode, isSessionError } from '../lib/errors';
import { PlanLimitAlert } from './plan-limit-alert';

interface InlineErrorProps {
  error: unknown;
  fallback: string;
  title?: string;
  /** Shown with a plan limit: where to see the plan (a link). */
  planAction?: ReactNode;
}

/** A failed action explained where it happened; plan limits get the upgrade hint. */
export function InlineError({ error, fallback, title, planAction }: InlineErrorProps) {
  if (!error || isSessionError(error)) return null;
  if (hasCode(error, 'PLAN_LIMIT')) {
    return <PlanLimitAlert message={displayMessage(error.message)} action={planAction} />;
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {errorMessage(error, fallback)}
    </Alert>
  );
}
