// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionStore } from '../lib/session';
import { renderWithProviders } from '../test/render';
import { server } from '../test/server';
import { CreateAlertModal } from './create-alert-modal';

const U1 = '00000000-0000-4000-8000-000000000001';
const U2 = '00000000-0000-4000-8000-000000000002';
const ITEM = '00000000-0000-4000-8000-0000000000f2';

const me = {
  _id: U1,
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
  picture: '',
  aiModel: 'default',
  isConfirmed: true,
  hasPassword: true,
  hasGoogle: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const grace = {
  _id: 'm2',
  userId: U2,
  email: 'grace@example.com',
  givenName: 'Grace',
  familyName: 'Hopper',
  picture: '',
  role: 'member',
  joinedAt: '2026-01-01T00:00:00.000Z',
};

function serveMembers() {
  server.use(http.get('/api/teams/t1/members/list', () => HttpResponse.json({ data: [grace] })));
}

/** Answers alerts/create with the alert, keeping the body it was sent. */
function serveCreate(reply?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/dashboard/alerts/create', async ({ request }) => {
      const body = (await request.json()) as Record<string, never>;
      bodies.push(body);
      if (reply) return reply();
      return HttpResponse.json({
        data: {
          _id: '00000000-0000-4000-8000-0000000000a1',
          name: 'total revenue',
          dashboardId: 'd1',
          itemId: ITEM,
          conversationId: null,
          sourceId: 's1',
          condition: body.condition,
          conditionText: 'Above 100',
          frequency: body.frequency,
          recipients: body.recipients,
          state: 'UNKNOWN',
          lastValue: null,
          lastCheckedAt: null,
          lastError: null,
          note: null,
          snoozedUntil: null,
          archivedAt: null,
          createdBy: U1,
          canManage: true,
          createdAt: '2026-01-06T09:00:00.000Z',
          updatedAt: '2026-01-06T09:00:00.000Z',
        },
      });
    }),
  );
  return bodies;
}

function renderModal(onClose = vi.fn()) {
  const view = renderWithProviders(
    <CreateAlertModal
      opened
      onClose={onClose}
      origin={{ itemId: ITEM }}
      defaultName="total revenue"
    />,
  );
  return { ...view, onClose };
}

const submit = () => screen.getByRole('button', { name: 'Create alert' });

describe('CreateAlertModal', () => {
  beforeEach(() => {
    sessionStore.set({
      auth: { token: 'token', user: me, sessionId: 's' },
      org: { selectedOrganizationId: 'o1', selectedTeamId: 't1' },
    });
    serveMembers();
  });
  afterEach(() => clearSession());

  it('needs a threshold for above, below and equal, and sends nothing without one', async () => {
    const bodies = serveCreate();
    const { user } = renderModal();
    await user.click(submit());
    expect(await screen.findByText('Enter a threshold.')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Alert when the value' }));
    await user.click(await screen.findByRole('option', { name: 'Equals a value' }));
    expect(screen.getByRole('textbox', { name: 'Value' })).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Enter a threshold.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('needs a percentage for a change, and more than 0', async () => {
    const bodies = serveCreate();
    const { user } = renderModal();
    await user.click(screen.getByRole('textbox', { name: 'Alert when the value' }));
    await user.click(
      await screen.findByRole('option', { name: 'Changes by more than a percentage' }),
    );
    const percent = screen.getByRole('textbox', { name: 'Change (%)' });
    await user.clear(percent);
    await user.click(submit());
    expect(await screen.findByText('Enter a percentage.')).toBeInTheDocument();
    await user.type(percent, '0');
    await user.click(submit());
    expect(await screen.findByText('The percentage must be more than 0.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('needs a recipient and a way to tell them', async () => {
    const bodies = serveCreate();
    const { user } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Threshold' }), '100');
    await user.click(screen.getByRole('checkbox', { name: 'In the app' }));
    await user.click(submit());
    expect(await screen.findByText('Choose in-app, email or both.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'By email' }));
    // Me is the one recipient to start with: removing it leaves none.
    const recipients = screen.getByRole('textbox', { name: 'Recipients' });
    await user.click(recipients);
    await user.keyboard('{Backspace}');
    await user.click(submit());
    expect(await screen.findByText('Choose at least one recipient.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the widget, the condition, an hourly check and me plus a member, then closes', async () => {
    const bodies = serveCreate();
    const { user, onClose } = renderModal();
    expect(screen.getByText('Me (ada@example.com)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Threshold' }), '100');
    await user.click(screen.getByRole('textbox', { name: 'Recipients' }));
    await user.click(
      await screen.findByRole('option', { name: 'Grace Hopper (grace@example.com)' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'By email' }));
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        itemId: ITEM,
        name: 'total revenue',
        condition: { kind: 'above', threshold: 100 },
        frequency: { kind: 'hourly', minute: 0 },
        recipients: { userIds: [U1, U2], inApp: true, email: true },
      },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    serveCreate(() =>
      HttpResponse.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Every recipient must be a member of this organization.',
        },
        { status: 400 },
      ),
    );
    const { user, onClose } = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Threshold' }), '5');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Every recipient must be a member of this organization.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
