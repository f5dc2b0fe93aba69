// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildDashboard } from '../test-factories';
import { DashboardsPanel } from './dashboards-panel';

function renderPanel() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboards" element={<DashboardsPanel />} />
      <Route path="/dashboards/:id" element={<p>Dashboard page opened</p>} />
    </Routes>,
    { route: '/dashboards' },
  );
}

describe('DashboardsPanel', () => {
  it('says how to add answers from a room when there is no dashboard', async () => {
    server.use(http.get('/api/dashboard/list', () => HttpResponse.json({ data: [] })));
    renderPanel();
    const empty = await screen.findByTestId('dashboards-empty');
    expect(empty).toHaveTextContent('No dashboards yet');
    expect(empty).toHaveTextContent('open a room and use "Add to dashboard" under an answer');
  });

  it('lists favourites first with their item counts', async () => {
    const plain = buildDashboard({ _id: 'd1', name: 'Costs', itemCount: 1 });
    const starred = buildDashboard({ _id: 'd2', name: 'Sales', favourite: true, itemCount: 3 });
    server.use(
      http.get('/api/dashboard/list', () => HttpResponse.json({ data: [plain, starred] })),
    );
    renderPanel();
    await screen.findByRole('link', { name: 'Sales' });
    const names = screen.getAllByTestId('dashboard-item').map((item) => item.textContent);
    expect(names[0]).toContain('Sales');
    expect(names[0]).toContain('3 items');
    expect(names[1]).toContain('Costs');
    expect(names[1]).toContain('1 item ·');
  });

  it('marks a dashboard shared with the user with who shared it', async () => {
    const shared = buildDashboard({
      _id: 'd3',
      name: 'Team sales',
      canEdit: false,
      isShared: true,
      sharedBy: 'Ann Lee',
    });
    const own = buildDashboard({ _id: 'd4', name: 'Mine' });
    server.use(http.get('/api/dashboard/list', () => HttpResponse.json({ data: [shared, own] })));
    renderPanel();
    await screen.findByRole('link', { name: 'Team sales' });
    const [sharedRow, ownRow] = screen.getAllByTestId('dashboard-item');
    expect(sharedRow).toHaveTextContent('Shared by Ann Lee');
    expect(ownRow).not.toHaveTextContent('Shared by');
    // Only its editors may delete it.
    expect(screen.queryByRole('button', { name: 'Delete Team sales' })).not.toBeInTheDocument();
  });

  it('creates a dashboard with the name typed and opens it', async () => {
    let body: unknown = null;
    server.use(
      http.get('/api/dashboard/list', () => HttpResponse.json({ data: [] })),
      http.post('/api/dashboard/create', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: buildDashboard({ _id: 'd9', name: 'Weekly KPIs' }) });
      }),
    );
    const { user } = renderPanel();
    await screen.findByTestId('dashboards-empty');
    await user.type(screen.getByRole('textbox', { name: 'New dashboard name' }), 'Weekly KPIs');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Dashboard page opened')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Weekly KPIs' });
  });

  it('asks for a name before creating', async () => {
    server.use(http.get('/api/dashboard/list', () => HttpResponse.json({ data: [] })));
    const { user } = renderPanel();
    await screen.findByTestId('dashboards-empty');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Dashboard name is required')).toBeInTheDocument();
  });

  it('searches by name and says when nothing matches', async () => {
    const searches: (string | null)[] = [];
    server.use(
      http.get('/api/dashboard/list', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        const all = [buildDashboard({ name: 'Sales overview' })];
        return HttpResponse.json({ data: search ? [] : all });
      }),
    );
    const { user } = renderPanel();
    await screen.findByRole('link', { name: 'Sales overview' });
    await user.type(screen.getByRole('textbox', { name: 'Search dashboards' }), 'zzz');
    expect(await screen.findByText('No dashboard matches')).toBeInTheDocument();
    expect(searches).toContain('zzz');
    expect(screen.queryByRole('link', { name: 'Sales overview' })).not.toBeInTheDocument();
  });

  it('stars a dashboard and deletes one after confirmation', async () => {
    const calls: string[] = [];
    server.use(
      http.get('/api/dashboard/list', () =>
        HttpResponse.json({ data: [buildDashboard({ name: 'Sales overview' })] }),
      ),
      http.put('/api/dashboard/favorite/d1', async ({ request }) => {
        calls.push(`star ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ data: buildDashboard({ favourite: true }) });
      }),
      http.delete('/api/dashboard/delete-dashboard/d1', () => {
        calls.push('delete');
        return HttpResponse.json({ message: 'Dashboard deleted successfully' });
      }),
    );
    const { user } = renderPanel();
    await screen.findByRole('link', { name: 'Sales overview' });
    await user.click(screen.getByRole('button', { name: 'Add to favourites: Sales overview' }));
    await waitFor(() => expect(calls).toContain('star {"favourite":true}'));
    await user.click(screen.getByRole('button', { name: 'Delete Sales overview' }));
    expect(calls).not.toContain('delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete dashboard' });
    expect(dialog).toHaveTextContent('Delete Sales overview');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('delete'));
  });
});
