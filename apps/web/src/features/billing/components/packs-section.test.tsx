// @vitest-environment jsdom
import type { PlanName, SubscriptionCatalogue } from '@tabletalk/contracts';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { buildCatalogue, buildUsage } from '../test-factories';
import { browserWindow } from '../utils/browser-window';
import { PENDING_CHECKOUT_KEY } from '../utils/pending-checkout';
import { PacksSection } from './packs-section';

function renderPacks(plan: PlanName, catalogue: SubscriptionCatalogue = buildCatalogue()) {
  return renderWithProviders(
    <PacksSection
      catalogue={catalogue}
      plan={plan}
      usage={buildUsage({ plan, ocrPackPages: 40 })}
      canManage
    />,
  );
}

describe('PacksSection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('buys OCR packs by the quantity chosen', async () => {
    const leaveFor = vi.spyOn(browserWindow, 'leaveFor').mockImplementation(() => {});
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v2/subscription/create-checkout-session', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { url: 'https://checkout.stripe.test/c/cs_2' } });
      }),
    );
    const { user } = renderPacks('Pro');
    // Extra credits come with Flex and above.
    expect(screen.queryByRole('article', { name: 'Extra credits' })).not.toBeInTheDocument();
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Buy OCR pack' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_2'),
    );
    expect(bodies).toEqual([{ priceId: 'price_ocr', quantity: 3 }]);
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_CHECKOUT_KEY) ?? 'null')).toEqual({
      kind: 'pack',
      unitsBefore: 40,
    });
  });

  it('asks Basic to upgrade first, and offers extra credits on Team', () => {
    const first = renderPacks('Basic');
    expect(screen.getByTestId('packs')).toHaveTextContent('Upgrade to buy OCR packs');
    expect(screen.getByRole('button', { name: 'Buy OCR pack' })).toBeDisabled();
    first.unmount();
    renderPacks('Team');
    expect(screen.getByRole('button', { name: 'Buy Extra credits' })).toBeEnabled();
  });

  it('says the administrator grants packs on a server without payments', () => {
    renderPacks('Pro', buildCatalogue({ billing: 'none', packs: [] }));
    expect(screen.getByTestId('packs')).toHaveTextContent('granted by its administrator');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
