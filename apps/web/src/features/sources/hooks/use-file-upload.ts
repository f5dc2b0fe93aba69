import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAddFileSource } from '../api/add-source';
import { sourcesKeys } from '../api/keys';
import { useUpdateCsvHeaders } from '../api/update-csv-headers';

interface UploadInput {
  file: File;
  name: string;
  /** Names the user chose instead of the loader's, applied once the first load is done. */
  headers: string[] | null;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Upload with progress and cancellation, then the load. Header names the user changed go to
 * `csv-headers` when the first load is ACTIVE (the server refuses them while it loads); the
 * source then loads again and `onDone` follows the second load.
 */
export function useFileUpload(onDone: (sourceId: string) => void) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const pendingHeaders = useRef<string[] | null>(null);
  const upload = useAddFileSource();
  const renameHeaders = useUpdateCsvHeaders();

  const start = ({ file, name, headers }: UploadInput) => {
    controller.current = new AbortController();
    pendingHeaders.current = headers;
    setProgress(0);
    upload.mutate(
      { file, name, onProgress: setProgress, signal: controller.current.signal },
      { onSuccess: (source) => setLoadingId(source._id) },
    );
  };

  const handleActive = (sourceId: string) => {
    const headers = pendingHeaders.current;
    if (!headers) return onDone(sourceId);
    pendingHeaders.current = null;
    renameHeaders.mutate(
      { sourceId, headers },
      {
        // Show the reload at once, even if a poll would still see the first load's ACTIVE.
        onSuccess: (result) =>
          queryClient.setQueryData(sourcesKeys.info(sourceId), (old) =>
            old ? { ...old, status: result.status, progress: 0 } : old,
          ),
        // The data is loaded with the file's names; a toast says the renaming failed.
        onError: () => onDone(sourceId),
      },
    );
  };

  return {
    start,
    cancel: () => controller.current?.abort(),
    /** Forgets the last failure (a new file was chosen). */
    reset: upload.reset,
    /** Back from a FAILED load to the form, with the user's choices kept. */
    retry: () => setLoadingId(null),
    handleActive,
    loadingId,
    progress,
    isUploading: upload.isPending,
    // Cancelling is the user's choice, not an error to show.
    error: isAbort(upload.error) ? null : upload.error,
  };
}
