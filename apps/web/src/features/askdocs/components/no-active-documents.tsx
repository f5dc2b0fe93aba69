import { Button, Stack, Text } from '@mantine/core';
import { IconFileSearch, IconUpload } from '@tabler/icons-react';

interface NoActiveDocumentsProps {
  /** Some documents are still being read (PENDING). */
  isReading: boolean;
  /** Opens the "Add docs" wizard; absent for those who may not add documents. */
  onAddDocs?: () => void;
}

/**
 * In place of the question box while the project has no ACTIVE document: what to do first —
 * add documents, or wait for their reading.
 */
export function NoActiveDocuments({ isReading, onAddDocs }: NoActiveDocumentsProps) {
  const next = onAddDocs
    ? 'Add documents to this project to ask questions about them.'
    : 'Someone who manages Ask Docs in your organization can add documents to this project.';
  return (
    <Stack align="center" gap={4} py="md" data-testid="no-active-documents">
      <IconFileSearch size={28} aria-hidden />
      <Text fw={600}>
        {isReading ? 'Your documents are being read' : 'Nothing to ask about yet'}
      </Text>
      <Text size="sm" c="dimmed" ta="center" maw={440}>
        {isReading ? 'You can ask questions as soon as one of them is ACTIVE.' : next}
      </Text>
      {onAddDocs && !isReading ? (
        <Button mt="sm" leftSection={<IconUpload size={16} />} onClick={onAddDocs}>
          Add docs
        </Button>
      ) : null}
    </Stack>
  );
}
