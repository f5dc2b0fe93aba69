import { Button, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useId } from 'react';
import { DropArea } from '../../../components/drop-area';
import { formatBytes } from '../utils/format';

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
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={inputId} size="sm" fw={500}>
        Data file
      </Text>
      <DropArea
        inputId={inputId}
        accept={accept}
        disabled={disabled}
        hasError={Boolean(error)}
        describedBy={error ? errorId : undefined}
        testId="file-drop-zone"
        onFiles={([chosen]) => {
          if (chosen) onChange(chosen);
        }}
      >
        {(openPicker) => (
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
            <Button variant="light" disabled={disabled} onClick={openPicker}>
              {file ? 'Choose another file' : 'Choose a file'}
            </Button>
            <Text size="xs" c="dimmed">
              CSV, TSV or text with any delimiter, or an Excel workbook (.xlsx)
            </Text>
          </Stack>
        )}
      </DropArea>
      {error ? (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
