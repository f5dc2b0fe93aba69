import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useState } from 'react';
import { useDocumentFile } from '../api/fetch-file';

type PdfState =
  | { status: 'loading' }
  | { status: 'ready'; pdf: PDFDocumentProxy }
  | { status: 'error'; error: unknown };

/**
 * A document's PDF, opened with pdf.js (loaded on first use, not with the app): its file is
 * fetched with the session, then read. The PDF is closed when the viewer is.
 */
export function usePdfDocument(documentId: string) {
  const file = useDocumentFile(documentId);
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  const blob = file.data;

  useEffect(() => {
    if (!blob) return;
    let isCurrent = true;
    let opened: PDFDocumentProxy | null = null;
    setState({ status: 'loading' });
    (async () => {
      const [{ openPdf }, bytes] = await Promise.all([
        import('../utils/pdf-loader'),
        blob.arrayBuffer(),
      ]);
      opened = await openPdf(bytes);
      if (isCurrent) setState({ status: 'ready', pdf: opened });
      else void opened.destroy();
    })().catch((error: unknown) => {
      if (isCurrent) setState({ status: 'error', error });
    });
    return () => {
      isCurrent = false;
      void opened?.destroy();
    };
  }, [blob]);

  if (file.isError) return { status: 'error', error: file.error, retry: file.refetch } as const;
  return { ...state, retry: file.refetch };
}
