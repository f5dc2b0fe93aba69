// @vitest-environment jsdom
import type { ServiceUsage } from '@tabletalk/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { UsageCard } from './usage-card';

const usage: ServiceUsage = {
  plan: 'Pro',
  isTrial: false,
  dataSources: { used: 1, limit: 10 },
  askDocsProjects: { used: 0, limit: 10 },
  dailyQuestions: { used: 0, limit: null },
  monthlyQuestions: { used: 5, limit: 3000 },
  monthlyDashboards: { used: 0, limit: 30 },
  monthlyOcrPages: { used: 12, limit: 200 },
  ocrPackPages: 0,
  extraCredits: 0,
  members: { used: 1, limit: 5 },
  maxFileRows: 100_000,
  maxFileColumns: 50,
  multiSheetExcel: true,
  databaseConnections: true,
  emailSupport: true,
};

describe('UsageCard', () => {
  it('shows the OCR pages used this month and what the packs still hold', () => {
    const first = renderWithProviders(<UsageCard usage={usage} />);
    expect(screen.getByRole('progressbar', { name: 'OCR pages this month' })).toBeInTheDocument();
    expect(screen.getByText('12 / 200')).toBeInTheDocument();
    expect(screen.getByText(/No OCR pages in packs/)).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<UsageCard usage={{ ...usage, ocrPackPages: 1500 }} />);
    expect(
      screen.getByText('1,500 OCR pages left in packs (they never expire).'),
    ).toBeInTheDocument();
  });

  it('says Unlimited without a bar where the plan has no cap, and shows extra credits when there are some', () => {
    const first = renderWithProviders(<UsageCard usage={usage} />);
    expect(screen.getByText('0 used · Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Questions today' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Questions this month' })).toBeInTheDocument();
    expect(screen.queryByTestId('extra-credits')).not.toBeInTheDocument();
    first.unmount();
    renderWithProviders(<UsageCard usage={{ ...usage, extraCredits: 2500 }} />);
    expect(screen.getByTestId('extra-credits')).toHaveTextContent(
      '2,500 extra question credits left.',
    );
  });
});
