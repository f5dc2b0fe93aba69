// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, sessionStore } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildAnswer, buildAskResult, buildConversation, buildRoom } from '../test-factories';
import { CardMenu } from './card-menu';

const ME = '00000000-0000-4000-8000-000000000001';
const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';

const singleValue = buildAskResult({
  answer: buildAnswer({
    displayKind: 'WIDGET',
    chart: null,
    columns: [{ name: 'Total revenue', type: 'decimal' }],
    rows: [[2000]],
  }),
});

describe("the answer's menu: Create alert", () => {
  beforeEach(() => {
    sessionStore.set({
      auth: {
        token: 'token',
        sessionId: 's',
        user: {
          _id: ME,
          email: 'ada@example.com',
          givenName: 'Ada',
          familyName: 'Lovelace',
          picture: '',
          aiModel: 'default',
          isConfirmed: true,
          hasPassword: true,
          hasGoogle: false,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      },
      // No team selected: the recipients are the user only, and no member list is asked.
      org: { selectedOrganizationId: 'o1', selectedTeamId: null },
    });
    server.use(
      http.get('/api/db/room_by_id_source', () => HttpResponse.json({ data: buildRoom() })),
    );
  });
  afterEach(() => clearSession());

  it("creates an alert on a single value's answer from its conversation", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/dashboard/alerts/create', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'Stop here.' },
          { status: 400 },
        );
      }),
    );
    const conversation = buildConversation({
      _id: CONVERSATION,
      query: { _id: 'q1', text: 'total revenue' },
      answer: singleValue,
    });
    const { user } = renderWithProviders(<CardMenu conversation={conversation} />);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create alert…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create alert' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Threshold' }), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      conversationId: CONVERSATION,
      name: 'total revenue',
      condition: { kind: 'above', threshold: 1500 },
      recipients: { userIds: [ME], inApp: true, email: false },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Stop here.');
  });

  it('is not offered on a chart or a table', async () => {
    const { user } = renderWithProviders(<CardMenu conversation={buildConversation()} />);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await screen.findByRole('menuitem', { name: 'Hide' });
    expect(screen.queryByRole('menuitem', { name: 'Create alert…' })).not.toBeInTheDocument();
  });
});
