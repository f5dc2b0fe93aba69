import { Box, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFiles, IconUpload } from '@tabler/icons-react';
import { ASK_DOCS_KIND_INFO, type AskDocsDocument } from '@tabletalk/contracts';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useProjectDocuments } from '../api/get-project-documents';
import { formatBytes, formatDay } from '../utils/format';
import { DocumentStatusBadge } from './document-status-badge';
import { OcrLimitLink } from './ocr-limit-link';

function pagesText(document: AskDocsDocument): string {
  if (document.pageCount === null) return '—';
  const ocr = document.ocrPages > 0 ? ` (${document.ocrPages} by OCR)` : '';
  return `${document.pageCount}${ocr}`;
}

/** The status badge, and why the document failed or waits for OCR. */
function DocumentStatus({ document }: { document: AskDocsDocument }) {
  return (
    <Stack gap={4} align="flex-start">
      <DocumentStatusBadge status={document.status} />
      {document.failureReason ? (
        <Text size="xs" c={document.status === 'FAILED' ? 'red.8' : 'dimmed'}>
          {document.failureReason}
        </Text>
      ) : null}
      {document.status === 'OCR_PENDING' ? <OcrLimitLink /> : null}
    </Stack>
  );
}

/** One document; on a phone its status goes under its name, which keeps the width it needs. */
function DocumentRow({ document }: { document: AskDocsDocument }) {
  return (
    <Table.Tr data-testid="document-row">
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm" fw={500}>
          {document.fileName}
        </Text>
        <Text size="xs" c="dimmed">
          {ASK_DOCS_KIND_INFO[document.kind].label} · {formatBytes(document.sizeBytes)}
        </Text>
        <Box hiddenFrom="sm" mt={6}>
          <DocumentStatus document={document} />
        </Box>
      </Table.Td>
      <Table.Td visibleFrom="sm" data-testid="document-status">
        <DocumentStatus document={document} />
      </Table.Td>
      <Table.Td visibleFrom="sm">{pagesText(document)}</Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDay(document.createdAt)}
      </Table.Td>
    </Table.Tr>
  );
}

function NoDocuments({ onAddDocs }: { onAddDocs?: () => void }) {
  return (
    <Stack align="center" gap={4} py="lg" data-testid="documents-empty">
      <IconFiles size={28} aria-hidden />
      <Text fw={600}>No documents yet</Text>
      <Text size="sm" c="dimmed" ta="center" maw={420}>
        {onAddDocs
          ? 'Add PDFs, Word files, text or scans: once read, questions are answered from them.'
          : 'Documents added to this project are listed here with where their reading stands.'}
      </Text>
      {onAddDocs ? (
        <Button mt="sm" leftSection={<IconUpload size={16} />} onClick={onAddDocs}>
          Add docs
        </Button>
      ) : null}
    </Stack>
  );
}

interface DocumentsSectionProps {
  projectId: string;
  /** Opens the "Add docs" wizard; absent for those who may not add documents. */
  onAddDocs?: () => void;
}

/**
 * A project's documents with their status (PENDING, ACTIVE, FAILED with its reason,
 * OCR_PENDING), read again while one is PENDING; "Add docs" in the header and in the empty state.
 */
export function DocumentsSection({ projectId, onAddDocs }: DocumentsSectionProps) {
  const documents = useProjectDocuments(projectId, { pollWhilePending: true });
  const hasDocuments = Boolean(documents.data && documents.data.length > 0);
  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="docs-heading"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="docs-heading">
            Documents
          </Title>
          {onAddDocs && hasDocuments ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              onClick={onAddDocs}
            >
              Add docs
            </Button>
          ) : null}
        </Group>
        {documents.isPending ? <CenteredLoader label="Loading documents" /> : null}
        {documents.isError ? (
          <QueryError
            error={documents.error}
            fallback="Failed to load the documents"
            onRetry={() => documents.refetch()}
          />
        ) : null}
        {documents.data?.length === 0 ? <NoDocuments onAddDocs={onAddDocs} /> : null}
        {documents.data && hasDocuments ? (
          <Table verticalSpacing="xs" aria-label="Documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th visibleFrom="sm">Status</Table.Th>
                <Table.Th visibleFrom="sm">Pages</Table.Th>
                <Table.Th visibleFrom="sm">Added</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.map((document) => (
                <DocumentRow key={document._id} document={document} />
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Card>
  );
}
