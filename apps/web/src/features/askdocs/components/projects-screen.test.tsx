// @vitest-environment jsdom
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildProject } from '../test-factories';
import { ProjectsScreen } from './projects-screen';

function renderScreen({ canManage = true } = {}) {
  return renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route path="/docs" element={<ProjectsScreen canManage={canManage} />} />
        <Route path="/docs/:projectId" element={<p>Project page opened</p>} />
      </Routes>
    </>,
    { route: '/docs' },
  );
}

function serveProjects(projects: ReturnType<typeof buildProject>[]) {
  server.use(
    http.get('/api/ask-docs/documents-projects', () => HttpResponse.json({ data: projects })),
  );
}

describe('ProjectsScreen', () => {
  // Toasts live in a store shared by every test of the worker.
  afterEach(() => notifications.clean());

  it('lists favourites first, with their documents', async () => {
    serveProjects([
      buildProject({ _id: 'p1', name: 'Contracts', documentCount: 1 }),
      buildProject({ _id: 'p2', name: 'HR policies', isFavourite: true, documentCount: 3 }),
    ]);
    renderScreen();
    await screen.findByRole('link', { name: 'HR policies' });
    const [first, second] = screen.getAllByTestId('project-item');
    expect(first).toHaveTextContent('HR policies');
    expect(first).toHaveTextContent('3 documents');
    expect(second).toHaveTextContent('Contracts');
    expect(second).toHaveTextContent('1 document ·');
    expect(
      within(first as HTMLElement).getByRole('button', {
        name: 'Remove from favourites: HR policies',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves a project up when it is starred, and sends the star', async () => {
    const bodies: unknown[] = [];
    let isStarred = false;
    server.use(
      http.get('/api/ask-docs/documents-projects', () =>
        HttpResponse.json({
          data: [
            ...(isStarred
              ? [buildProject({ _id: 'p2', name: 'HR policies', isFavourite: true })]
              : []),
            buildProject({ _id: 'p1', name: 'Contracts' }),
            ...(isStarred ? [] : [buildProject({ _id: 'p2', name: 'HR policies' })]),
          ],
        }),
      ),
      http.put('/api/ask-docs/project-favorite/p2', async ({ request }) => {
        bodies.push(await request.json());
        isStarred = true;
        return HttpResponse.json({ message: 'Success', data: { isFavourite: true } });
      }),
    );
    const { user } = renderScreen();
    await screen.findByRole('link', { name: 'HR policies' });
    expect(screen.getAllByTestId('project-item')[0]).toHaveTextContent('Contracts');
    await user.click(screen.getByRole('button', { name: 'Add to favourites: HR policies' }));
    expect(screen.getAllByTestId('project-item')[0]).toHaveTextContent('HR policies');
    await waitFor(() => expect(bodies).toEqual([{ isFavourite: true }]));
    expect(
      await screen.findByRole('button', { name: 'Remove from favourites: HR policies' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('project-item')[0]).toHaveTextContent('HR policies');
  });

  it('offers to create the first project when there is none', async () => {
    serveProjects([]);
    renderScreen();
    const empty = await screen.findByTestId('projects-empty');
    expect(empty).toHaveTextContent('No projects yet');
    expect(
      within(empty).getByRole('button', { name: 'Create your first project' }),
    ).toBeInTheDocument();
  });

  it('tells a viewer who can create projects, and offers no create or delete', async () => {
    serveProjects([]);
    renderScreen({ canManage: false });
    const empty = await screen.findByTestId('projects-empty');
    expect(empty).toHaveTextContent('Ask someone who manages Ask Docs');
    expect(screen.queryByRole('button', { name: /New project|Create/ })).not.toBeInTheDocument();
  });

  it('creates a project from the form with Enter and opens it', async () => {
    const bodies: unknown[] = [];
    serveProjects([]);
    server.use(
      http.post('/api/ask-docs/create-project', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: buildProject({ _id: 'p9', name: 'Contracts' }) });
      }),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Create your first project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await user.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(within(dialog).getByText('Project name is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Supplier deals');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Project name/ }),
      'Contracts{Enter}',
    );
    expect(await screen.findByText('Project page opened')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Contracts', description: 'Supplier deals' }]);
  });

  it("shows the plan's refusal with the plan-limit hint, in the form", async () => {
    serveProjects([buildProject()]);
    server.use(
      http.post('/api/ask-docs/create-project', () =>
        HttpResponse.json(
          { code: 'PLAN_LIMIT', message: 'Your plan allows 1 Ask Docs project. Upgrade to Pro.' },
          { status: 402 },
        ),
      ),
    );
    const { user } = renderScreen();
    await screen.findByRole('link', { name: 'HR policies' });
    await user.click(screen.getByRole('button', { name: 'New project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'More{Enter}');
    const limit = await within(dialog).findByTestId('plan-limit');
    expect(limit).toHaveTextContent('Your plan allows 1 Ask Docs project. Upgrade to Pro.');
    expect(
      within(limit).getByRole('link', { name: 'See your plan and usage' }),
    ).toBeInTheDocument();
  });

  it('deletes a project after confirmation, with the spec toast', async () => {
    const calls: string[] = [];
    let projects = [buildProject({ _id: 'p1', name: 'HR policies', documentCount: 2 })];
    server.use(
      http.get('/api/ask-docs/documents-projects', () => HttpResponse.json({ data: projects })),
      http.delete('/api/ask-docs/delete-project/p1', () => {
        calls.push('delete');
        projects = [];
        return HttpResponse.json({ message: 'Project deleted successfully' });
      }),
    );
    const { user } = renderScreen();
    await screen.findByRole('link', { name: 'HR policies' });
    await user.click(screen.getByRole('button', { name: 'Delete HR policies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    expect(dialog).toHaveTextContent('Delete HR policies with its 2 documents');
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Project deleted successfully')).toBeInTheDocument();
    expect(calls).toEqual(['delete']);
    expect(await screen.findByTestId('projects-empty')).toHaveTextContent('No projects yet');
  });

  it('searches by name and says when nothing matches', async () => {
    const searches: (string | null)[] = [];
    server.use(
      http.get('/api/ask-docs/documents-projects', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        return HttpResponse.json({ data: search ? [] : [buildProject()] });
      }),
    );
    const { user } = renderScreen();
    await screen.findByRole('link', { name: 'HR policies' });
    await user.type(screen.getByRole('textbox', { name: 'Search projects' }), 'zzz');
    expect(await screen.findByText('No project matches')).toBeInTheDocument();
    expect(searches).toContain('zzz');
  });
});
