import { Card, Stepper } from '@mantine/core';
import { useState } from 'react';
import { useCsvCheck } from '../hooks/use-csv-check';
import { useFileUpload } from '../hooks/use-file-upload';
import { fileChoiceProblem, isDelimitedText } from '../utils/file-kinds';
import { nameFromFile } from '../utils/format';
import { AddFileForm } from './add-file-form';
import { IngestProgress } from './ingest-progress';
import { UploadProgress } from './upload-progress';

/** 0 choose, 1 upload, 2 load. */
function wizardStep(loadingId: string | null, isUploading: boolean): number {
  if (loadingId) return 2;
  return isUploading ? 1 : 0;
}

interface AddFileWizardProps {
  /** The source loaded (ACTIVE): usually, open its page. */
  onDone: (sourceId: string) => void;
}

/**
 * Add file: choose (with a check of CSVs), upload (with progress), load (polled until ACTIVE or
 * FAILED). Whatever fails, the chosen file, its name and header fixes stay for another try.
 */
export function AddFileWizard({ onDone }: AddFileWizardProps) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const check = useCsvCheck();
  const upload = useFileUpload(onDone);
  const { loadingId } = upload;

  const handleFile = (chosen: File) => {
    const problem = fileChoiceProblem(chosen.name);
    setFileProblem(problem);
    if (problem) return;
    // Keep a name the user typed; follow the file otherwise.
    if (!name.trim() || (file && name === nameFromFile(file.name)))
      setName(nameFromFile(chosen.name));
    setFile(chosen);
    upload.reset();
    if (isDelimitedText(chosen.name)) check.run(chosen);
    else check.reset();
  };

  const handleSubmit = () => {
    if (!file) {
      setFileProblem('Choose a file to upload.');
      return;
    }
    upload.start({ file, name, headers: check.headersToSend });
  };

  const step = wizardStep(loadingId, upload.isUploading);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stepper active={step} size="sm" mb="lg" allowNextStepsSelect={false}>
        <Stepper.Step label="Choose a file" />
        <Stepper.Step label="Send the file" />
        <Stepper.Step label="Load the data" />
      </Stepper>
      {step === 2 && loadingId ? (
        <IngestProgress
          sourceId={loadingId}
          onActive={upload.handleActive}
          onRetry={upload.retry}
        />
      ) : null}
      {step === 1 && file ? (
        <UploadProgress fileName={file.name} progress={upload.progress} onCancel={upload.cancel} />
      ) : null}
      {step === 0 ? (
        <AddFileForm
          file={file}
          fileProblem={fileProblem}
          name={name}
          check={check}
          uploadError={upload.error}
          onFile={handleFile}
          onName={setName}
          onSubmit={handleSubmit}
        />
      ) : null}
    </Card>
  );
}
