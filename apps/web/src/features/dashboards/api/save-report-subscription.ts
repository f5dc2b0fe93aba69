import {
  type ReportFrequency,
  type ReportSubscription,
  reportSubscriptionResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { dashboardsKeys } from './keys';

export interface SaveReportSubscriptionInput {
  dashboardId: string;
  frequency: ReportFrequency;
  userIds: string[];
}

/** Sets the dashboard's emailed report: how often, and to which members. */
export async function saveReportSubscription(
  input: SaveReportSubscriptionInput,
): Promise<ReportSubscription | null> {
  const path = `dashboard/subscriptions/${encodeURIComponent(input.dashboardId)}`;
  const body = { frequency: input.frequency, userIds: input.userIds };
  const result = await api.put(path, body, reportSubscriptionResponseSchema);
  return result.data;
}

export const saveReportSubscriptionMutationOptions = () =>
  mutationOptions({
    mutationFn: saveReportSubscription,
    meta: { errorFallback: 'Failed to save the email report', silentError: true },
  });

export function useSaveReportSubscription(
  config: MutationConfig<typeof saveReportSubscription> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveReportSubscriptionMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [subscription, input] = args;
      queryClient.setQueryData(dashboardsKeys.report(input.dashboardId), subscription);
      return config.onSuccess?.(...args);
    },
  });
}
