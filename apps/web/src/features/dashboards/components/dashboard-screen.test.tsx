// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import {
  buildAnswer,
  buildDashboard,
  buildItem,
  buildResult,
  buildValueItem,
} from '../test-factories';
import { DashboardScreen } from './dashboard-screen';

const tableItem = buildItem({
  _id: 'i3',
  kind: 'TABLE',
  title: 'orders by customer',
  chart: null,
  result: buildResult(
    buildAnswer({
      displayKind: 'TABLE',
      chart: null,
      columns: [
        { name: 'Customer', type: 'text' },
        { name: 'Orders', type: 'integer' },
      ],
      rows: [
        ['Acme', 12],
        ['Globex', 7],
      ],
    }),
  ),
  layout: { x: 0, y: 4, w: 12, h: 4 },
});

function serveDashboard(items = [buildItem(), buildValueItem(2000.456), tableItem]) {
  let opened: unknown = null;
  server.use(
    http.post('/api/dashboard/get-graphs', async ({ request }) => {
      opened = await request.json();
      return HttpResponse.json({
        data: { dashboard: buildDashboard({ itemCount: items.length }), items },
      });
    }),
  );
  return { openedWith: () => opened };
}

describe('DashboardScreen', () => {
  it('opens the dashboard and draws each item by its kind with its last refresh', async () => {
    const { openedWith } = serveDashboard();
    renderWithProviders(<DashboardScreen dashboardId="d1" />);
    expect(await screen.findByRole('heading', { name: 'Sales overview' })).toBeInTheDocument();
    expect(openedWith()).toEqual({ dashboardId: 'd1' });

    const graph = screen.getByRole('article', { name: 'revenue by region' });
    expect(
      within(graph).getByRole('img', { name: 'Chart: revenue by region' }),
    ).toBeInTheDocument();
    expect(within(graph).getByText('Graph')).toBeInTheDocument();
    expect(within(graph).getByTestId('item-refreshed')).toHaveTextContent(/^Refreshed /);

    const widget = screen.getByRole('article', { name: 'total revenue' });
    expect(within(widget).getByTestId('item-value')).toHaveTextContent('Total revenue2,000.46');
    expect(within(widget).queryByRole('img')).not.toBeInTheDocument();

    const table = screen.getByRole('article', { name: 'orders by customer' });
    const grid = within(table).getByRole('table', { name: 'Table: orders by customer' });
    expect(within(grid).getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(within(grid).getByText('Acme')).toBeInTheDocument();
    expect(within(grid).getByText('12')).toBeInTheDocument();
  });

  it('shows why a broken item cannot run instead of its chart', async () => {
    serveDashboard([buildItem({ broken: 'The column "revenue" was removed from the source.' })]);
    renderWithProviders(<DashboardScreen dashboardId="d1" />);
    const card = await screen.findByRole('article', { name: 'revenue by region' });
    expect(within(card).getByTestId('item-broken')).toHaveTextContent(
      'The column "revenue" was removed from the source.',
    );
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });

  it('refreshes every item and shows the new values', async () => {
    serveDashboard([buildValueItem(2000)]);
    let refreshed = 0;
    server.use(
      http.put('/api/dashboard/refresh-queries/d1', () => {
        refreshed += 1;
        const item = buildValueItem(3500, { lastRefreshedAt: '2026-02-01T08:00:00.000Z' });
        return HttpResponse.json({ data: { items: [item], refreshed: 1, cached: 0, broken: 0 } });
      }),
    );
    const { user } = renderWithProviders(<DashboardScreen dashboardId="d1" />);
    const value = await screen.findByTestId('item-value');
    expect(value).toHaveTextContent('2,000');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('item-value')).toHaveTextContent('3,500'));
    expect(refreshed).toBe(1);
  });

  it('saves a daily refresh at the time chosen', async () => {
    serveDashboard();
    let body: unknown = null;
    server.use(
      http.put('/api/dashboard/update-dashboard-frequency/d1', async ({ request }) => {
        body = await request.json();
        const frequency = { kind: 'daily', time: '08:00', timeZone: 'UTC' } as const;
        return HttpResponse.json({ data: buildDashboard({ frequency }) });
      }),
    );
    const { user } = renderWithProviders(<DashboardScreen dashboardId="d1" />);
    await screen.findByRole('heading', { name: 'Sales overview' });
    const save = screen.getByRole('button', { name: 'Save schedule' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Auto refresh' }));
    await user.click(screen.getByRole('option', { name: 'Daily' }));
    await user.click(save);
    await waitFor(() =>
      expect(body).toEqual({
        frequency: { kind: 'daily', time: '08:00', timeZone: expect.any(String) },
      }),
    );
  });

  it('renames the dashboard', async () => {
    serveDashboard();
    let body: unknown = null;
    server.use(
      http.put('/api/dashboard/update-dashboard/d1', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: buildDashboard({ name: 'Revenue board' }) });
      }),
    );
    const { user } = renderWithProviders(<DashboardScreen dashboardId="d1" />);
    await user.click(await screen.findByRole('button', { name: 'Rename dashboard' }));
    const input = screen.getByRole('textbox', { name: 'Dashboard name' });
    await user.clear(input);
    await user.type(input, 'Revenue board');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Revenue board' })).toBeInTheDocument();
    expect(body).toEqual({ name: 'Revenue board' });
  });
});
