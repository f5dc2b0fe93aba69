// @vitest-environment jsdom

import type { Member, ReportSubscription } from '@tabletalk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectScope } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildDashboard } from '../test-factories';
import { DashboardScreen } from './dashboard-screen';
import { ReportDialog } from './report-dialog';

function member(userId: string, givenName: string, email: string): Member {
  return {
    _id: `m-${userId}`,
    userId,
    email,
    givenName,
    familyName: 'Tester',
    picture: '',
    role: 'member',
    joinedAt: '2026-01-01T00:00:00.000Z',
  };
}

const ada = member('u-ada', 'Ada', 'ada@example.com');
const grace = member('u-grace', 'Grace', 'grace@example.com');

const subscription: ReportSubscription = {
  dashboardId: 'd1',
  frequency: { kind: 'daily', time: '07:30', timeZone: 'UTC' },
  recipients: [{ userId: 'u-grace', email: 'grace@example.com', name: 'Grace Tester' }],
  createdBy: 'u1',
  lastSentAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

/** The report's calls, with what each PUT sent and which searches were made. */
function serveReport(current: ReportSubscription | null) {
  const calls = { put: [] as unknown[], deleted: 0, searches: [] as string[] };
  server.use(
    http.get('/api/dashboard/subscriptions/d1', () => HttpResponse.json({ data: current })),
    http.get('/api/teams/t1/members/list', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      calls.searches.push(search);
      const found = [ada, grace].filter((m) => m.givenName.toLowerCase().includes(search));
      return HttpResponse.json({ data: found });
    }),
    http.put('/api/dashboard/subscriptions/d1', async ({ request }) => {
      const body = (await request.json()) as { frequency: ReportSubscription['frequency'] };
      calls.put.push(body);
      return HttpResponse.json({ data: { ...subscription, frequency: body.frequency } });
    }),
    http.delete('/api/dashboard/subscriptions/d1', () => {
      calls.deleted += 1;
      return HttpResponse.json({ message: 'The report was removed.' });
    }),
  );
  return calls;
}

describe('the Email report dialog', () => {
  beforeEach(() => selectScope('o1', 't1'));
  afterEach(() => selectScope(null, null));

  it('sets a report: the schedule (no "Off"), members found by name, then saved', async () => {
    const calls = serveReport(null);
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ReportDialog dashboardId="d1" opened onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email report' });
    const save = await within(dialog).findByRole('button', { name: 'Save report' });
    expect(save).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Remove subscription' })).toBeNull();

    await user.click(within(dialog).getByRole('textbox', { name: 'Send' }));
    const kinds = screen.getAllByRole('option').map((option) => option.textContent);
    expect(kinds).toEqual(['Hourly', 'Daily', 'Weekly']);
    await user.click(screen.getByRole('option', { name: 'Daily' }));
    const time = within(dialog).getByLabelText(/^Time \(/);
    await user.clear(time);
    await user.type(time, '06:45');

    await user.type(within(dialog).getByRole('textbox', { name: 'Recipients' }), 'ada');
    await waitFor(() => expect(calls.searches).toContain('ada'));
    await user.click(await screen.findByRole('option', { name: 'Ada Tester (ada@example.com)' }));
    await user.click(save);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.put).toEqual([
      {
        frequency: { kind: 'daily', time: '06:45', timeZone: expect.any(String) },
        userIds: ['u-ada'],
      },
    ]);
  });

  it('shows the report set, keeps its recipients, and removes the subscription', async () => {
    const calls = serveReport(subscription);
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ReportDialog dashboardId="d1" opened onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email report' });
    expect(await within(dialog).findByRole('textbox', { name: 'Send' })).toHaveValue('Daily');
    expect(within(dialog).getByLabelText('Time (UTC)')).toHaveValue('07:30');
    expect(within(dialog).getByText('Grace Tester (grace@example.com)')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove subscription' }));
    await waitFor(() => expect(calls.deleted).toBe(1));
    expect(onClose).toHaveBeenCalled();
    expect(calls.put).toEqual([]);
  });

  it("shows the server's refusal in the dialog", async () => {
    serveReport(subscription);
    server.use(
      http.put('/api/dashboard/subscriptions/d1', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'grace@example.com cannot see this dashboard: share it with them first.',
          },
          { status: 400 },
        ),
      ),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ReportDialog dashboardId="d1" opened onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Email report' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'grace@example.com cannot see this dashboard: share it with them first.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is offered on the dashboard to those who may edit it only', async () => {
    let dashboard = buildDashboard({ canEdit: true });
    server.use(
      http.post('/api/dashboard/get-graphs', () =>
        HttpResponse.json({ data: { dashboard, items: [] } }),
      ),
    );
    serveReport(null);
    const { user, unmount } = renderWithProviders(<DashboardScreen dashboardId="d1" />);
    await user.click(await screen.findByRole('button', { name: 'Email report' }));
    expect(await screen.findByRole('dialog', { name: 'Email report' })).toBeInTheDocument();
    unmount();

    dashboard = buildDashboard({ canEdit: false });
    renderWithProviders(<DashboardScreen dashboardId="d1" />);
    await screen.findByRole('heading', { name: 'Sales overview' });
    expect(screen.queryByRole('button', { name: 'Email report' })).toBeNull();
  });
});
