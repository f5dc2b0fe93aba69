import { type Transaction, transactionHistoryResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { QueryConfig } from '../../../lib/react-query';
import { billingKeys } from './keys';

/** The organization's payments: paid invoices and one-time packs, newest first. */
export async function getTransactionHistory(): Promise<Transaction[]> {
  const result = await api.get(
    'subscription/getTransactionHistory',
    transactionHistoryResponseSchema,
  );
  return result.data;
}

export const getTransactionHistoryQueryOptions = () =>
  queryOptions({ queryKey: billingKeys.transactions(), queryFn: getTransactionHistory });

export function useTransactionHistory(
  config: QueryConfig<typeof getTransactionHistoryQueryOptions> = {},
) {
  return useQuery({ ...getTransactionHistoryQueryOptions(), ...config });
}
