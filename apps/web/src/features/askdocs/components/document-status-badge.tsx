import { Badge, Tooltip } from '@mantine/core';
import type { AskDocsDocumentStatus } from '@tabletalk/contracts';

/** How each status reads and its colour; the spec's status names stay visible. */
const STATUS_LOOK: Record<AskDocsDocumentStatus, { color: string; hint: string }> = {
  PENDING: { color: 'blue', hint: 'Being read' },
  ACTIVE: { color: 'teal', hint: 'Read; its text can answer questions' },
  FAILED: { color: 'red', hint: 'Could not be read' },
  OCR_PENDING: { color: 'yellow', hint: 'Some pages wait for OCR' },
};

/** A document's status as a coloured badge, with what it means on hover and for readers. */
export function DocumentStatusBadge({ status }: { status: AskDocsDocumentStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Tooltip label={look.hint}>
      <Badge color={look.color} variant="light" aria-label={`${status}: ${look.hint}`}>
        {status}
      </Badge>
    </Tooltip>
  );
}
