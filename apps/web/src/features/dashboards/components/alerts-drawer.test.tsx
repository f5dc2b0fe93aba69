// @vitest-environment jsdom
import type { Alert } from '@tabletalk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildValueItem } from '../test-factories';
import { AlertsDrawer } from './alerts-drawer';
import { ItemCard } from './item-card';

function buildAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    _id: 'a1',
    name: 'Revenue over 1,000',
    dashboardId: 'd1',
    itemId: 'i2',
    conversationId: null,
    sourceId: 's1',
    condition: { kind: 'above', threshold: 1000 },
    conditionText: 'Above 1,000',
    frequency: { kind: 'hourly', minute: 0 },
    recipients: { userIds: ['00000000-0000-4000-8000-000000000001'], inApp: true, email: false },
    state: 'OK',
    lastValue: 900,
    lastCheckedAt: '2026-01-06T09:00:00.000Z',
    lastError: null,
    note: null,
    snoozedUntil: null,
    archivedAt: null,
    createdBy: 'u1',
    canManage: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-06T09:00:00.000Z',
    ...overrides,
  };
}

function serveAlerts(alerts: Alert[]) {
  server.use(
    http.get('/api/dashboard/alerts/get-by-dashboard/d1', () =>
      HttpResponse.json({ data: alerts }),
    ),
  );
}

async function openDrawer() {
  const view = renderWithProviders(<AlertsDrawer dashboardId="d1" />);
  await view.user.click(screen.getByRole('button', { name: 'Alerts' }));
  return view;
}

describe('AlertsDrawer', () => {
  it("asks for the dashboard's alerts only when opened, then lists each with its state and last value", async () => {
    let asked = 0;
    server.use(
      http.get('/api/dashboard/alerts/get-by-dashboard/d1', () => {
        asked += 1;
        return HttpResponse.json({
          data: [
            buildAlert(),
            buildAlert({
              _id: 'a2',
              name: 'Revenue dropped',
              state: 'FIRING',
              lastValue: 120.5,
            }),
            buildAlert({
              _id: 'a3',
              name: 'Orders range',
              state: 'ERROR',
              lastError: 'The answer has no rows: there is no value to compare.',
            }),
            buildAlert({ _id: 'a4', name: 'Old alert', archivedAt: '2026-01-06T10:00:00.000Z' }),
          ],
        });
      }),
    );
    const { user } = renderWithProviders(<AlertsDrawer dashboardId="d1" />);
    expect(asked).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Alerts' }));
    const ok = await screen.findByRole('article', { name: 'Revenue over 1,000' });
    expect(within(ok).getByTestId('alert-state')).toHaveTextContent('OK');
    expect(within(ok).getByTestId('alert-last-value')).toHaveTextContent('Last value 900');
    expect(within(ok).getByText('Above 1,000 · Every hour at minute 0')).toBeInTheDocument();
    const firing = screen.getByRole('article', { name: 'Revenue dropped' });
    expect(within(firing).getByTestId('alert-state')).toHaveTextContent('Firing');
    expect(within(firing).getByTestId('alert-last-value')).toHaveTextContent('120.5');
    const error = screen.getByRole('article', { name: 'Orders range' });
    expect(within(error).getByTestId('alert-state')).toHaveTextContent('Error');
    expect(within(error).getByText(/no value to compare/)).toBeInTheDocument();
    const archived = screen.getByRole('article', { name: 'Old alert' });
    expect(within(archived).getByTestId('alert-state')).toHaveTextContent('Archived');
    expect(within(archived).queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('checks an alert now and shows its new state', async () => {
    let alert = buildAlert();
    server.use(
      http.get('/api/dashboard/alerts/get-by-dashboard/d1', () =>
        HttpResponse.json({ data: [alert] }),
      ),
      http.post('/api/dashboard/alerts/refresh/a1', () => {
        alert = buildAlert({ state: 'FIRING', lastValue: 1500 });
        return HttpResponse.json({ data: alert });
      }),
    );
    const { user } = await openDrawer();
    const row = await screen.findByRole('article', { name: 'Revenue over 1,000' });
    await user.click(within(row).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(within(row).getByTestId('alert-state')).toHaveTextContent('Firing'));
    expect(within(row).getByTestId('alert-last-value')).toHaveTextContent('1,500');
  });

  it('snoozes, archives and deletes (after a confirmation) an alert the user manages', async () => {
    const sent: string[] = [];
    serveAlerts([buildAlert()]);
    server.use(
      http.post('/api/dashboard/alerts/snooze/a1', async ({ request }) => {
        sent.push(`snooze ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({
          data: buildAlert({ snoozedUntil: '2099-01-01T00:00:00.000Z' }),
        });
      }),
      http.post('/api/dashboard/alerts/archive/a1', () => {
        sent.push('archive');
        return HttpResponse.json({ data: buildAlert({ archivedAt: '2026-01-07T00:00:00.000Z' }) });
      }),
      http.delete('/api/dashboard/alerts/hard-delete/a1', () => {
        sent.push('delete');
        return HttpResponse.json({ message: 'Alert deleted successfully' });
      }),
    );
    const { user } = await openDrawer();
    const row = await screen.findByRole('article', { name: 'Revenue over 1,000' });
    const menu = () => within(row).getByRole('button', { name: 'Actions of Revenue over 1,000' });
    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Snooze 1 day' }));
    await waitFor(() => expect(sent).toEqual(['snooze {"minutes":1440}']));
    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await waitFor(() => expect(sent).toContain('archive'));
    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    expect(sent).not.toContain('delete');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toContain('delete'));
  });

  it('offers no actions but Check now on an alert the user does not manage', async () => {
    serveAlerts([buildAlert({ canManage: false })]);
    await openDrawer();
    const row = await screen.findByRole('article', { name: 'Revenue over 1,000' });
    expect(within(row).getByRole('button', { name: 'Check now' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Actions of/ })).not.toBeInTheDocument();
  });

  it('says how to create one when the dashboard has none', async () => {
    serveAlerts([]);
    await openDrawer();
    expect(await screen.findByText(/No alerts yet/)).toBeInTheDocument();
  });
});

describe("an item's menu", () => {
  it('offers "Create alert…" on a widget, opening the dialog named after it', async () => {
    const { user } = renderWithProviders(<ItemCard item={buildValueItem(2000)} />);
    await user.click(screen.getByRole('button', { name: 'Actions of total revenue' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create alert…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create alert' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('total revenue');
  });

  it('has no menu on a graph or a table (an alert watches one value)', () => {
    renderWithProviders(
      <ItemCard item={buildValueItem(2000, { kind: 'GRAPH', title: 'revenue by region' })} />,
    );
    expect(screen.queryByRole('button', { name: /^Actions of/ })).not.toBeInTheDocument();
  });
});
