// @vitest-environment jsdom
import { Notifications, notifications } from '@mantine/notifications';
import type { Dashboard, DashboardShare } from '@tabletalk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectScope } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildDashboard, buildMember } from '../test-factories';
import { DashboardScreen } from './dashboard-screen';

const owner = buildMember('u1', 'Olga');
const bob = buildMember('u-bob', 'Bob');
const carol = buildMember('u-carol', 'Carol');
const dan = buildMember('u-dan', 'Dan', { givenName: '', familyName: '' });

const shareOf = (member: typeof bob, sharedAt = '2026-01-06T10:00:00.000Z'): DashboardShare => ({
  userId: member.userId,
  name: `${member.givenName} ${member.familyName}`.trim() || member.email,
  email: member.email,
  sharedAt,
});

/** The dashboard page of `dashboard` (d1, owned by u1), and the team t1's members. */
function renderPage(dashboard: Partial<Dashboard> = {}) {
  const searches: string[] = [];
  server.use(
    http.post('/api/dashboard/get-graphs', () =>
      HttpResponse.json({
        data: {
          dashboard: buildDashboard({ sharedWith: [shareOf(bob)], ...dashboard }),
          items: [],
        },
      }),
    ),
    http.get('/api/teams/t1/members', ({ request }) => {
      searches.push(new URL(request.url).searchParams.get('search') ?? '');
      return HttpResponse.json({ data: [owner, bob, carol, dan], total: 4, page: 1, pageSize: 50 });
    }),
  );
  const view = renderWithProviders(
    <>
      <Notifications />
      <DashboardScreen dashboardId="d1" />
    </>,
  );
  return { ...view, searches };
}

async function openDialog(user: ReturnType<typeof renderPage>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  return screen.findByRole('dialog', { name: 'Share dashboard' });
}

describe('ShareDashboardDialog', () => {
  beforeEach(() => selectScope('o1', 't1'));
  // The session store and the toasts are shared by every test of the worker.
  afterEach(() => {
    selectScope(null, null);
    notifications.clean();
  });

  it('is offered only to those who may edit the dashboard', async () => {
    server.use(
      http.post('/api/dashboard/get-graphs', () =>
        HttpResponse.json({
          data: { dashboard: buildDashboard({ canEdit: false, isShared: true }), items: [] },
        }),
      ),
    );
    renderWithProviders(<DashboardScreen dashboardId="d1" />);
    expect(await screen.findByRole('heading', { name: 'Sales overview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shares with the members picked, offering neither the owner nor those shared with already', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/dashboard/share/d1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: [shareOf(carol, '2026-01-07T10:00:00.000Z'), shareOf(bob)],
        });
      }),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeDisabled();

    await user.click(within(dialog).getByRole('textbox', { name: 'Members' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Carol Stone (carol@example.com)',
      'dan@example.com',
    ]);
    await user.click(screen.getByRole('option', { name: 'Carol Stone (carol@example.com)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(body).toEqual({ userIds: ['u-carol'] }));
    expect(await screen.findByText('Dashboard shared with 1 member.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Share dashboard' })).not.toBeInTheDocument(),
    );
    // Opened again, it lists the server's answer.
    const again = await openDialog(user);
    const list = within(again).getByRole('list', { name: 'Shared with' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Carol Stonecarol@example.comRemove', 'Bob Stonebob@example.comRemove']);
  });

  it('searches the members by what is typed', async () => {
    const { user, searches } = renderPage();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Members' }), 'car');
    await waitFor(() => expect(searches.at(-1)).toBe('car'));
  });

  it('lists the members it is shared with and removes one at once', async () => {
    let body: unknown = null;
    server.use(
      http.delete('/api/dashboard/share/d1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: [] });
      }),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user);
    const list = within(dialog).getByRole('list', { name: 'Shared with' });
    expect(list).toHaveTextContent('Bob Stone');
    await user.click(within(list).getByRole('button', { name: 'Remove Bob Stone' }));

    await waitFor(() => expect(body).toEqual({ userIds: ['u-bob'] }));
    expect(await screen.findByText('Stopped sharing with Bob Stone.')).toBeInTheDocument();
    expect(await within(dialog).findByText('Not shared with anyone yet.')).toBeInTheDocument();
  });

  it('keeps the dialog and the members picked when the server refuses', async () => {
    let calls = 0;
    server.use(
      http.post('/api/dashboard/share/d1', () => {
        calls += 1;
        return HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'A dashboard can be shared only with members of its organization.',
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderPage({ sharedWith: [] });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Not shared with anyone yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Members' }));
    await user.click(await screen.findByRole('option', { name: /^Bob Stone/ }));
    const share = within(dialog).getByRole('button', { name: 'Share' });
    await user.click(share);
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(share).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Share dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/Dashboard shared with/)).not.toBeInTheDocument();
    // The pick stays, to try again.
    await user.click(share);
    await waitFor(() => expect(calls).toBe(2));
  });
});
