/**
 * An amount in its currency for the reader's locale; whole amounts without cents.
 * @example formatMoney(29, 'usd', 'en-US') // "$29"
 * @example formatMoney(4.5, 'USD', 'en-US') // "$4.50"
 */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // An unknown currency code: the number and the code still say it.
    return `${amount.toFixed(digits)} ${currency.toUpperCase()}`;
  }
}

/** A calendar date from an ISO timestamp, "Mar 5, 2026" in English; the text as is if unreadable. */
export function formatDay(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
