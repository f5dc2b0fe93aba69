import type { AskDocsFileCheck, AskDocsFileRefusal } from '@tabletalk/contracts';
import { useEffect, useRef, useState } from 'react';
import type { UploadBytes } from '../../../lib/send-multipart';
import { useAddDocs } from '../api/add-docs';
import { useUploadFiles } from '../api/upload-files';
import { useValidateFiles } from '../api/validate-files';
import { addChosenFiles, TOO_MANY_FILES } from '../utils/file-choice';

/** Where the wizard stands: choosing, checking, sending, then following the reading. */
export type AddDocsStep = 'choose' | 'check' | 'upload' | 'processing';

/** How much of the upload has been sent. */
export interface UploadState extends UploadBytes {
  fraction: number;
}

const NOTHING_SENT: UploadState = { fraction: 0, loaded: 0, total: 0 };

/** Each file with the verdict given at its place. */
function verdictsOf(files: readonly File[], checks: readonly AskDocsFileCheck[]) {
  const pairs = files.flatMap((file, index) => {
    const verdict = checks[index];
    return verdict ? [[file, verdict] as const] : [];
  });
  return new Map(pairs);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The add-docs wizard's state: the chosen files (kept whatever fails), the server's verdict on
 * each, the upload with its progress and cancel, then `add-docs` for the documents it created.
 * A failed upload keeps the files for Retry; a failed `add-docs` is retried alone (the files are
 * already uploaded, sending them again would add them twice).
 */
export function useAddDocsWizard(projectId: string) {
  const [files, setFiles] = useState<File[]>([]);
  const [step, setStep] = useState<AddDocsStep>('choose');
  const [notice, setNotice] = useState<string | null>(null);
  const [verdicts, setVerdicts] = useState<Map<File, AskDocsFileCheck>>(new Map());
  const [sent, setSent] = useState<UploadState>(NOTHING_SENT);
  const controller = useRef<AbortController | null>(null);
  const validate = useValidateFiles();
  const upload = useUploadFiles();
  const confirm = useAddDocs({ onSuccess: () => setStep('processing') });
  // The wizard closed mid-upload: stop sending (the server keeps nothing of a cut request).
  useEffect(() => () => controller.current?.abort(), []);

  const addFiles = (picked: readonly File[]) => {
    const next = addChosenFiles(files, picked);
    setFiles(next.files);
    setNotice(next.isOverLimit ? TOO_MANY_FILES : null);
  };

  const removeFile = (file: File) => {
    setFiles((current) => current.filter((kept) => kept !== file));
    setNotice(null);
  };

  const check = () => {
    if (files.length === 0) return;
    const checked = [...files];
    setStep('check');
    setVerdicts(new Map());
    validate.mutate(
      { projectId, files: checked.map((file) => ({ name: file.name, size: file.size })) },
      // The verdicts come in the order sent: each belongs to the file sent at its place.
      { onSuccess: (checks) => setVerdicts(verdictsOf(checked, checks)) },
    );
  };

  const refusedFiles = files.filter((file) => verdicts.get(file)?.ok === false);
  const removeRefused = () =>
    setFiles((current) => current.filter((file) => !refusedFiles.includes(file)));

  /** `add-docs` for what the upload created; with every file refused, straight to the outcome. */
  const queue = (documentIds: string[]) => {
    if (documentIds.length > 0) confirm.mutate({ projectId, documentIds });
    else setStep('processing');
  };

  const startUpload = () => {
    controller.current = new AbortController();
    setStep('upload');
    setSent(NOTHING_SENT);
    confirm.reset();
    upload.mutate(
      {
        projectId,
        files,
        signal: controller.current.signal,
        onProgress: (fraction, bytes) => setSent({ fraction, ...bytes }),
      },
      {
        onSuccess: (result) => queue(result.documents.map((document) => document._id)),
        // Cancelled: back to the checked files, all still there.
        onError: (error) => (isAbort(error) ? setStep('check') : undefined),
      },
    );
  };

  const retry = () => {
    const uploaded = upload.data?.documents ?? [];
    if (uploaded.length > 0 && confirm.isError) queue(uploaded.map((document) => document._id));
    else startUpload();
  };

  const uploadError = isAbort(upload.error) ? null : upload.error;
  const refused: AskDocsFileRefusal[] = upload.data?.refused ?? [];
  return {
    projectId,
    step,
    files,
    notice,
    verdicts,
    sent,
    addFiles,
    removeFile,
    check,
    isChecking: validate.isPending,
    checkError: validate.error,
    refusedFiles,
    removeRefused,
    backToChoose: () => setStep('choose'),
    startUpload,
    cancelUpload: () => controller.current?.abort(),
    isUploading: upload.isPending,
    isQueueing: confirm.isPending,
    error: uploadError ?? confirm.error,
    hasUploaded: upload.isSuccess,
    retry,
    /** What the upload created, as `add-docs` answered them (the list is polled from there). */
    documents: confirm.data ?? upload.data?.documents ?? [],
    refused,
  };
}

export type AddDocsWizardState = ReturnType<typeof useAddDocsWizard>;
