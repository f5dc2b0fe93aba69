import type { ServiceUsage } from '@tabletalk/contracts';
import { formatCount } from '../../../lib/format-count';

type Limit = ServiceUsage['dataSources'];

/** One limit's use in words: "0 / 3,000", or "12 used · Unlimited" when the plan has no cap. */
export function usageText(usage: Limit, locale?: string): string {
  const used = formatCount(usage.used, locale);
  if (usage.limit === null) return `${used} used · Unlimited`;
  return `${used} / ${formatCount(usage.limit, locale)}`;
}
