// @vitest-environment jsdom
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDashboard } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildAnswer, buildAskResult } from '../test-factories';
import { DashboardMenu } from './dashboard-menu';

const dashboard = buildDashboard;

const graphResult = buildAskResult();
const valueResult = buildAskResult({
  answer: buildAnswer({
    displayKind: 'WIDGET',
    chart: null,
    columns: [{ name: 'Total', type: 'decimal' }],
    rows: [[10]],
  }),
});

function renderMenu(result = graphResult, dashboards = [dashboard()]) {
  server.use(http.get('/api/dashboard/list', () => HttpResponse.json({ data: dashboards })));
  return renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route path="/" element={<DashboardMenu conversationId="c1" result={result} />} />
        <Route path="/dashboards/:id" element={<p>Dashboard page opened</p>} />
      </Routes>
    </>,
  );
}

async function pickDashboard(user: ReturnType<typeof renderMenu>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: 'Add to dashboard' }));
  await user.click(await screen.findByRole('textbox', { name: 'Dashboard' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('DashboardMenu', () => {
  // Toasts live in a store shared by every test of the worker.
  afterEach(() => notifications.clean());

  it('adds the answer to the dashboard picked, as the kind picked, and links to it', async () => {
    let body: unknown = null;
    server.use(
      http.post('/api/dashboard/db/add-conversation-to-dashboard', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          data: {
            _id: 'i1',
            dashboardId: 'd1',
            sourceId: 's1',
            conversationId: 'c1',
            kind: 'TABLE',
            title: 'revenue by region',
            structuredQuery: null,
            sql: 'SELECT 1',
            chart: null,
            result: graphResult,
            lastRefreshedAt: null,
            broken: null,
            layout: null,
            createdAt: '2026-01-05T10:00:00.000Z',
          },
        });
      }),
    );
    const { user } = renderMenu();
    await pickDashboard(user, 'Sales overview');
    expect(screen.getByRole('radio', { name: 'Graph' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(body).toEqual({ dashboardId: 'd1', conversationId: 'c1', kind: 'TABLE' }),
    );
    // The notification comes after the mutation settles: slow on a loaded machine.
    expect(
      await screen.findByText(/Added to Sales overview/, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the dashboard' }));
    expect(await screen.findByText('Dashboard page opened')).toBeInTheDocument();
  });

  it("shows the server's refusal in the form", async () => {
    server.use(
      http.post('/api/dashboard/db/add-conversation-to-dashboard', () =>
        HttpResponse.json(
          {
            code: 'SOURCE_DELETED_DASHBOARD',
            message: 'The source of this answer was deleted; it cannot go on a dashboard.',
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderMenu();
    await pickDashboard(user, 'Sales overview');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // The refusal shows in the still open dialog, beside the choice that caused it.
    const dialog = screen.getByRole('dialog', { name: 'Add to dashboard' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The source of this answer was deleted; it cannot go on a dashboard.',
    );
  });

  it("refuses a single value as a graph with the spec's message, without asking the server", async () => {
    const { user } = renderMenu(valueResult);
    await pickDashboard(user, 'Sales overview');
    expect(screen.getByRole('radio', { name: 'Widget' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Graph' }));
    expect(screen.getByTestId('dashboard-fit-problem')).toHaveTextContent(
      'This conversation include only single value, Unable to add into Graphs',
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('creates a dashboard named in the menu and adds the answer to it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/dashboard/create', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: dashboard({ _id: 'd7', name: 'Revenue' }) });
      }),
      http.post('/api/dashboard/db/add-conversation-to-dashboard', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'stop here' },
          { status: 400 },
        );
      }),
    );
    const { user } = renderMenu(graphResult, []);
    await user.click(screen.getByRole('button', { name: 'Add to dashboard' }));
    await user.type(await screen.findByRole('textbox', { name: 'New dashboard name' }), 'Revenue');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { name: 'Revenue' },
        { dashboardId: 'd7', conversationId: 'c1', kind: 'GRAPH' },
      ]),
    );
  });
});
