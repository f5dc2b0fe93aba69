// @vitest-environment jsdom
import type { AskDocsDocument, AskDocsFileCheck } from '@tabletalk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressLike } from '../../../lib/send-multipart';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildDocument } from '../test-factories';
import { AddDocsWizard } from './add-docs-wizard';

/** A scripted XMLHttpRequest: the test sends progress and the answer of each upload. */
class FakeXhr {
  static made: FakeXhr[] = [];
  url = '';
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressLike) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.made.push(this);
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const LIMIT_REASON = 'This file is larger than 100 MB, the most an upload may be.';
const EMPTY_REASON = 'This file is empty.';
const KIND_REASON = 'Ask Docs reads PDF, DOCX, TXT, Markdown, HTML, PNG, JPEG and TIFF files.';

const file = (name: string, size: number) => new File(['x'.repeat(size)], name);
const handbook = file('handbook.pdf', 2048);

function verdict(name: string, size: number, reason: string | null): AskDocsFileCheck {
  const kind = name.endsWith('.pdf') ? 'pdf' : null;
  return reason
    ? { fileName: name, sizeBytes: size, ok: false, kind: null, code: 'unsupported', reason }
    : { fileName: name, sizeBytes: size, ok: true, kind, code: null, reason: null };
}

function serveGuide() {
  server.use(
    http.get('/api/ask-docs/user_guide', () =>
      HttpResponse.json({
        data: { title: 'Ask Docs', sections: [], limits: { maxUploadMb: 100, kinds: [] } },
      }),
    ),
  );
}

/** `add-docs` answers the documents asked; the list reads them PENDING first, then `after`. */
function serveProcessing(after: AskDocsDocument[]) {
  const added: unknown[] = [];
  let reads = 0;
  server.use(
    http.post('/api/ask-docs/add-docs', async ({ request }) => {
      added.push(await request.json());
      return HttpResponse.json({ data: after.map((d) => ({ ...d, status: 'PENDING' })) });
    }),
    http.get('/api/ask-docs/project-sources/p1', () => {
      reads += 1;
      const documents = reads === 1 ? after.map((d) => ({ ...d, status: 'PENDING' })) : after;
      return HttpResponse.json({ data: documents });
    }),
  );
  return added;
}

function renderWizard() {
  const onClose = vi.fn();
  const view = renderWithProviders(<AddDocsWizard projectId="p1" opened onClose={onClose} />);
  return { ...view, onClose };
}

/** Chooses the files, checks them (every one fine unless `verdicts` says), and goes to upload. */
async function chooseAndCheck(
  user: ReturnType<typeof renderWizard>['user'],
  files: File[],
  verdicts = files.map((f) => verdict(f.name, f.size, null)),
) {
  const checked: unknown[] = [];
  server.use(
    http.post('/api/ask-docs/add-ask-doc-file-validate', async ({ request }) => {
      checked.push(await request.json());
      return HttpResponse.json({ data: verdicts });
    }),
  );
  await user.upload(screen.getByLabelText('Documents to add'), files);
  await user.click(
    screen.getByRole('button', {
      name: `Check ${files.length} file${files.length === 1 ? '' : 's'}`,
    }),
  );
  return checked;
}

