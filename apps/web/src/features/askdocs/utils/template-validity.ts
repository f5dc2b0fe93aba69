import type { AskDocsTemplate } from '@tabletalk/contracts';
import { formatDay } from './format';

type Validity = Pick<AskDocsTemplate, 'validFrom' | 'validUntil' | 'expired' | 'notYetValid'>;

/** The validity period in words ("Valid from … until …"); null when it has no limit. */
export function validityLabel(template: Validity, locale?: string): string | null {
  const from = template.validFrom ? formatDay(template.validFrom, true, locale) : null;
  const until = template.validUntil ? formatDay(template.validUntil, true, locale) : null;
  if (from && until) return `Valid from ${from} until ${until}`;
  if (from) return `Valid from ${from}`;
  if (until) return `Valid until ${until}`;
  return null;
}

/** The badge of a template that cannot be connected today; null for a usable one. */
export function validityBadge(template: Validity): 'Expired' | 'Not yet valid' | null {
  if (template.expired) return 'Expired';
  if (template.notYetValid) return 'Not yet valid';
  return null;
}
