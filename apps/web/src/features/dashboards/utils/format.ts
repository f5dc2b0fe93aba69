/** A timestamp as the user's locale writes a date and time; the raw text if it is no date. */
export function formatWhen(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleString();
}

/** A cell as a dashboard shows it: numbers grouped with at most two decimals, null as a dash. */
export function formatCell(value: unknown): string {
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
