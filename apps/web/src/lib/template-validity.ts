import { errorTable, type Template } from '@tabletalk/contracts';

/** The validity fields rooms' and Ask Docs' templates share. */
type Validity = Pick<Template, 'validFrom' | 'validUntil' | 'expired' | 'notYetValid'>;

/** Whether a template may be asked today (the server decides the day, in UTC). */
export function isTemplateUsable(template: Pick<Template, 'expired' | 'notYetValid'>): boolean {
  return !template.expired && !template.notYetValid;
}

/**
 * A validity day (YYYY-MM-DD) for reading, in the user's language; the day itself, never shifted
 * by the user's time zone.
 * @example formatValidityDay('2024-06-15', 'en-US') // 'Jun 15, 2024'
 */
export function formatValidityDay(day: string, locale?: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The validity period in words ("Valid from … until …"); null when it has no limit. */
export function validityLabel(template: Validity, locale?: string): string | null {
  const from = template.validFrom ? formatValidityDay(template.validFrom, locale) : null;
  const until = template.validUntil ? formatValidityDay(template.validUntil, locale) : null;
  if (from && until) return `Valid from ${from} until ${until}`;
  if (from) return `Valid from ${from}`;
  if (until) return `Valid until ${until}`;
  return null;
}

/** The badge of a template that cannot be asked (rooms) or connected (Ask Docs) today; null for a usable one. */
export function validityBadge(template: Validity): 'Expired' | 'Not yet valid' | null {
  if (template.expired) return 'Expired';
  if (template.notYetValid) return 'Not yet valid';
  return null;
}

/**
 * Why a template cannot be picked, in the words the server would refuse it with (the spec's
 * own message for an expired one); null for a usable one. `validityLabel` gives the dates.
 */
export function unusableReason(template: Validity): string | null {
  if (template.expired) return errorTable.TEMPLATE_EXPIRED.message;
  if (template.notYetValid) return errorTable.TEMPLATE_NOT_YET_VALID.message;
  return null;
}
