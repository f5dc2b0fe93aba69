import { Button, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { ACCEPTED_FILES, ACCEPTED_KINDS_TEXT } from '../utils/file-choice';
import classes from './docs-drop-zone.module.css';

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
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0 && !disabled) onPick(dropped);
  };

  return (
    <Paper
      className={classes.zone}
      data-active={isDragging || undefined}
      p={{ base: 'md', sm: 'xl' }}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={handleDrop}
      data-testid="docs-drop-zone"
    >
      <Stack align="center" gap="xs">
        <IconCloudUpload size={36} aria-hidden />
        <Text ta="center" component="label" htmlFor={inputId}>
          Drag documents here, or choose them
        </Text>
        <Button variant="light" disabled={disabled} onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {ACCEPTED_KINDS_TEXT}
          {maxUploadMb ? `, up to ${maxUploadMb} MB each` : ''}. Scans and images are read by OCR.
        </Text>
      </Stack>
      <VisuallyHidden>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_FILES}
          disabled={disabled}
          tabIndex={-1}
          aria-label="Documents to add"
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            // Cleared so choosing the same files again still counts.
            event.currentTarget.value = '';
            if (chosen.length > 0) onPick(chosen);
          }}
        />
      </VisuallyHidden>
    </Paper>
  );
}
