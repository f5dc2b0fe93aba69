import { useRef, useState } from 'react';
import { useAddFileSource } from '../api/add-file-source';
import { useUpdateCsvHeaders } from '../api/update-csv-headers';

interface UploadInput {
  file: File;
  name: string;
  /** Header fixes from the check, sent with `csv-headers` once the source exists. */
  headers: string[] | null;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Uploads a file with progress and cancellation; calls `onUploaded` with the new source id. */
export function useFileUpload(onUploaded: (sourceId: string) => void) {
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const upload = useAddFileSource();
  // Not silent: if renaming fails the load goes on with the file's names, and a toast says so.
  const renameHeaders = useUpdateCsvHeaders({
    meta: { errorFallback: 'Column names could not be changed' },
  });

  const start = ({ file, name, headers }: UploadInput) => {
    controller.current = new AbortController();
    setProgress(0);
    upload.mutate(
      { file, name, onProgress: setProgress, signal: controller.current.signal },
      {
        onSuccess: async (source) => {
          if (headers) {
            await renameHeaders
              .mutateAsync({ sourceId: source._id, headers })
              .catch(() => undefined);
          }
          onUploaded(source._id);
        },
      },
    );
  };

  return {
    start,
    cancel: () => controller.current?.abort(),
    /** Forgets the last failure (a new file was chosen). */
    reset: upload.reset,
    progress,
    isUploading: upload.isPending || renameHeaders.isPending,
    // Cancelling is the user's choice, not an error to show.
    error: isAbort(upload.error) ? null : upload.error,
  };
}
