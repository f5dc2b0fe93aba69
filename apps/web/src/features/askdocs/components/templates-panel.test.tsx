// @vitest-environment jsdom
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildTemplate } from '../test-factories';
import { TemplatesPanel } from './templates-panel';

function renderPanel(templates = [buildTemplate()], { canManage = true } = {}) {
  server.use(
    http.get('/api/ask-docs/get-all-templates', () => HttpResponse.json({ data: templates })),
  );
  return renderWithProviders(
    <>
      <Notifications />
      <TemplatesPanel canManage={canManage} />
    </>,
  );
}

/** Keeps the bodies sent to a template call, answering with the template saved. */
function serveSave(method: 'post' | 'put', path: string) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json({ data: buildTemplate({ _id: 't9', ...body }) });
    }),
  );
  return bodies;
}

describe('TemplatesPanel', () => {
  afterEach(() => notifications.clean());

  it('lists favourites first and marks expired templates with their validity', async () => {
    renderPanel([
      buildTemplate({
        _id: 't1',
        title: 'Old policy',
        expired: true,
        validFrom: '2025-01-01',
        validUntil: '2025-06-30',
      }),
      buildTemplate({ _id: 't2', title: 'Starred', favourite: true, answerStyle: 'bullets' }),
    ]);
    await screen.findByText('Old policy');
    const [first, second] = screen.getAllByTestId('template-item');
    expect(first).toHaveTextContent('Starred');
    expect(first).toHaveTextContent('Bullet points');
    expect(second).toHaveTextContent('Old policy');
    expect(second).toHaveTextContent('Expired');
    expect(second).toHaveTextContent('Valid from Jan 1, 2025 until Jun 30, 2025');
  });

  it('refuses a validity that ends before it starts, in the form, and sends nothing', async () => {
    const bodies = serveSave('post', '/api/ask-docs/create-template');
    const { user } = renderPanel([]);
    await screen.findByTestId('templates-empty');
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(within(dialog).getByText('Give the template a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write the instruction.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Leave questions');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Instruction/ }),
      'Quote the leave policy.',
    );
    await user.type(within(dialog).getByLabelText('Valid from'), '2026-03-10');
    await user.type(within(dialog).getByLabelText('Valid until'), '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(
      within(dialog).getByText('The validity must end on or after it starts.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Valid until')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Valid until'));
    await user.type(within(dialog).getByLabelText('Valid until'), '2026-04-30');
    await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          title: 'Leave questions',
          instruction: 'Quote the leave policy.',
          answerStyle: 'concise',
          validFrom: '2026-03-10',
          validUntil: '2026-04-30',
        },
      ]),
    );
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a template with its values filled in, the answer style changed', async () => {
    const bodies = serveSave('put', '/api/ask-docs/update-template/t1');
    const { user } = renderPanel([
      buildTemplate({ _id: 't1', title: 'Old policy', expired: true, validUntil: '2025-06-30' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Old policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    expect(dialog).toHaveTextContent(
      'Change the dates so that today is inside the validity period',
    );
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Old policy');
    expect(within(dialog).getByLabelText('Valid until')).toHaveValue('2025-06-30');
    await user.click(within(dialog).getByRole('textbox', { name: 'Answer style' }));
    await user.click(await screen.findByRole('option', { name: 'Detailed' }));
    await user.clear(within(dialog).getByLabelText('Valid until'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          title: 'Old policy',
          instruction: 'Answer for a new employee; name the policy section.',
          answerStyle: 'detailed',
          validFrom: null,
          validUntil: null,
        },
      ]),
    );
  });

  it('closes the form with Escape, sending nothing', async () => {
    const { user } = renderPanel([]);
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    await screen.findByRole('dialog', { name: 'New template' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes a template after confirmation', async () => {
    const calls: string[] = [];
    server.use(
      http.delete('/api/ask-docs/delete-template/t1', () => {
        calls.push('delete');
        return HttpResponse.json({ message: 'Template deleted successfully' });
      }),
    );
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete New employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted successfully')).toBeInTheDocument();
    expect(calls).toEqual(['delete']);
  });

  it('offers no create, edit or delete to a viewer', async () => {
    renderPanel([buildTemplate({ canEdit: false })], { canManage: false });
    await screen.findByText('New employee');
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit New employee' })).not.toBeInTheDocument();
  });
});
