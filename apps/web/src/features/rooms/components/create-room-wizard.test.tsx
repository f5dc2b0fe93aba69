// @vitest-environment jsdom
import type { Room } from '@tabletalk/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildRoom, buildSource } from '../test-factories';
import { CreateRoomWizard } from './create-room-wizard';

const sales = buildSource({ _id: 's1', name: 'Sales' });
const stock = buildSource({ _id: 's2', name: 'Stock' });
const loading = buildSource({ _id: 's3', name: 'Orders', status: 'PENDING' });

function renderWizard(props: Partial<Parameters<typeof CreateRoomWizard>[0]> = {}) {
  const onCreated = vi.fn<(room: Room) => void>();
  const view = renderWithProviders(
    <CreateRoomWizard
      sources={[sales, stock, loading]}
      sourcesError={null}
      onRetrySources={() => undefined}
      canAddSources
      sampleButton={<button type="button">Use sample data</button>}
      initialSourceId={null}
      onCreated={onCreated}
      {...props}
    />,
  );
  return { ...view, onCreated };
}

describe('CreateRoomWizard', () => {
  it('creates a room on the picked source, named after it, and hands it on', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/db/create-room', async ({ request }) => {
        const body = (await request.json()) as { sourceId: string; name: string };
        sent.push(body);
        return HttpResponse.json(buildRoom({ _id: 'r9', ...body, sourceName: 'Stock' }));
      }),
    );
    const { user, onCreated } = renderWizard();
    const create = screen.getByRole('button', { name: 'Create room' });
    expect(create).toBeDisabled();

    await user.click(screen.getByRole('textbox', { name: 'Data source' }));
    expect(screen.getByRole('option', { name: 'Orders (loading)' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Stock' }));
    expect(screen.getByRole('textbox', { name: 'Room name' })).toHaveValue('Stock room');

    await user.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ sourceId: 's2', name: 'Stock room' }]);
    expect(onCreated.mock.calls[0]?.[0]).toMatchObject({ _id: 'r9', name: 'Stock room' });
  });

  it('keeps a name the user typed and picks the source asked for in the address', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/db/create-room', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(buildRoom());
      }),
    );
    const { user } = renderWizard({ initialSourceId: 's1' });
    const name = screen.getByRole('textbox', { name: 'Room name' });
    expect(name).toHaveValue('Sales room');
    await user.clear(name);
    await user.type(name, '  Q3 review ');
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    await waitFor(() => expect(sent).toEqual([{ sourceId: 's1', name: 'Q3 review' }]));
  });

  it('shows the plan limit the server answers, and stays on the form', async () => {
    server.use(
      http.post('/api/db/create-room', () =>
        HttpResponse.json(
          { code: 'PLAN_LIMIT', message: 'Your plan allows 3 rooms.' },
          { status: 402 },
        ),
      ),
    );
    const { user, onCreated } = renderWizard({ initialSourceId: 's1' });
    await user.click(screen.getByRole('button', { name: 'Create room' }));
    expect(await screen.findByText('Your plan allows 3 rooms.')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Room name' })).toHaveValue('Sales room');
  });

  it('without a ready source, says so and offers to add one, or whom to ask', () => {
    const { unmount } = renderWizard({ sources: [loading] });
    expect(screen.getByTestId('no-ready-source')).toHaveTextContent('still loading');
    expect(screen.getByRole('link', { name: 'Add a data source' })).toHaveAttribute(
      'href',
      '/sources/new/file',
    );
    expect(screen.getByRole('button', { name: 'Use sample data' })).toBeInTheDocument();
    unmount();

    renderWizard({ sources: [], canAddSources: false });
    expect(screen.getByTestId('no-ready-source')).toHaveTextContent('none is ready yet');
    expect(screen.queryByRole('link', { name: 'Add a data source' })).not.toBeInTheDocument();
    expect(screen.getByText(/Ask a member who manages data sources/)).toBeInTheDocument();
  });
});
