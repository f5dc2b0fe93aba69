// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildConversation, buildRoom, buildTemplate } from '../test-factories';
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

/** The project's room (addressed by the project's id), the templates and the history. */
function serveRoom(conversations = [buildConversation()], room = buildRoom()) {
  server.use(
    http.get('/api/ask-docs/room/p1', () => HttpResponse.json({ data: room })),
    http.get('/api/ask-docs/get-all-templates', () =>
      HttpResponse.json({ data: [usable, expired] }),
    ),
    http.get('/api/ask-docs/conversation/r1', () =>
      HttpResponse.json({ data: conversations, page: 1, hasMore: false }),
    ),
  );
}

function renderSection(canManage = true) {
  return renderWithProviders(<RoomSection projectId="p1" canManage={canManage} />);
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

  it('shows the history newest last, with citations as "file · p. N" chips', async () => {
    serveRoom([
      buildConversation({ _id: 'c1', question: 'How many days of leave?' }),
      buildConversation({
        _id: 'c2',
        question: 'Who approves expenses?',
        answer: 'Your manager approves expenses up to 500 EUR.',
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
    expect(within(older).getByTestId('citation-chip')).toHaveTextContent('handbook.pdf · p. 2');
    expect(newest).toHaveTextContent('Your manager approves expenses up to 500 EUR.');
    expect(
      within(newest)
        .getAllByTestId('citation-chip')
        .map((chip) => chip.textContent),
    ).toEqual(['expenses.docx · p. 4', 'handbook.pdf · p. 7']);
    // Not links yet: opening the page comes with the document viewer.
    expect(within(newest).queryByRole('link')).not.toBeInTheDocument();
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
});
