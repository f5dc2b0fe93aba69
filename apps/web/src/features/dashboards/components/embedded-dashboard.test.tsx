// @vitest-environment jsdom
import type { EmbedItem } from '@tabletalk/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, selectScope, setAccessToken } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildItem, buildValueItem } from '../test-factories';
import { EmbeddedDashboard } from './embedded-dashboard';

const HOSTILE = '<img src=x onerror="window.__embedXss=1">';

/** A dashboard's item as the embed view sends it: no SQL, query, source or conversation. */
function asEmbedItem(item: ReturnType<typeof buildItem>): EmbedItem {
  const { _id, kind, title, layout, chart, lastRefreshedAt, broken, change, result } = item;
  const answer = result?.answer ?? null;
  return {
    _id,
    kind,
    title,
    layout,
    chart,
    lastRefreshedAt,
    broken,
    change,
    result: result && {
      status: result.status,
      message: result.message,
      answer: answer && {
        columns: answer.columns,
        rows: answer.rows,
        truncated: answer.truncated,
        displayKind: answer.displayKind,
        chart: answer.chart,
        description: answer.description,
        notes: answer.notes,
      },
    },
  };
}

function serveEmbed(response: () => Response) {
  const seen: Headers[] = [];
  server.use(
    http.get('/api/dashboard/get-embed-dashboard/d1', ({ request }) => {
      seen.push(request.headers);
      return response();
    }),
  );
  return seen;
}

const embedView = {
  data: {
    dashboard: {
      _id: 'd1',
      name: `Sales ${HOSTILE}`,
      description: 'Shared with partners',
      lastRefreshedAt: null,
    },
    items: [asEmbedItem(buildItem()), asEmbedItem(buildValueItem(1234.5, { title: HOSTILE }))],
  },
};

describe('EmbeddedDashboard', () => {
  afterEach(() => clearSession());

  it('shows the dashboard read-only with the token as its only credential', async () => {
    // A signed-in session in the same browser is not sent to the embed call.
    setAccessToken('session-token');
    selectScope('org-1', 'team-1');
    const seen = serveEmbed(() => HttpResponse.json(embedView));
    renderWithProviders(<EmbeddedDashboard dashboardId="d1" token="embed-token" />);

    expect(await screen.findByRole('heading', { name: `Sales ${HOSTILE}` })).toBeInTheDocument();
    expect(screen.getByText('Shared with partners')).toBeInTheDocument();
    const graph = screen.getByRole('article', { name: 'revenue by region' });
    expect(
      within(graph).getByRole('img', { name: 'Chart: revenue by region' }),
    ).toBeInTheDocument();
    const widget = screen.getByRole('article', { name: HOSTILE });
    expect(within(widget).getByTestId('item-value')).toHaveTextContent('1,234.5');
    expect(screen.getByText(/Powered by/)).toHaveTextContent('Powered by Tabletalk');
    // Titles are text: the hostile one drew no image and ran nothing.
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as { __embedXss?: number }).__embedXss).toBeUndefined();
    // Nothing to change: no refresh, rename or embed controls.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    expect(seen).toHaveLength(1);
    expect(seen[0]?.get('authorization')).toBe('Bearer embed-token');
    expect(seen[0]?.get('x-organization-id')).toBeNull();
    expect(seen[0]?.get('x-team-id')).toBeNull();
  });

  it('says the link is invalid or expired when the server refuses the token', async () => {
    const seen = serveEmbed(() =>
      HttpResponse.json(
        { code: 'EMBED_INVALID', message: 'This embed link is invalid or has expired.' },
        { status: 401 },
      ),
    );
    renderWithProviders(<EmbeddedDashboard dashboardId="d1" token="expired-token" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This embed link is invalid or has expired.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText(/Powered by/)).toBeInTheDocument();
    // A refused token is not tried again, and no session refresh is attempted.
    expect(seen).toHaveLength(1);
  });

  it('asks nothing without a token', () => {
    renderWithProviders(<EmbeddedDashboard dashboardId="d1" token="" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This embed link is invalid or has expired.',
    );
  });
});
