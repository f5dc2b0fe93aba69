// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { routes } from '../router';

describe('/embed/dashboards/:id', () => {
  it('opens signed out, outside the app shell: no sign-in redirect, no other call', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/dashboard/get-embed-dashboard/d1', ({ request }) => {
        asked.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({
          data: {
            dashboard: {
              _id: 'd1',
              name: 'Partner view',
              description: null,
              lastRefreshedAt: null,
            },
            items: [],
          },
        });
      }),
    );
    // Any other request (users/me, config, refresh) has no handler and fails the test.
    const router = createMemoryRouter(routes, {
      initialEntries: ['/embed/dashboards/d1?token=embed-token'],
    });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Partner view' })).toBeInTheDocument();
    expect(screen.getByText('This dashboard has no items yet.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/embed/dashboards/d1');
    expect(asked).toEqual(['Bearer embed-token']);
  });
});
