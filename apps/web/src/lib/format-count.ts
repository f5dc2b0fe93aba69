/**
 * A count with the reader's digit grouping ("3,000" in English, "3.000" in German); `locale`
 * defaults to the browser's.
 * @example formatCount(3000, 'en-US') // "3,000"
 */
export function formatCount(count: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}
