import { redirectResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/**
 * Where an invoice's PDF can be read (a short-lived Stripe address). Fetched when asked, not
 * cached: the address expires.
 */
export async function getInvoicePdf(invoiceId: string): Promise<string> {
  const result = await api.get('v2/subscription/invoice-pdf', redirectResponseSchema, {
    query: { invoiceId },
  });
  return result.data.url;
}

export const getInvoicePdfMutationOptions = () =>
  mutationOptions({
    mutationFn: getInvoicePdf,
    meta: { errorFallback: 'Failed to open the invoice' },
  });

export function useInvoicePdf(config: MutationConfig<typeof getInvoicePdf> = {}) {
  return useMutation({ ...getInvoicePdfMutationOptions(), ...config });
}
