import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { AskDocsDocument, AskDocsFileRefusal } from '@tabletalk/contracts';
import { isAnyPending, useProjectDocuments } from '../api/get-project-documents';
import { DocumentStatusBadge } from './document-status-badge';
import { OcrLimitLink } from './ocr-limit-link';

interface ProcessingListProps {
  projectId: string;
  /** The documents the upload created, as it answered them (PENDING). */
  uploaded: readonly AskDocsDocument[];
  /** The files the upload refused by their content, with why. */
  refused: readonly AskDocsFileRefusal[];
}

/** The uploaded documents as the project's list has them now (the upload's answer until then). */
function latest(uploaded: readonly AskDocsDocument[], listed: readonly AskDocsDocument[] = []) {
  return uploaded.map((document) => listed.find((d) => d._id === document._id) ?? document);
}

function DocumentLine({ document }: { document: AskDocsDocument }) {
  return (
    <Paper component="li" withBorder radius="sm" px="sm" py={6} data-testid="processing-document">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {document.fileName}
          </Text>
          {document.failureReason ? (
            <Text size="xs" c={document.status === 'FAILED' ? 'red.8' : 'dimmed'}>
              {document.failureReason}
            </Text>
          ) : null}
          {document.status === 'OCR_PENDING' ? <OcrLimitLink /> : null}
        </Stack>
        <DocumentStatusBadge status={document.status} />
      </Group>
    </Paper>
  );
}

/**
 * Where the reading of each uploaded document stands: PENDING, then ACTIVE, FAILED or
 * OCR_PENDING with its reason. The project's list is read again until none is PENDING.
 */
export function ProcessingList({ projectId, uploaded, refused }: ProcessingListProps) {
  const ids = uploaded.map((document) => document._id);
  const documents = useProjectDocuments(projectId, { pollWhilePending: ids });
  const current = latest(uploaded, documents.data);
  const isReading = isAnyPending(current);
  return (
    <Stack gap="sm" data-testid="processing-list">
      {current.length > 0 ? (
        <Text size="sm" aria-live="polite">
          {isReading
            ? 'Reading the documents… You can close this window; reading goes on.'
            : 'Reading finished.'}
        </Text>
      ) : null}
      {current.length > 0 ? (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {current.map((document) => (
            <DocumentLine key={document._id} document={document} />
          ))}
        </Stack>
      ) : null}
      {refused.length > 0 ? (
        <Alert color="red" icon={<IconInfoCircle size={18} />} title="Not added">
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {refused.map((file, index) => (
              <Text
                component="li"
                size="sm"
                // biome-ignore lint/suspicious/noArrayIndexKey: two refused files may share a name.
                key={index}
                data-testid="refused-file"
              >
                <b>{file.fileName}</b>: {file.reason}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