describe('AddDocsWizard', () => {
  beforeEach(() => {
    FakeXhr.made = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    serveGuide();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the chosen files with their sizes and shows each one's problem in the server's words", async () => {
    const { user } = renderWizard();
    const empty = file('notes.txt', 0);
    const huge = file('scan.pdf', 4096);
    await user.upload(screen.getByLabelText('Documents to add'), [handbook, empty]);
    // Dropped rather than chosen: the file dialog itself would not offer it.
    const photo = file('photo.heic', 10);
    fireEvent.drop(screen.getByTestId('docs-drop-zone'), {
      dataTransfer: { files: [huge, photo] },
    });
    const chosen = screen.getAllByTestId('chosen-file');
    expect(chosen.map((row) => row.textContent)).toEqual([
      'handbook.pdf2 KB',
      'notes.txt0 B',
      'scan.pdf4 KB',
      'photo.heic10 B',
    ]);

    const checked: unknown[] = [];
    server.use(
      http.post('/api/ask-docs/add-ask-doc-file-validate', async ({ request }) => {
        checked.push(await request.json());
        return HttpResponse.json({
          data: [
            verdict('handbook.pdf', 2048, null),
            verdict('notes.txt', 0, EMPTY_REASON),
            verdict('scan.pdf', 4096, LIMIT_REASON),
            verdict('photo.heic', 10, KIND_REASON),
          ],
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Check 4 files' }));
    await waitFor(() => expect(screen.getAllByTestId('file-problem')).toHaveLength(3));
    expect(checked).toEqual([
      {
        projectId: 'p1',
        files: [
          { name: 'handbook.pdf', size: 2048 },
          { name: 'notes.txt', size: 0 },
          { name: 'scan.pdf', size: 4096 },
          { name: 'photo.heic', size: 10 },
        ],
      },
    ]);
    expect(screen.getAllByTestId('file-problem').map((p) => p.textContent)).toEqual([
      EMPTY_REASON,
      LIMIT_REASON,
      KIND_REASON,
    ]);
    expect(screen.getByTestId('refused-summary')).toHaveTextContent("3 files can't be added");
    const upload = screen.getByRole('button', { name: 'Upload 4 files' });
    expect(upload).toBeDisabled();

    // One bad file removed by hand, the other two at once: the good one is left to upload.
    await user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    await user.click(screen.getByRole('button', { name: 'Remove these 2 files' }));
    expect(screen.getAllByTestId('chosen-file').map((row) => row.textContent)).toEqual([
      'handbook.pdfPDF · 2 KB',
    ]);
    expect(screen.queryByTestId('refused-summary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload 1 file' })).toBeEnabled();
  });

  it("shows the upload's progress in percent and bytes, then each document's reading until none is PENDING", async () => {
    const { user, onClose } = renderWizard();
    const notes = file('notes.md', 1024);
    await chooseAndCheck(user, [handbook, notes]);
    const added = serveProcessing([
      buildDocument({ _id: 'd1', fileName: 'handbook.pdf', status: 'ACTIVE' }),
      buildDocument({
        _id: 'd2',
        fileName: 'notes.md',
        kind: 'markdown',
        status: 'FAILED',
        failureReason: 'The file has no text to read.',
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Upload 2 files' }));

    const xhr = FakeXhr.made[0] as FakeXhr;
    expect(xhr.url).toBe('/api/ask-docs/add-ask-doc-file');
    const form = xhr.sent as FormData;
    expect(form.get('projectId')).toBe('p1');
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['handbook.pdf', 'notes.md']);

    const progress = screen.getByTestId('docs-upload-progress');
    expect(progress).toHaveTextContent('Uploading 2 files');
    expect(screen.getByTestId('upload-percent')).toHaveTextContent('0%');
    xhr.progress(1024, 4096);
    await waitFor(() => expect(screen.getByTestId('upload-percent')).toHaveTextContent('25%'));
    expect(screen.getByTestId('upload-bytes')).toHaveTextContent('1 KB of 4 KB');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    xhr.progress(4096, 4096);
    await waitFor(() =>
      expect(screen.getByTestId('upload-bytes')).toHaveTextContent('the server is checking'),
    );

    xhr.answer(200, {
      data: {
        documents: [
          buildDocument({ _id: 'd1', fileName: 'handbook.pdf', status: 'PENDING' }),
          buildDocument({ _id: 'd2', fileName: 'notes.md', kind: 'markdown', status: 'PENDING' }),
        ],
        refused: [],
      },
    });
    const list = await screen.findByTestId('processing-list');
    expect(added).toEqual([{ projectId: 'p1', documentIds: ['d1', 'd2'] }]);
    expect(list).toHaveTextContent('Reading the documents…');
    await waitFor(() => expect(list).toHaveTextContent('Reading finished.'), { timeout: 5000 });
    const [pdf, markdown] = within(list).getAllByTestId('processing-document') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(pdf).toHaveTextContent('handbook.pdfACTIVE');
    expect(markdown).toHaveTextContent('notes.mdThe file has no text to read.FAILED');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the chosen files when the upload fails and sends them again on Retry', async () => {
    const { user } = renderWizard();
    await chooseAndCheck(user, [handbook]);
    serveProcessing([buildDocument({ _id: 'd1', fileName: 'handbook.pdf', status: 'ACTIVE' })]);
    await user.click(await screen.findByRole('button', { name: 'Upload 1 file' }));
    (FakeXhr.made[0] as FakeXhr).answer(413, { code: 'FILE_TOO_LARGE', message: LIMIT_REASON });

    expect(await screen.findByRole('alert')).toHaveTextContent(LIMIT_REASON);
    expect(
      screen.getByText('Your file is kept. Retry, or go back to change the files.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const second = FakeXhr.made[1] as FakeXhr;
    expect((second.sent as FormData).getAll('files').map((f) => (f as File).name)).toEqual([
      'handbook.pdf',
    ]);
    second.answer(200, {
      data: {
        documents: [buildDocument({ _id: 'd1', fileName: 'handbook.pdf', status: 'PENDING' })],
        refused: [],
      },
    });
    expect(await screen.findByTestId('processing-list')).toHaveTextContent('handbook.pdf');
  });

  it('retries only the sending for reading when it fails after the upload, never uploading twice', async () => {
    const { user } = renderWizard();
    await chooseAndCheck(user, [handbook]);
    let attempts = 0;
    server.use(
      http.post('/api/ask-docs/add-docs', () => {
        attempts += 1;
        if (attempts === 1) return new HttpResponse(null, { status: 503 });
        return HttpResponse.json({ data: [buildDocument({ _id: 'd1', status: 'PENDING' })] });
      }),
      http.get('/api/ask-docs/project-sources/p1', () =>
        HttpResponse.json({ data: [buildDocument({ _id: 'd1', status: 'ACTIVE' })] }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Upload 1 file' }));
    (FakeXhr.made[0] as FakeXhr).answer(200, {
      data: { documents: [buildDocument({ _id: 'd1', status: 'PENDING' })], refused: [] },
    });
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByText('Retry to send them for reading.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back to files' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('processing-list')).toHaveTextContent('handbook.pdfACTIVE');
    expect(attempts).toBe(2);
    expect(FakeXhr.made).toHaveLength(1);
  });

  it('goes back to the checked files, all kept, when the upload is cancelled', async () => {
    const { user } = renderWizard();
    await chooseAndCheck(user, [handbook]);
    await user.click(await screen.findByRole('button', { name: 'Upload 1 file' }));
    (FakeXhr.made[0] as FakeXhr).progress(100, 2048);
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByRole('button', { name: 'Upload 1 file' })).toBeEnabled();
    expect(screen.getAllByTestId('chosen-file')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
