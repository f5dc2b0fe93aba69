import { Alert, Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CenteredLoader } from '../../../components/centered-loader';
import { InlineError } from '../../../components/inline-error';
import { QueryError } from '../../../components/query-error';
import { useUserGuide } from '../api/get-user-guide';
import { type AddDocsWizardState, useAddDocsWizard } from '../hooks/use-add-docs-wizard';
import { ChosenFilesList } from './chosen-files-list';
import { DocsDropZone } from './docs-drop-zone';
import { ProcessingList } from './processing-list';
import { UploadProgressPanel } from './upload-progress-panel';

const STEP_INDEX = { choose: 0, check: 1, upload: 2, processing: 3 } as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Nothing chosen is lost when an upload fails: said so. */
const keptText = (count: number) =>
  count === 1 ? 'Your file is kept.' : `Your ${count} files are kept.`;

function ChooseStep({ wizard, onClose }: { wizard: AddDocsWizardState; onClose: () => void }) {
  const guide = useUserGuide();
  return (
    <Stack gap="sm">
      <DocsDropZone maxUploadMb={guide.data?.limits.maxUploadMb} onPick={wizard.addFiles} />
      {wizard.notice ? (
        <Text size="sm" c="red.8" role="alert">
          {wizard.notice}
        </Text>
      ) : null}
      <ChosenFilesList files={wizard.files} onRemove={wizard.removeFile} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={wizard.check} disabled={wizard.files.length === 0}>
          {wizard.files.length > 0 ? `Check ${plural(wizard.files.length, 'file')}` : 'Check files'}
        </Button>
      </Group>
    </Stack>
  );
}

function CheckStep({ wizard }: { wizard: AddDocsWizardState }) {
  const refusedCount = wizard.refusedFiles.length;
  const isChecked = wizard.files.length > 0 && wizard.files.every((f) => wizard.verdicts.has(f));
  const canUpload = isChecked && refusedCount === 0 && !wizard.isChecking;
  return (
    <Stack gap="sm">
      {wizard.isChecking ? <CenteredLoader label="Checking the files" /> : null}
      {wizard.checkError ? (
        <QueryError
          error={wizard.checkError}
          fallback="Failed to check the files"
          onRetry={wizard.check}
        />
      ) : null}
      {refusedCount > 0 ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="refused-summary">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {refusedCount === 1
                ? "1 file can't be added; its problem is shown below."
                : `${refusedCount} files can't be added; their problems are shown below.`}{' '}
              Remove {refusedCount === 1 ? 'it' : 'them'} to upload the others.
            </Text>
            <Button size="xs" variant="light" color="red" onClick={wizard.removeRefused}>
              Remove {refusedCount === 1 ? 'it' : `these ${refusedCount} files`}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <ChosenFilesList
        files={wizard.files}
        verdicts={wizard.verdicts}
        disabled={wizard.isChecking}
        onRemove={wizard.removeFile}
      />
      {wizard.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files left: go back to choose some.
        </Text>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={wizard.backToChoose}>
          Back
        </Button>
        <Button onClick={wizard.startUpload} disabled={!canUpload}>
          Upload {plural(wizard.files.length, 'file')}
        </Button>
      </Group>
    </Stack>
  );
}

function UploadStep({ wizard }: { wizard: AddDocsWizardState }) {
  if (wizard.error) {
    const isQueueing = wizard.hasUploaded;
    return (
      <Stack gap="sm">
        <InlineError
          error={wizard.error}
          fallback={
            isQueueing
              ? 'The files were uploaded but could not be sent for reading.'
              : 'The upload failed.'
          }
        />
        <Text size="sm" c="dimmed">
          {isQueueing
            ? 'Retry to send them for reading.'
            : `${keptText(wizard.files.length)} Retry, or go back to change the files.`}
        </Text>
        <Group justify="space-between">
          {isQueueing ? (
            <span />
          ) : (
            <Button variant="default" onClick={wizard.backToChoose}>
              Back to files
            </Button>
          )}
          <Button onClick={wizard.retry}>Retry</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <UploadProgressPanel
      fileCount={wizard.files.length}
      sent={wizard.sent}
      isFinishing={wizard.sent.fraction >= 1 || wizard.hasUploaded}
      onCancel={wizard.cancelUpload}
    />
  );
}

function ProcessingStep({ wizard, onClose }: { wizard: AddDocsWizardState; onClose: () => void }) {
  return (
    <Stack gap="sm">
      <ProcessingList
        projectId={wizard.projectId}
        uploaded={wizard.documents}
        refused={wizard.refused}
      />
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}

function AddDocsSteps({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const wizard = useAddDocsWizard(projectId);
  const active = STEP_INDEX[wizard.step];
  return (
    <Stack gap="md">
      <Stepper active={active} size="xs" allowNextStepsSelect={false} wrap={false}>
        <Stepper.Step label="Choose" description="Pick files" />
        <Stepper.Step label="Check" description="Before sending" />
        <Stepper.Step label="Upload" description="Send and read" />
      </Stepper>
      {wizard.step === 'choose' ? <ChooseStep wizard={wizard} onClose={onClose} /> : null}
      {wizard.step === 'check' ? <CheckStep wizard={wizard} /> : null}
      {wizard.step === 'upload' ? <UploadStep wizard={wizard} /> : null}
      {wizard.step === 'processing' ? <ProcessingStep wizard={wizard} onClose={onClose} /> : null}
    </Stack>
  );
}

interface AddDocsWizardProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Add docs": choose files (drop or pick, several at once), check them with the server, upload
 * them with progress, then follow their reading until none is PENDING. Full screen on a phone.
 * A click beside the dialog does not close it: chosen files are not lost by accident.
 */
export function AddDocsWizard({ projectId, opened, onClose }: AddDocsWizardProps) {
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add docs"
      size="lg"
      fullScreen={isPhone}
      closeOnClickOutside={false}
    >
      {/* A fresh wizard each time it opens; closing mid-upload cancels the upload. */}
      {opened ? <AddDocsSteps projectId={projectId} onClose={onClose} /> : null}
    </Modal>
  );
}
