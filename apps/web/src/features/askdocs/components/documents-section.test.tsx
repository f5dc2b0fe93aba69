// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildDocument } from '../test-factories';
import { DocumentsSection } from './documents-section';

function serveDocuments(documents: ReturnType<typeof buildDocument>[]) {
  server.use(
    http.get('/api/ask-docs/project-sources/p1', () => HttpResponse.json({ data: documents })),
  );
}

describe('DocumentsSection', () => {
  it('says there are no documents yet, and offers no upload yet', async () => {
    serveDocuments([]);
    renderWithProviders(<DocumentsSection projectId="p1" />);
    expect(await screen.findByTestId('documents-empty')).toHaveTextContent('No documents yet');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows each status, and why a document failed or waits for OCR', async () => {
    serveDocuments([
      buildDocument({ _id: 'd1', fileName: 'handbook.pdf', status: 'ACTIVE', pageCount: 12 }),
      buildDocument({ _id: 'd2', fileName: 'scan.png', kind: 'png', status: 'PENDING' }),
      buildDocument({
        _id: 'd3',
        fileName: 'locked.pdf',
        status: 'FAILED',
        failureReason: 'The PDF is encrypted.',
        pageCount: null,
      }),
      buildDocument({
        _id: 'd4',
        fileName: 'fax.tiff',
        kind: 'tiff',
        status: 'OCR_PENDING',
        failureReason:
          'Your OCR Limit is exceeded. Please purchase a new OCR package to proceed with this file.',
      }),
    ]);
    renderWithProviders(<DocumentsSection projectId="p1" />);
    const rows = await screen.findAllByTestId('document-row');
    const [active, pending, failed, ocr] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(active).getByTestId('document-status')).toHaveTextContent(/^ACTIVE$/);
    expect(active).toHaveTextContent('PDF · 240 KB');
    expect(within(pending).getByTestId('document-status')).toHaveTextContent(/^PENDING$/);
    expect(pending).toHaveTextContent('PNG image');
    expect(within(failed).getByTestId('document-status')).toHaveTextContent(
      'FAILEDThe PDF is encrypted.',
    );
    expect(within(ocr).getByTestId('document-status')).toHaveTextContent(
      /^OCR_PENDINGYour OCR Limit is exceeded\./,
    );
  });
});
