// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
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
  it('says there are no documents yet and offers Add docs to those who may add them', async () => {
    serveDocuments([]);
    const onAddDocs = vi.fn();
    const { user } = renderWithProviders(<DocumentsSection projectId="p1" onAddDocs={onAddDocs} />);
    const empty = await screen.findByTestId('documents-empty');
    expect(empty).toHaveTextContent('No documents yet');
    await user.click(within(empty).getByRole('button', { name: 'Add docs' }));
    expect(onAddDocs).toHaveBeenCalledOnce();
  });

  it('offers no upload to those who may not add documents', async () => {
    serveDocuments([buildDocument()]);
    renderWithProviders(<DocumentsSection projectId="p1" />);
    expect(await screen.findByTestId('document-row')).toHaveTextContent('handbook.pdf');
    expect(screen.queryByRole('button', { name: 'Add docs' })).not.toBeInTheDocument();
  });

  it('reads the list again while a document is PENDING, until it is read', async () => {
    let reads = 0;
    server.use(
      http.get('/api/ask-docs/project-sources/p1', () => {
        reads += 1;
        const status = reads === 1 ? 'PENDING' : 'ACTIVE';
        return HttpResponse.json({ data: [buildDocument({ status })] });
      }),
    );
    renderWithProviders(<DocumentsSection projectId="p1" onAddDocs={() => undefined} />);
    const status = await screen.findByTestId('document-status');
    expect(status).toHaveTextContent(/^PENDING$/);
    await waitFor(() => expect(status).toHaveTextContent(/^ACTIVE$/), { timeout: 4000 });
    expect(screen.getByRole('button', { name: 'Add docs' })).toBeEnabled();
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(reads).toBe(settled);
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
    expect(
      within(within(ocr).getByTestId('document-status')).getByRole('link', {
        name: 'See OCR packs and plans',
      }),
    ).toHaveAttribute('href', '/settings/plan');
    expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
  });
});
