// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildProject, buildRoom } from '../test-factories';
import { ProjectScreen } from './project-screen';

/** An empty project: no documents, no questions, no templates. */
function serveEmptyProject() {
  server.use(
    http.get('/api/ask-docs/single-project/p1', () => HttpResponse.json({ data: buildProject() })),
    http.get('/api/ask-docs/project-sources/p1', () => HttpResponse.json({ data: [] })),
    http.get('/api/ask-docs/room/p1', () => HttpResponse.json({ data: buildRoom() })),
    http.get('/api/ask-docs/get-all-templates', () => HttpResponse.json({ data: [] })),
    http.get('/api/ask-docs/conversation/r1', () =>
      HttpResponse.json({ data: [], page: 1, hasMore: false }),
    ),
    http.get('/api/ask-docs/user_guide', () =>
      HttpResponse.json({
        data: { title: 'Ask Docs', sections: [], limits: { maxUploadMb: 25, kinds: [] } },
      }),
    ),
  );
}

describe('ProjectScreen', () => {
  it('offers Add docs on an empty project and opens the wizard from it', async () => {
    serveEmptyProject();
    const { user } = renderWithProviders(<ProjectScreen projectId="p1" canManage />);
    const empty = await screen.findByTestId('documents-empty');
    expect(await screen.findByTestId('no-active-documents')).toHaveTextContent(
      'Add documents to this project to ask questions about them.',
    );
    await user.click(within(empty).getByRole('button', { name: 'Add docs' }));
    const wizard = await screen.findByRole('dialog', { name: 'Add docs' });
    expect(within(wizard).getByRole('button', { name: 'Choose files' })).toBeEnabled();
    await waitFor(() => expect(wizard).toHaveTextContent('up to 25 MB each'));
    await user.click(within(wizard).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no upload to those who may not add documents', async () => {
    serveEmptyProject();
    renderWithProviders(<ProjectScreen projectId="p1" canManage={false} />);
    expect(await screen.findByTestId('no-active-documents')).toHaveTextContent(
      'Someone who manages Ask Docs in your organization can add documents to this project.',
    );
    expect(screen.getByTestId('documents-empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add docs' })).not.toBeInTheDocument();
  });
});
