// @vitest-environment jsdom
import type { AskDocsDocument } from '@tabletalk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildConversation, buildDocument, buildRoom, buildTemplate } from '../test-factories';
import { RoomSection } from './room-section';

const EXPIRED_MESSAGE =
  'This template has expired. You should update your validity date or select another one.';

const usable = buildTemplate({ _id: 't1', title: 'New employee' });
const expired = buildTemplate({
  _id: 't2',
  title: 'Old policy',
  expired: true,
  validUntil: '2025-06-30',
});

/** The project's room (addressed by the project's id), the templates, history and documents. */
function serveRoom(
  conversations = [buildConversation()],
  room = buildRoom(),
  documents: AskDocsDocument[] = [buildDocument()],
) {
  server.use(
    http.get('/api/ask-docs/project-sources/p1', () => HttpResponse.json({ data: documents })),
    http.get('/api/ask-docs/room/p1', () => HttpResponse.json({ data: room })),
    http.get('/api/ask-docs/get-all-templates', () =>
      HttpResponse.json({ data: [usable, expired] }),
    ),
    http.get('/api/ask-docs/conversation/r1', () =>
      HttpResponse.json({ data: conversations, page: 1, hasMore: false }),
    ),
  );
}

function renderSection(canManage = true, onAddDocs?: () => void) {
  return renderWithProviders(
    <RoomSection projectId="p1" canManage={canManage} onAddDocs={onAddDocs} />,
  );
}

