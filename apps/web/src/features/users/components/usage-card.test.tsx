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

  it('shows the extra question credits left, when there are some', () => {
    const first = renderWithProviders(<UsageCard usage={usage} />);
    expect(screen.queryByText(/extra question credit/)).not.toBeInTheDocument();
    first.unmount();
    renderWithProviders(<UsageCard usage={{ ...usage, extraCredits: 1200 }} />);
    expect(
      screen.getByText("1,200 extra question credits left, used once the month's questions are."),
    ).toBeInTheDocument();
  });
});
