// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import type { AskWithRequest } from '../hooks/use-room-ask';
import {
  buildAnswer,
  buildAskResult,
  buildConversation,
  buildRoom,
  buildStructuredQuery,
} from '../test-factories';
import { AnswerCard } from './answer-card';
import { RoomAskProvider } from './room-ask-context';

type Conversation = ReturnType<typeof buildConversation>;

function renderCard(conversation: Conversation, { isOpen = true } = {}) {
  const onAskWith = vi.fn<(request: AskWithRequest) => void>();
  const view = renderWithProviders(
    <RoomAskProvider canAsk={isOpen} isOpen={isOpen} onAskWith={onAskWith}>
      <AnswerCard conversation={conversation} />
    </RoomAskProvider>,
  );
  return { ...view, onAskWith };
}

describe('AnswerCard', () => {
  // The card's menus read the room it belongs to.
  beforeEach(() => {
    server.use(
      http.get('/api/db/room_by_id_source', () => HttpResponse.json({ data: buildRoom() })),
    );
  });

  it('shows a single value as one big number with its name', () => {
    const answer = buildAnswer({
      displayKind: 'WIDGET',
      chart: null,
      columns: [{ name: 'Total revenue', type: 'decimal' }],
      rows: [[2000.456]],
      description: 'Revenue came to 2,000.46.',
    });
    const conversation = buildConversation({
      query: { _id: 'q1', text: 'total revenue' },
      answer: buildAskResult({ answer }),
    });
    renderCard(conversation);
    const card = screen.getByRole('article', { name: 'total revenue' });
    const value = within(card).getByTestId('answer-value');
    expect(value).toHaveTextContent('Total revenue');
    expect(value).toHaveTextContent('2,000.46');
    expect(within(card).getByText('Revenue came to 2,000.46.')).toBeInTheDocument();
    expect(within(card).queryByTestId('answer-chart')).not.toBeInTheDocument();
  });

  it('shows a chart of the answer and the table of its rows', async () => {
    const conversation = buildConversation({ query: { _id: 'q1', text: 'revenue by region' } });
    renderCard(conversation);
    const chart = screen.getByRole('img', { name: 'Chart: revenue by region' });
    expect(chart).toHaveAttribute('data-testid', 'answer-chart');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Region/ })).toBeInTheDocument();
    expect(within(table).getByText('North')).toBeInTheDocument();
    expect(within(table).getByText('South')).toBeInTheDocument();
    // vega-embed draws the spec as SVG (no canvas needed): its axes carry the encoded fields.
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 20_000 });
    expect(chart.querySelector('svg')?.textContent).toMatch(/Region.*Revenue/);
    expect(screen.queryByText(/The chart could not be drawn/)).not.toBeInTheDocument();
  });

  it('offers the other readings when unsure, and asks again with the one picked', async () => {
    const reading = {
      text: 'total revenue by region in 2025',
      structuredQuery: buildStructuredQuery({ limit: 10 }),
      term: '2025',
      meaning: 'order_date year 2025',
    };
    const conversation = buildConversation({
      answer: buildAskResult({ status: 'unsure', answer: buildAnswer({ readings: [reading] }) }),
    });
    const { user, onAskWith } = renderCard(conversation);
    const readings = screen.getByTestId('answer-readings');
    expect(readings).toHaveTextContent('Not sure what you meant. Did you mean:');
    await user.click(within(readings).getByRole('button', { name: reading.text }));
    expect(onAskWith).toHaveBeenCalledWith({
      text: reading.text,
      structuredQuery: reading.structuredQuery,
    });
  });

  it('offers no readings to pick in a room that takes no questions', () => {
    const reading = {
      text: 'revenue in 2025',
      structuredQuery: buildStructuredQuery(),
      term: null,
      meaning: null,
    };
    const conversation = buildConversation({
      answer: buildAskResult({ status: 'unsure', answer: buildAnswer({ readings: [reading] }) }),
    });
    renderCard(conversation, { isOpen: false });
    expect(screen.getByRole('button', { name: 'revenue in 2025' })).toBeDisabled();
  });

  it('says why a question was declined, without data or feedback', () => {
    const conversation = buildConversation({
      answer: buildAskResult({
        status: 'declined',
        answer: null,
        message: 'This source has no column about weather.',
      }),
    });
    renderCard(conversation);
    expect(screen.getByTestId('answer-declined')).toHaveTextContent(
      'This source has no column about weather.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
  });

  it('sends a like for this answer', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const conversation = buildConversation();
    server.use(
      http.put('/api/db/conversation-feedback/:id', async ({ request, params }) => {
        sent.push({ path: String(params.id), body: await request.json() });
        const data = { ...conversation, feedback: 'LIKE' };
        return HttpResponse.json({ data, savedAsExample: true });
      }),
    );
    const { user } = renderCard(conversation);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(sent).toEqual([{ path: conversation._id, body: { feedback: 'LIKE' } }]),
    );
  });
});
