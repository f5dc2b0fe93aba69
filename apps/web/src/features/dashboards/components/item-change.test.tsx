// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { buildValueItem } from '../test-factories';
import { ItemBody } from './item-body';

describe("a widget's change against the previous period", () => {
  it('shows a rise with its arrow in green, and says it in words with the previous value', () => {
    const item = buildValueItem(1125, {
      change: { previous: 1000, delta: 125, percent: 12.5, period: 'month' },
    });
    renderWithProviders(<ItemBody item={item} />);
    const change = screen.getByTestId('item-change');
    expect(within(change).getByText('▲ 12.5% vs previous month')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(within(change).getByText('Up 12.5% vs previous month, from 1,000')).toBeInTheDocument();
    expect(change).toHaveAttribute('data-direction', 'up');
    expect(change).toHaveStyle({ color: 'var(--mantine-color-green-8)' });
    expect(screen.getByTestId('item-value')).toHaveTextContent('1,125');
  });

  it('shows a fall in red, and the difference when the previous value was zero', () => {
    const fall = buildValueItem(80, {
      change: { previous: 100, delta: -20, percent: -20, period: 'year' },
    });
    const { unmount } = renderWithProviders(<ItemBody item={fall} />);
    expect(screen.getByText('▼ 20% vs previous year')).toBeInTheDocument();
    expect(screen.getByTestId('item-change')).toHaveStyle({ color: 'var(--mantine-color-red-8)' });
    unmount();

    const fromNothing = buildValueItem(40, {
      change: { previous: 0, delta: 40, percent: null, period: '30 days' },
    });
    renderWithProviders(<ItemBody item={fromNothing} />);
    expect(screen.getByText('▲ 40 vs previous 30 days')).toBeInTheDocument();
  });

  it('is neutral when nothing changed, and absent without a time dimension', () => {
    const flat = buildValueItem(5, {
      change: { previous: 5, delta: 0, percent: 0, period: 'day' },
    });
    const { unmount } = renderWithProviders(<ItemBody item={flat} />);
    expect(screen.getByText('No change vs previous day')).toBeInTheDocument();
    expect(screen.getByTestId('item-change')).toHaveAttribute('data-direction', 'flat');
    expect(screen.getByTestId('item-change')).toHaveStyle({
      color: 'var(--mantine-color-dimmed)',
    });
    unmount();

    renderWithProviders(<ItemBody item={buildValueItem(5)} />);
    expect(screen.getByTestId('item-value')).toBeInTheDocument();
    expect(screen.queryByTestId('item-change')).not.toBeInTheDocument();
  });
});
