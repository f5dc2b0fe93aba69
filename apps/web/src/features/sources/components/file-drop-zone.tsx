import { Button, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { formatBytes } from '../utils/format';
import classes from './file-drop-zone.module.css';

interface FileDropZoneProps {
  file: File | null;
  accept: string;
  error?: string | null;
  disabled?: boolean;
  onChange: (file: File) => void;
}

/** Drop a file or choose one; the input itself is labelled "Data file". */
export function FileDropZone({ file, accept, error, disabled, onChange }: FileDropZoneProps) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChange(dropped);
  };

  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={inputId} size="sm" fw={500}>
        Data file
      </Text>
      <Paper
        className={classes.zone}
        data-active={isDragging || undefined}
        data-error={error ? true : undefined}
        p="xl"
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        data-testid="file-drop-zone"
      >
        <Stack align="center" gap="xs">
          <IconCloudUpload size={36} aria-hidden />
          <Text ta="center">
            {file ? (
              <>
                <strong>{file.name}</strong> ({formatBytes(file.size)})
              </>
            ) : (
              'Drag a file here, or choose one'
            )}
          </Text>
          <Button variant="light" disabled={disabled} onClick={() => input.current?.click()}>
            {file ? 'Choose another file' : 'Choose a file'}
          </Button>
          <Text size="xs" c="dimmed">
            CSV, TSV or text with any delimiter, or an Excel workbook (.xlsx)
          </Text>
        </Stack>
      </Paper>
      {error ? (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <VisuallyHidden>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          tabIndex={-1}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            // Cleared so choosing the same file again (after fixing it) still counts.
            event.currentTarget.value = '';
            if (chosen) onChange(chosen);
          }}
        />
      </VisuallyHidden>
    </Stack>
  );
}
