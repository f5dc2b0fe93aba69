// @vitest-environment jsdom
import { Notifications, notifications } from '@mantine/notifications';
import { AppError } from '@tabletalk/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '../lib/navigation';
import { renderWithProviders } from '../test/render';
import { notifyError } from './notify';

describe('notifyError', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it('gives a plan limit a link to the plans, and other errors none', async () => {
    const navigateTo = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    const { user } = renderWithProviders(<Notifications />);
    act(() =>
      notifyError(new AppError('PLAN_LIMIT', { message: 'Your plan allows 3 dashboards.' })),
    );
    act(() => notifyError(new AppError('CONNECTION_FAILED', { message: 'Connection refused.' })));
    expect(await screen.findByText('Your plan allows 3 dashboards.')).toBeInTheDocument();
    expect(await screen.findByText('Connection refused.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'See your plan and usage' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/settings/plan');
    await user.click(links[0] as HTMLElement);
    expect(navigateTo).toHaveBeenCalledWith('/settings/plan');
  });
});
