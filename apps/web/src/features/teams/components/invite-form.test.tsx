// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { InviteForm } from './invite-form';

describe('InviteForm', () => {
  it("checks the email with the invite request's schema and the spec's texts", async () => {
    const { user } = renderWithProviders(<InviteForm teamId="t1" disabled={false} />);
    const email = screen.getByRole('textbox', { name: 'Invite email' });
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Email address is empty')).toBeInTheDocument();
    await user.type(email, 'ada@');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('sends a valid invite with the chosen role, then clears the form', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/teams/:teamId/invite', async ({ request, params }) => {
        const body = (await request.json()) as { email: string; role: 'admin' };
        sent.push({ teamId: params.teamId, ...body });
        const data = { _id: 'i1', ...body, teamId: 't1', expiresAt: 'x', createdAt: 'y' };
        return HttpResponse.json({ data, message: 'Invitation sent' });
      }),
    );
    const { user } = renderWithProviders(<InviteForm teamId="t1" disabled={false} />);
    const email = screen.getByRole('textbox', { name: 'Invite email' });
    await user.type(email, ' ada@example.com ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Invite role' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() =>
      expect(sent).toEqual([{ teamId: 't1', email: 'ada@example.com', role: 'admin' }]),
    );
    await waitFor(() => expect(email).toHaveValue(''));
  });
});
