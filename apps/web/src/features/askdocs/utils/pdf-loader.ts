/*
 * pdf.js, loaded only when a PDF citation is opened (this module is imported dynamically): the
 * legacy build, which runs in the browsers the app supports (the modern one needs the newest),
 * with its worker served by the app itself — nothing is fetched from elsewhere.
 */
import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  TextLayer,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Opens a PDF from its bytes (handed over to pdf.js's worker). Scripts in the PDF never run and
 * fonts are never compiled with `eval`.
 */
export function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
  }).promise;
}

/** Where a page is drawn: the canvas, the text layer over it, the width to fit. */
export interface PageTarget {
  page: HTMLElement;
  canvas: HTMLCanvasElement;
  textLayer: HTMLElement;
  width: number;
}

/** A drawn page's text runs (strings and their elements, same order) and a way to stop. */
export interface DrawnPage {
  items: string[];
  elements: HTMLElement[];
}

/**
 * Draws one page of a PDF fitted to `target.width`: the canvas sharp on high-density screens,
 * and pdf.js's text layer (transparent, selectable runs of text placed over the canvas).
 * `signal` stops the drawing (another page or width was asked for).
 * @throws whatever pdf.js throws; a cancelled drawing rejects too.
 */
export async function drawPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  target: PageTarget,
  signal: AbortSignal,
): Promise<DrawnPage> {
  const page = await document.getPage(pageNumber);
  const scale = target.width / page.getViewport({ scale: 1 }).width;
  const viewport = page.getViewport({ scale });
  const ratio = window.devicePixelRatio || 1;
  const { canvas } = target;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  target.page.style.width = `${Math.floor(viewport.width)}px`;
  target.page.style.height = `${Math.floor(viewport.height)}px`;
  target.page.style.setProperty('--scale-factor', String(viewport.scale));
  target.textLayer.replaceChildren();
  const render = page.render({
    canvas,
    viewport,
    transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
  });
  const textLayer = new TextLayer({
    textContentSource: page.streamTextContent(),
    container: target.textLayer,
    viewport,
  });
  const stop = () => {
    render.cancel();
    textLayer.cancel();
  };
  signal.addEventListener('abort', stop);
  try {
    await Promise.all([render.promise, textLayer.render()]);
  } finally {
    signal.removeEventListener('abort', stop);
  }
  return { items: textLayer.textContentItemsStr, elements: textLayer.textDivs };
}