async function pickTemplate(user: ReturnType<typeof renderSection>['user'], name: string) {
  await user.click(await screen.findByRole('textbox', { name: 'Template' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('RoomSection', () => {
  it("connects a template to the project's room", async () => {
    const bodies: unknown[] = [];
    serveRoom();
    server.use(
      http.put('/api/ask-docs/room/p1', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: buildRoom({ templateId: 't1', template: usable }) });
      }),
    );
    const { user } = renderSection();
    await pickTemplate(user, 'New employee');
    await waitFor(() => expect(bodies).toEqual([{ templateId: 't1' }]));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Template' })).toHaveValue('New employee'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's expired-template message beside the picker when it refuses", async () => {
    serveRoom();
    server.use(
      http.put('/api/ask-docs/room/p1', () =>
        HttpResponse.json(
          { code: 'TEMPLATE_EXPIRED', message: EXPIRED_MESSAGE, details: { reason: 'expired' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderSection();
    await pickTemplate(user, 'Old policy (expired)');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED_MESSAGE);
    // The room keeps no template: the picker goes back to what the server has.
    expect(screen.getByRole('textbox', { name: 'Template' })).toHaveValue('');
  });

  it('shows a viewer the connected template without a picker', async () => {
    serveRoom([], buildRoom({ templateId: 't1', template: usable }));
    renderSection(false);
    expect(await screen.findByText('New employee')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Template' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('conversations-empty')).toHaveTextContent('No questions yet');
  });

  it('shows the history newest last, with chips in the answers and their sources below', async () => {
    serveRoom([
      buildConversation({ _id: 'c1', question: 'How many days of leave?' }),
      buildConversation({
        _id: 'c2',
        question: 'Who approves expenses?',
        answer: 'Your manager approves expenses up to 500 EUR. [1] Receipts are kept. [2]',
        citations: [
          { documentId: 'd2', fileName: 'expenses.docx', page: 4, passageId: 'x1', snippet: 'a' },
          { documentId: 'd1', fileName: 'handbook.pdf', page: 7, passageId: 'x2', snippet: 'b' },
        ],
      }),
    ]);
    renderSection();
    const items = await screen.findAllByTestId('conversation-item');
    expect(items).toHaveLength(2);
    const [older, newest] = items as [HTMLElement, HTMLElement];
    expect(older).toHaveTextContent('How many days of leave?');
    expect(within(older).getByTestId('citation-source')).toHaveTextContent('handbook.pdf· p. 2');
    expect(within(newest).getByTestId('answer-text')).toHaveTextContent(
      'Your manager approves expenses up to 500 EUR. p. 4 Receipts are kept. p. 7',
    );
    expect(
      within(newest)
        .getAllByTestId('citation-source')
        .map((source) => source.getAttribute('aria-label')),
    ).toEqual(['Open source 1: expenses.docx, page 4', 'Open source 2: handbook.pdf, page 7']);
  });

  it('sends a like and a dislike, and clears a like pressed again', async () => {
    const bodies: unknown[] = [];
    serveRoom();
    server.use(
      http.put('/api/ask-docs/conversation-feedback/c1', async ({ request }) => {
        const body = (await request.json()) as { feedback: 'LIKE' | 'DISLIKE' | null };
        bodies.push(body);
        return HttpResponse.json({ data: buildConversation({ feedback: body.feedback }) });
      }),
    );
    const { user } = renderSection();
    const item = await screen.findByTestId('conversation-item');
    const like = within(item).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    await user.click(within(item).getByRole('button', { name: 'Dislike' }));
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: 'Dislike' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(bodies).toEqual([{ feedback: 'LIKE' }, { feedback: null }, { feedback: 'DISLIKE' }]);
  });

  it('loads earlier questions from before the oldest one shown', async () => {
    const requests: string[] = [];
    server.use(
      http.get('/api/ask-docs/room/p1', () => HttpResponse.json({ data: buildRoom() })),
      http.get('/api/ask-docs/get-all-templates', () => HttpResponse.json({ data: [] })),
      http.get('/api/ask-docs/project-sources/p1', () => HttpResponse.json({ data: [] })),
      http.get('/api/ask-docs/conversation/r1', ({ request }) => {
        const url = new URL(request.url);
        requests.push(url.search);
        const isOlder = url.searchParams.get('before') === 'c2';
        return HttpResponse.json({
          data: isOlder
            ? [buildConversation({ _id: 'c1', question: 'First question' })]
            : [buildConversation({ _id: 'c2', question: 'Second question' })],
          page: isOlder ? 2 : 1,
          hasMore: !isOlder,
        });
      }),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Show earlier questions' }));
    await waitFor(() => expect(screen.getAllByTestId('conversation-item')).toHaveLength(2));
    const questions = screen.getAllByTestId('conversation-item').map((item) => item.textContent);
    expect(questions[0]).toContain('First question');
    expect(questions[1]).toContain('Second question');
    expect(requests[1]).toContain('before=c2');
    expect(
      screen.queryByRole('button', { name: 'Show earlier questions' }),
    ).not.toBeInTheDocument();
  });

  it('asks with Enter, adds the answer to the history and empties the box', async () => {
    const bodies: unknown[] = [];
    serveRoom([]);
    server.use(
      http.post('/api/ask-docs/document-conversation', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          data: buildConversation({
            _id: 'c9',
            question: 'How many days of leave?',
            answer: 'Employees get 25 days of paid leave a year. [1]',
          }),
        });
      }),
    );
    const { user } = renderSection();
    const box = await screen.findByRole('textbox', { name: 'Ask a question about the documents' });
    await user.type(box, 'How many days of leave?{Enter}');
    const item = await screen.findByTestId('conversation-item');
    expect(within(item).getByTestId('answer-text')).toHaveTextContent(
      'Employees get 25 days of paid leave a year. p. 2',
    );
    expect(bodies).toEqual([{ roomId: 'r1', question: 'How many days of leave?' }]);
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByTestId('conversations-empty')).not.toBeInTheDocument();
  });

  it('breaks the line with Shift+Enter without asking', async () => {
    serveRoom([]);
    const { user } = renderSection();
    const box = await screen.findByRole('textbox', { name: 'Ask a question about the documents' });
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(screen.getByRole('button', { name: 'Ask' })).toBeEnabled();
  });

  it('is disabled while the answer is worked out, then keeps the question and shows why it failed', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveRoom([]);
    server.use(
      http.post('/api/ask-docs/document-conversation', async () => {
        await held;
        return HttpResponse.json(
          { code: 'TEMPLATE_EXPIRED', message: EXPIRED_MESSAGE },
          { status: 400 },
        );
      }),
    );
    const { user } = renderSection();
    const box = await screen.findByRole('textbox', { name: 'Ask a question about the documents' });
    await user.type(box, 'Who approves expenses?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(box).toBeDisabled());
    expect(screen.getByTestId('question-box')).toHaveTextContent('Searching the documents…');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED_MESSAGE);
    expect(box).toBeEnabled();
    expect(box).toHaveValue('Who approves expenses?');
    expect(screen.queryByTestId('conversation-item')).not.toBeInTheDocument();
  });

  it('points to Add docs instead of the question box while no document is ACTIVE', async () => {
    const onAddDocs = vi.fn();
    serveRoom([], buildRoom(), [buildDocument({ status: 'FAILED', failureReason: 'Encrypted.' })]);
    const { user } = renderSection(true, onAddDocs);
    const empty = await screen.findByTestId('no-active-documents');
    expect(empty).toHaveTextContent('Nothing to ask about yet');
    expect(screen.queryByRole('textbox', { name: /Ask a question/ })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: 'Add docs' }));
    expect(onAddDocs).toHaveBeenCalledOnce();
  });

  it('opens the cited passage in its text from a chip; Escape closes it and focus goes back', async () => {
    const text = `Intro.\n\nEmployees get 25 days of paid leave a year.\nUnused days expire in March.`;
    serveRoom(
      [
        buildConversation({
          answer: 'You get 25 days. [1]',
          citations: [
            {
              documentId: 'd5',
              fileName: 'leave.txt',
              page: 1,
              passageId: 'p5',
              snippet: 'Employees get 25 days of paid leave a year.',
            },
          ],
        }),
      ],
      buildRoom(),
      [buildDocument({ _id: 'd5', fileName: 'leave.txt', kind: 'txt', sizeBytes: text.length })],
    );
    server.use(
      http.get('/api/ask-docs/fetch-file', ({ request }) =>
        new URL(request.url).searchParams.get('id') === 'd5'
          ? new HttpResponse(text, { headers: { 'content-type': 'text/plain' } })
          : new HttpResponse(null, { status: 404 }),
      ),
    );
    const { user } = renderSection();
    const chip = await screen.findByRole('button', { name: 'Source 1: leave.txt, page 1' });
    await user.click(chip);
    const viewer = await screen.findByRole('dialog');
    expect(viewer).toHaveTextContent('leave.txt· p. 1');
    const context = await within(viewer).findByTestId('passage-context');
    expect(context.querySelector('mark')).toHaveTextContent(
      'Employees get 25 days of paid leave a year',
    );
    expect(context).toHaveTextContent('Unused days expire in March.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(chip).toHaveFocus());
  });
});
