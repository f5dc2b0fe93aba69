// @vitest-environment jsdom
import type { SourceInfo } from '@tabletalk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { AddFileWizard } from './add-file-wizard';

const CSV_TEXT = 'region,revenue\nNorth,1200\nSouth,800\n';
const csv = () => new File([CSV_TEXT], 'sales.csv', { type: 'text/csv' });

const checked = {
  headers: ['region', 'revenue'],
  suggestedHeaders: ['region', 'revenue'],
  rowCount: 2,
  columnCount: 2,
  problems: [],
  withinPlan: true,
};

function sourceInfo(overrides: Partial<SourceInfo> = {}): SourceInfo {
  return {
    _id: 's9',
    name: 'Sales 2024',
    type: 'CSV',
    status: 'PENDING',
    reason: null,
    progress: 0.5,
    projectId: 'p1',
    sheetName: null,
    tableName: null,
    rowCount: null,
    columnCount: null,
    sizeBytes: 38,
    isSample: false,
    isDatabase: false,
    createdBy: 'u1',
    lastRefreshedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    columns: [],
    modelVersion: null,
    connection: null,
    isOwner: true,
    ...overrides,
  };
}

/** A response the test releases when it has looked at the upload step. */
function deferred() {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/**
 * What a multipart request carried: its text fields, and each file's type. (A jsdom File loses
 * its name and bytes on the way from the XHR to the mocked server; its type arrives.)
 */
async function fields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const entries = [...form.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `file:${value.type}`,
  ]);
  return Object.fromEntries(entries);
}

function renderWizard() {
  const onDone = vi.fn<(sourceId: string) => void>();
  return { ...renderWithProviders(<AddFileWizard onDone={onDone} />), onDone };
}

describe('AddFileWizard', () => {
  const checks: Record<string, string>[] = [];
  beforeEach(() => {
    checks.length = 0;
    server.use(
      http.post('/api/db/check-csv', async ({ request }) => {
        checks.push(await fields(request));
        return HttpResponse.json(checked);
      }),
    );
  });

  it('checks the CSV, uploads it with its name, shows the upload, then the load until ready', async () => {
    const uploads: Record<string, string>[] = [];
    const held = deferred();
    let polls = 0;
    server.use(
      http.post('/api/db/add-database', async ({ request }) => {
        uploads.push(await fields(request));
        await held.promise;
        const { _id, status, projectId, name, type } = sourceInfo();
        return HttpResponse.json({ _id, status, projectId, name, type });
      }),
      http.get('/api/db/source-info/:id', ({ params }) => {
        polls += 1;
        const info = sourceInfo({ _id: String(params.id) });
        const ready = { ...info, status: 'ACTIVE' as const, progress: 1 };
        return HttpResponse.json({ data: polls === 1 ? info : ready });
      }),
    );
    const { user, onDone } = renderWizard();

    await user.upload(screen.getByLabelText('Data file'), csv());
    expect(await screen.findByText('2 rows × 2 columns')).toBeInTheDocument();
    expect(checks).toEqual([{ file: 'file:text/csv' }]);
    const name = screen.getByRole('textbox', { name: 'Source name' });
    expect(name).toHaveValue('sales');
    await user.clear(name);
    await user.type(name, 'Sales 2024');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const progress = await screen.findByTestId('upload-progress');
    expect(progress).toHaveTextContent('Uploading sales.csv');
    expect(progress).toHaveTextContent('0%');
    expect(progress).toHaveTextContent('Sending the file…');
    await waitFor(() => expect(uploads).toEqual([{ name: 'Sales 2024', file: 'file:text/csv' }]));

    held.release();
    const loading = await screen.findByTestId('ingest-progress');
    expect(loading).toHaveTextContent('Loading Sales 2024');
    expect(loading).toHaveTextContent('50%');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('s9'), { timeout: 5_000 });
  });

  it('explains a refused upload and lets the user try again with the same file', async () => {
    server.use(http.post('/api/db/add-database', () => new HttpResponse(null, { status: 413 })));
    const { user } = renderWizard();
    await user.upload(screen.getByLabelText('Data file'), csv());
    await screen.findByText('2 rows × 2 columns');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This file is too large to upload.');
    expect(screen.getByTestId('file-drop-zone')).toHaveTextContent('sales.csv');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('refuses a file it cannot load before sending anything', async () => {
    renderWizard();
    const pdf = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    // Dropped rather than chosen: the file dialog itself would not offer it.
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [pdf] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a .csv, .tsv, .txt or .xlsx file.',
    );
    expect(checks).toEqual([]);
  });
});
