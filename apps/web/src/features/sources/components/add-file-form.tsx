import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { InlineError } from '../../../components/inline-error';
import type { CsvCheckState } from '../hooks/use-csv-check';
import { ACCEPTED_FILE_TYPES } from '../utils/file-kinds';
import { CsvCheckPanel } from './csv-check-panel';
import { FileDropZone } from './file-drop-zone';

interface AddFileFormProps {
  file: File | null;
  fileProblem: string | null;
  name: string;
  check: CsvCheckState;
  uploadError: unknown;
  onFile: (file: File) => void;
  onName: (name: string) => void;
  onSubmit: () => void;
}

/** The first step: the file, its name, the check's findings; Enter uploads. */
export function AddFileForm(props: AddFileFormProps) {
  const { file, fileProblem, name, check, uploadError, onFile, onName, onSubmit } = props;
  const isOverPlan = check.result?.withinPlan === false;
  const isBlocked = check.isPending || isOverPlan || check.hasProblems;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBlocked) onSubmit();
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Upload a file">
      <Stack gap="md">
        <FileDropZone
          file={file}
          accept={ACCEPTED_FILE_TYPES}
          error={fileProblem}
          onChange={onFile}
        />
        <TextInput
          label="Source name"
          description="How the source is listed; the file's name if left empty."
          value={name}
          maxLength={200}
          onChange={(event) => onName(event.currentTarget.value)}
        />
        {file ? <CsvCheckPanel check={check} /> : null}
        <InlineError error={uploadError} fallback="The upload failed. Please try again." />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconUpload size={16} />} disabled={isBlocked}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
