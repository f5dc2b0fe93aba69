import { Button, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { DropArea } from '../../../components/drop-area';
import { ACCEPTED_FILES, ACCEPTED_KINDS_TEXT } from '../utils/file-choice';

interface DocsDropZoneProps {
  /** The largest file the server takes, in MB, when known. */
  maxUploadMb?: number;
  disabled?: boolean;
  onPick: (files: File[]) => void;
}

/**
 * Drop several documents here, or choose them with the button (a real button: Tab and Enter
 * reach the file dialog). The file input itself is labelled "Documents to add".
 */
export function DocsDropZone({ maxUploadMb, disabled, onPick }: DocsDropZoneProps) {
  const inputId = useId();
  return (
    <DropArea
      inputId={inputId}
      accept={ACCEPTED_FILES}
      multiple
      disabled={disabled}
      inputLabel="Documents to add"
      p={{ base: 'md', sm: 'xl' }}
      testId="docs-drop-zone"
      onFiles={onPick}
    >
      {(openPicker) => (
        <Stack align="center" gap="xs">
          <IconCloudUpload size={36} aria-hidden />
          <Text ta="center" component="label" htmlFor={inputId}>
            Drag documents here, or choose them
          </Text>
          <Button variant="light" disabled={disabled} onClick={openPicker}>
            Choose files
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {ACCEPTED_KINDS_TEXT}
            {maxUploadMb ? `, up to ${maxUploadMb} MB each` : ''}. Scans and images are read by OCR.
          </Text>
        </Stack>
      )}
    </DropArea>
  );
}
