import { Image, Stack } from '@mantine/core';
import type { AskDocsCitation } from '@tabletalk/contracts';
import { useEffect, useState } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useDocumentFile } from '../api/fetch-file';
import { CitedPassage } from './cited-passage';

/**
 * A blob as a `data:` URL: the app's Content-Security-Policy lets images come from the app and
 * `data:`, not from `blob:` URLs.
 */
function useDataUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return url;
}

/**
 * An image citation (PNG, JPEG): the scanned image itself, with the passage OCR read from it
 * quoted under it (an image has no text positions to mark).
 */
export function ImageCitationView({ citation }: { citation: AskDocsCitation }) {
  const file = useDocumentFile(citation.documentId);
  const url = useDataUrl(file.data);
  return (
    <Stack gap="sm">
      <CitedPassage citation={citation} />
      {file.isPending ? <CenteredLoader label="Opening the image" /> : null}
      {file.isError ? (
        <QueryError
          error={file.error}
          fallback="The image could not be opened."
          onRetry={() => file.refetch()}
        />
      ) : null}
      {url ? (
        <Image
          src={url}
          alt={`${citation.fileName}, the page cited`}
          fit="contain"
          radius="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)' }}
          data-testid="citation-image"
        />
      ) : null}
    </Stack>
  );
}
