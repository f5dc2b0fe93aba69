// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildDashboard, buildItem } from '../test-factories';
import { DashboardScreen } from './dashboard-screen';
import { readAllowedOrigins } from './embed-dialog';

const HTML =
  '<iframe src="http://localhost:3000/embed/dashboards/d1?token=t.k.n" width="100%" height="600" frameborder="0" title="Sales overview"></iframe>';

function serveDashboard(canEdit: boolean) {
  server.use(
    http.post('/api/dashboard/get-graphs', () =>
      HttpResponse.json({
        data: { dashboard: buildDashboard({ canEdit }), items: [buildItem()] },
      }),
    ),
  );
}

function serveEmbeds() {
  const generated: unknown[] = [];
  const disabled: string[] = [];
  server.use(
    http.post('/api/dashboard/generate-embed-code', async ({ request }) => {
      generated.push(await request.json());
      return HttpResponse.json({
        data: {
          token: 't.k.n',
          url: 'http://localhost:3000/embed/dashboards/d1?token=t.k.n',
          html: HTML,
          expiresAt: '2026-02-05T10:00:00.000Z',
        },
      });
    }),
    http.delete('/api/dashboard/embed/:id', ({ params }) => {
      disabled.push(String(params.id));
      return HttpResponse.json({
        message: 'Embeds of this dashboard are disabled.',
        data: { disabled: 2 },
      });
    }),
  );
  return { generated, disabled };
}

describe('embedding a dashboard', () => {
  it('generates the code with the chosen expiry and sites, shows it and copies it', async () => {
    serveDashboard(true);
    const { generated } = serveEmbeds();
    const { user } = renderWithProviders(<DashboardScreen dashboardId="d1" />);
    await user.click(await screen.findByRole('button', { name: 'Embed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Embed dashboard' });

    await user.click(within(dialog).getByRole('textbox', { name: 'Link expires after' }));
    await user.click(await screen.findByRole('option', { name: '7 days' }));
    const origins = within(dialog).getByRole('textbox', { name: /Sites allowed to show it/ });
    await user.type(origins, 'https://intranet.example.com/reports');
    await user.click(within(dialog).getByRole('button', { name: 'Generate embed code' }));
    expect(
      within(dialog).getByText(/is not an origin such as https:\/\/example.com/),
    ).toBeVisible();
    expect(generated).toEqual([]);

    await user.clear(origins);
    await user.type(origins, 'https://intranet.example.com{enter}https://Wiki.example.org/');
    await user.click(within(dialog).getByRole('button', { name: 'Generate embed code' }));
    const code = await within(dialog).findByTestId('embed-code');
    expect(generated).toEqual([
      {
        dashboardId: 'd1',
        expiresInDays: 7,
        allowedOrigins: ['https://intranet.example.com', 'https://wiki.example.org'],
      },
    ]);
    expect(within(code).getByText(HTML)).toBeInTheDocument();
    expect(within(code).getByText(/This link expires on/)).toBeInTheDocument();

    await user.click(within(code).getByRole('button', { name: 'Copy embed code' }));
    expect(await navigator.clipboard.readText()).toBe(HTML);
    expect(within(code).getAllByRole('button', { name: /Copy/ })[0]).toHaveTextContent('Copied');
  });

  it('disables every embed of the dashboard', async () => {
    serveDashboard(true);
    const { generated, disabled } = serveEmbeds();
    const { user } = renderWithProviders(<DashboardScreen dashboardId="d1" />);
    await user.click(await screen.findByRole('button', { name: 'Embed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Embed dashboard' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate embed code' }));
    expect(generated).toEqual([{ dashboardId: 'd1', expiresInDays: 30 }]);
    await within(dialog).findByTestId('embed-code');

    await user.click(within(dialog).getByRole('button', { name: 'Disable embeds' }));
    await waitFor(() => expect(disabled).toEqual(['d1']));
    await waitFor(() => expect(within(dialog).queryByTestId('embed-code')).not.toBeInTheDocument());
  });

  it('offers no embed to someone who may not edit the dashboard', async () => {
    serveDashboard(false);
    renderWithProviders(<DashboardScreen dashboardId="d1" />);
    expect(await screen.findByRole('heading', { name: 'Sales overview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Embed' })).not.toBeInTheDocument();
  });

  it('reads the allowed sites one per line, by commas or spaces', () => {
    expect(readAllowedOrigins('')).toEqual({ origins: [], error: null });
    expect(readAllowedOrigins(' https://a.example.com,\nhttp://b.example.com:8080 ')).toEqual({
      origins: ['https://a.example.com', 'http://b.example.com:8080'],
      error: null,
    });
    expect(readAllowedOrigins('javascript:alert(1)').error).toMatch(/is not an origin/);
  });
});
