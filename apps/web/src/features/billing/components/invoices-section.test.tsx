// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildTransaction } from '../test-factories';
import { browserWindow } from '../utils/browser-window';
import { InvoicesSection } from './invoices-section';

function serveHistory(data: ReturnType<typeof buildTransaction>[]) {
  server.use(
    http.get('/api/subscription/getTransactionHistory', () => HttpResponse.json({ data })),
  );
}

describe('InvoicesSection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says when there are no payments yet', async () => {
    serveHistory([]);
    renderWithProviders(<InvoicesSection />);
    expect(await screen.findByTestId('invoices-empty')).toHaveTextContent('No payments yet');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists payments with their amount in currency, and opens an invoice PDF in a new tab', async () => {
    const show = vi.fn();
    vi.spyOn(browserWindow, 'openPendingTab').mockReturnValue({ show, close: vi.fn() });
    const asked: string[] = [];
    serveHistory([
      buildTransaction(),
      buildTransaction({
        _id: 't2',
        kind: 'OCR_PACK',
        description: 'OCR pack × 2',
        amount: 20.5,
        invoiceId: null,
        status: 'refunded',
        createdAt: '2026-03-07T10:00:00.000Z',
      }),
    ]);
    server.use(
      http.get('/api/v2/subscription/invoice-pdf', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('invoiceId') ?? '');
        return HttpResponse.json({ data: { url: 'https://pay.stripe.test/invoice/in_1.pdf' } });
      }),
    );
    const { user } = renderWithProviders(<InvoicesSection />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Pro, monthly');
    expect(first).toHaveTextContent('$29');
    expect(first).toHaveTextContent('paid');
    expect(second).toHaveTextContent('$20.50');
    expect(second).toHaveTextContent('refunded');
    expect(within(second as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(
      within(first as HTMLElement).getByRole('button', { name: /^PDF of the invoice/ }),
    );
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith('https://pay.stripe.test/invoice/in_1.pdf'),
    );
    expect(asked).toEqual(['in_1']);
  });
});
