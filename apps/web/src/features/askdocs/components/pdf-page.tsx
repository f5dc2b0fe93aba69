import { Alert, Box, Loader } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { matchingItems } from '../utils/snippet-match';
import classes from './pdf-page.module.css';

interface PdfPageProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  width: number;
  /** The passage to mark on this page; null to mark nothing. */
  snippet: string | null;
  /** Whether the passage was found on the page, once the page is drawn. */
  onMarked: (isFound: boolean) => void;
}

/**
 * One PDF page drawn to fit `width`, with its text layer; the runs of text that best match the
 * snippet are marked, and the first one scrolled into view.
 */
export function PdfPage({ pdf, pageNumber, width, snippet, onMarked }: PdfPageProps) {
  const page = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ isDrawing: boolean; error: unknown }>({
    isDrawing: true,
    error: null,
  });
  const marked = useRef(onMarked);
  marked.current = onMarked;

  useEffect(() => {
    const [pageBox, canvasBox, layerBox] = [page.current, canvas.current, textLayer.current];
    if (!pageBox || !canvasBox || !layerBox || width <= 0) return;
    const target = { page: pageBox, canvas: canvasBox, textLayer: layerBox, width };
    const controller = new AbortController();
    setState({ isDrawing: true, error: null });
    (async () => {
      const { drawPage } = await import('../utils/pdf-loader');
      const drawn = await drawPage(pdf, pageNumber, target, controller.signal);
      if (controller.signal.aborted) return;
      const hits = snippet ? matchingItems(drawn.items, snippet) : [];
      for (const index of hits) {
        drawn.elements[index]?.classList.add(classes.hit ?? 'hit');
        drawn.elements[index]?.setAttribute('data-cited', '');
      }
      drawn.elements[hits[0] ?? -1]?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      setState({ isDrawing: false, error: null });
      if (snippet) marked.current(hits.length > 0);
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) setState({ isDrawing: false, error });
    });
    return () => controller.abort();
  }, [pdf, pageNumber, width, snippet]);

  return (
    <Box pos="relative">
      {state.error ? (
        <Alert color="red" role="alert" mb="sm">
          {errorMessage(state.error, 'This page could not be drawn.')}
        </Alert>
      ) : null}
      <div
        ref={page}
        className={classes.page}
        data-testid="pdf-page"
        data-page-number={pageNumber}
        data-drawn={state.isDrawing ? undefined : ''}
      >
        <canvas ref={canvas} aria-hidden />
        <div ref={textLayer} className="textLayer" />
      </div>
      {state.isDrawing ? (
        <Loader size="sm" pos="absolute" top={12} left="50%" aria-label="Drawing the page" />
      ) : null}
    </Box>
  );
}
