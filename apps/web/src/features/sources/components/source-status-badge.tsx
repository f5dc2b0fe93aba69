import { Badge, Tooltip } from '@mantine/core';
import type { SourceStatus } from '@tabletalk/contracts';

const colors: Record<SourceStatus, string> = {
  PENDING: 'blue',
  OCR_PENDING: 'blue',
  ACTIVE: 'teal',
  FAILED: 'red',
};

interface SourceStatusBadgeProps {
  status: SourceStatus;
  /** Why a FAILED source failed; shown in a tooltip. */
  reason?: string | null;
  progress?: number;
}

/** PENDING (with progress), ACTIVE or FAILED (with its reason on hover). */
export function SourceStatusBadge({ status, reason, progress }: SourceStatusBadgeProps) {
  const isLoading = status === 'PENDING' || status === 'OCR_PENDING';
  const percent = isLoading && progress ? ` ${Math.round(progress * 100)}%` : '';
  const badge = (
    <Badge color={colors[status]} variant="light" data-status={status}>
      {status.replace('_', ' ')}
      {percent}
    </Badge>
  );
  if (status !== 'FAILED' || !reason) return badge;
  return (
    <Tooltip label={reason} multiline maw={320}>
      {badge}
    </Tooltip>
  );
}
